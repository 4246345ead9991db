import { Writable } from 'node:stream';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { headTagsFor, type HeadTag } from './app/headTags';
import { canonicalUrl } from './app/knownPages';
import { shareTagsFor, structuredDataFor } from './app/shareTags';
import { App } from './app/App';
import { MAIN_ID } from './components/landmarks';
import { pageModuleId, preloadPage } from './app/pageModules';
import { PAGE_ADDRESS, pageAddress } from './app/pageAddress';
import { printPageCss } from './app/printPage';
import { owner } from './content/owner';
import { metaForPath, metaOf, siteMap } from './content/siteMap';
import { SEALED_INDEX_ID, SEALED_STUDY_PREFIX } from './gate/sealedModules';
import { SCHEME_COLOR_ATTRIBUTE } from './styles/colorScheme';
import { schemeStyles, themeColors } from './styles/darkTheme';
import { printStyles } from './styles/printStyles';
import { getCssText, reset } from './styles/stitches.config';

/**
 * Every page written to HTML at build time, with the page module it needs first (its chunk is
 * preloaded) and the slug of the case study it guards, if any.
 */
export const prerenderPages = siteMap.map((entry) => ({
  path: entry.path,
  module: pageModuleId(entry),
  gated: entry.study,
}));

/**
 * The browser's unlocking path, run by the browser tests in Node: they read each study only as
 * the build sealed it, never from the plaintext modules.
 */
export { openCaseStudy, unlock } from './gate/unlock';

/**
 * What opening one case study loads beyond its page (whose chunk brings the key derivation), as
 * the client manifest names it: the sealed content, the code that renders an opened study
 * (src/reader, see pages/CaseStudyPage) and the motion engine that fades it in (otherwise fetched
 * as the gate shows). Each is a chunk of its own: the prerender stops on a name that is not.
 */
export const unlockedModuleIds = (slug: string) => [
  SEALED_INDEX_ID,
  SEALED_STUDY_PREFIX + slug,
  'src/reader/CaseStudyArticle.tsx',
  'src/motion/features.tsx',
];

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const tagHtml = ({ element, key: [name, key], attribute, value }: HeadTag) =>
  `<${element} ${name}="${key}" ${attribute}="${escapeHtml(value)}" />`;

/** A data block, not a script: the CSP does not apply, and `<` is escaped so it cannot close. */
const jsonLdHtml = (data: object) =>
  `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;

const themeColorHtml = ({ scheme, media, color }: (typeof themeColors)[number]) =>
  `<meta name="theme-color" media="${media}" content="${color}" ${SCHEME_COLOR_ATTRIBUTE}="${scheme}" />`;

/**
 * Parsing can pause anywhere (a slow phone, a busy CPU, a network packet ending there). Paused
 * inside the header, the browser would paint the nav with only the items parsed so far, pushed to
 * the right, and move them as the rest arrives. Chromium holds the first paint until the main
 * landmark, which follows the header, is parsed: it lets go as main begins (the standard says
 * once main is parsed whole), so the header is whole and the paint as early as before.
 */
const headerRenderBlock = `<link rel="expect" href="#${MAIN_ID}" blocking="render" />`;

function headHtml(pathname: string): string {
  const { title, tags } = headTagsFor(metaForPath(pathname), canonicalUrl(pathname));
  const structuredData = structuredDataFor(pathname);
  return [
    headerRenderBlock,
    `<title>${escapeHtml(title)}</title>`,
    ...themeColors.map(themeColorHtml),
    ...[...tags, ...shareTagsFor(pathname)].map(tagHtml),
    ...(structuredData ? [jsonLdHtml(structuredData)] : []),
  ].join('\n    ');
}

function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    stream.pipe(
      new Writable({
        write(chunk, _encoding, callback) {
          html += chunk.toString();
          callback();
        },
        final(callback) {
          resolve(html);
          callback();
        },
      }),
    );
    stream.on('error', reject);
  });
}

/** Renders one path to the app's HTML, its head tags and the stitches CSS it used. */
export async function render(pathname: string) {
  reset();
  // Loaded first, the page renders without suspending: React then writes plain HTML, with none
  // of the inline scripts it streams to fill in a suspended boundary (the CSP would block them).
  await preloadPage(pathname);
  const { prelude } = await prerenderToNodeStream(
    <App Router={({ children }) => <StaticRouter location={pathname}>{children}</StaticRouter>} />,
    // One piece of HTML: never split a large boundary into a segment revealed by a script.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await streamToString(prelude);
  // Like print, the dark scheme is the prerendered CSS's alone: no visitor's JavaScript carries it.
  schemeStyles();
  return {
    html,
    head: [headHtml(pathname), `<style id="stitches">${getCssText()}</style>`].join('\n    '),
    /** The root's style: the page's address, which its printed pages carry in their margins. */
    rootStyle: `${PAGE_ADDRESS}:${pageAddress(canonicalUrl(pathname))}`,
  };
}

/** Stitches' sheet opens with the theme's tokens on the root, which every page already declares. */
const THEME_GROUP = /--sxs\{--sxs:0 [^}]*\}@media\{[^{}]*\{[^{}]*\}\}/;

/**
 * The site on paper, one stylesheet for every page: the print rules (`styles/printStyles.ts`) and
 * the printed page's box. Pages link it with `media="print"`, which the browser fetches without
 * holding the screen's first paint: inline, it was a fifth of the home page's first round trip.
 */
export function printSheet(): string {
  reset();
  printStyles();
  const rules = getCssText();
  if (!THEME_GROUP.test(rules)) throw new Error("Stitches' sheet no longer opens with its theme");
  return rules.replace(THEME_GROUP, '') + printPageCss();
}

/** Open pages only: gated pages are noindex and stay out of the sitemap. */
export function sitemap(): string {
  const urls = siteMap
    .filter((entry) => !metaOf(entry).noindex)
    .map((entry) => `  <url><loc>${owner.siteUrl}${entry.path}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robots(): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${owner.siteUrl}/sitemap.xml\n`;
}

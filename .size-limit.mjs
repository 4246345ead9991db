// Byte budgets (deterministic, gzip), read from the prerendered pages in dist/:
// - the boot script every page inlines in its head (written beside the server bundle);
// - what `/` makes the browser fetch before its first paint: the HTML and everything it preloads
//   (the app's scripts are fetched by the inline boot script after the first paint);
// - the fonts `/` uses (every @font-face it declares);
// - the JavaScript that hydrates `/`: the boot script's entry and the modules it preloads;
// - each route's own chunks beyond those every page shares;
// - what opening a case study loads beyond its route, sealed case-study content and the
//   animation features (which load as the gate shows) excluded. The study's navigator
//   and Present mode (about 3.7 kB, and 2.8 kB more on presenting) load once the study shows, and
//   the employer's note on a reader's first reach for it, so not here;
// - that note: Radix Tooltip and the Radix primitives chunk the Projects menu shares;
// - the picture viewer (PhotoSwipe, our options and its styles, and the look and words of a
//   clip's play button it shares with the clips), loaded on a reader's first reach for a picture,
//   never with a page;
// - a clip's place (its poster, printed line and words), loaded once a study with a clip shows;
// - what plays a clip, with that look and those words, loaded on the first reach for a clip (a clip
//   near the screen, or presented) or the viewer playing one: what fetches and holds a clip's
//   files (`loadClip`) comes in a chunk of its own, which the viewer loads alone.
// Tighten a limit when the site beats it by a wide margin; loosen one only by what a feature
// visitors asked for needs, named in docs/performance.md.
import { readdirSync, readFileSync } from 'node:fs';

const pages = JSON.parse(readFileSync('dist-ssr/prerendered.json', 'utf8'));
const html = (file) => readFileSync(`dist/${file}`, 'utf8');
const inDist = (url) => `dist${url}`;

/** A space-separated list of module URLs the boot script carries in a data attribute. */
const attribute = (page, name) =>
  page
    .match(new RegExp(`<script[^>]* data-${name}="([^"]*)"`))?.[1]
    .split(' ')
    .filter(Boolean) ?? [];
/** The modules that hydrate a page: the entry and everything the boot script preloads with it. */
const hydration = (page) => [...attribute(page, 'entry'), ...attribute(page, 'preload')];

const home = html('index.html');
const preloaded = [...home.matchAll(/<link rel="(?:preload|modulepreload)"[^>]* href="([^"]+)"/g)];
const fonts = [...home.matchAll(/url\((\/assets\/[^)]+\.woff2)\)/g)];
/** What every page hydrates with: the entry and the chunks it imports. */
const shared = pages
  .map(({ file }) => new Set(hydration(html(file))))
  .reduce((common, next) => new Set([...common].filter((url) => next.has(url))));

export default [
  {
    name: 'The boot script every page starts with (inline, before first paint)',
    path: ['dist-ssr/boot.js'],
    limit: '1.75 KiB',
    gzip: true,
  },
  {
    name: 'Before first paint on / (HTML and preloads)',
    path: ['dist/index.html', ...preloaded.map(([, url]) => inDist(url))],
    limit: '60 KiB',
    gzip: true,
  },
  {
    name: 'Fonts on /',
    path: fonts.map(([, url]) => inDist(url)),
    limit: '45 KiB',
    gzip: true,
  },
  {
    name: 'JavaScript that hydrates /',
    path: hydration(home).map(inDist),
    limit: '107 KiB',
    gzip: true,
  },
  ...pages.map(({ path, file }) => ({
    name: `Own chunks of ${path}`,
    path: hydration(html(file))
      .filter((url) => !shared.has(url))
      .map(inDist),
    limit: '25 KiB',
    gzip: true,
  })),
  ...pages
    .filter(({ gated }) => gated)
    .map(({ path, file }) => ({
      name: `Opening ${path}: the code that renders the study`,
      path: attribute(html(file), 'sealed')
        .filter(
          (url) =>
            !/^\/assets\/(_virtual_sealed|features-)/.test(url) &&
            !url.startsWith(`/assets${path}-`),
        )
        .map(inDist),
      limit: '14 KiB',
      gzip: true,
    })),
  {
    name: "The employer's note, on first reaching for it",
    path: readdirSync('dist/assets')
      .filter((file) => /^(InfoTooltipNote|dist)-.*\.js$/.test(file))
      .map((file) => `dist/assets/${file}`),
    limit: '21 KiB',
    gzip: true,
  },
  {
    name: 'The picture viewer, on first reaching for a picture',
    path: readdirSync('dist/assets')
      .filter((file) => /^(openViewer|clipLook|clips)-.*\.(js|css)$/.test(file))
      .map((file) => `dist/assets/${file}`),
    limit: '22 KiB',
    gzip: true,
  },
  {
    name: "A clip's place, once a study with a clip shows",
    path: readdirSync('dist/assets')
      .filter((file) => /^(Clip|clips)-.*\.js$/.test(file))
      .map((file) => `dist/assets/${file}`),
    limit: '2 KiB',
    gzip: true,
  },
  {
    name: 'What plays a clip, on the first reach for one',
    path: readdirSync('dist/assets')
      .filter((file) => /^(ClipPlayback|loadClip|clipLook)-.*\.js$/.test(file))
      .map((file) => `dist/assets/${file}`),
    limit: '3.5 KiB',
    gzip: true,
  },
];

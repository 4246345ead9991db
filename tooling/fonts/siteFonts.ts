import { createFontStack } from '@capsizecss/core';
import type { FontMetrics } from '@capsizecss/core';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';
import type { HtmlTagDescriptor, Plugin } from 'vite';
import { fallbackFamily, type WebFont } from '../../src/styles/webFonts.ts';
import { fontFile } from './fontFile.ts';
import { fontMetrics } from './fontMetrics.ts';
import { keptCharacters } from './keptCharacters.ts';

const DEV_PREFIX = '/@site-fonts/';

/** OpenType features the styles use (tabular figures, Inter's cv11 and ss01) plus the defaults text shaping needs. */
const FEATURES = ['kern', 'liga', 'calt', 'ccmp', 'locl', 'mark', 'mkmk', 'tnum', 'cv11', 'ss01'];

/** Every character written anywhere in the site's source, so any text it can show has its glyphs. */
function siteCharacters(dir: string): string {
  const characters = new Set<string>();
  const visit = (current: string) => {
    for (const name of readdirSync(current)) {
      const file = path.join(current, name);
      if (statSync(file).isDirectory()) visit(file);
      else if (/\.tsx?$/.test(name))
        for (const char of readFileSync(file, 'utf8')) characters.add(char);
    }
  };
  visit(dir);
  // Printable ASCII always: numbers and punctuation the code formats at run time.
  for (let code = 0x20; code < 0x7f; code += 1) characters.add(String.fromCharCode(code));
  return [...characters].filter((char) => char >= ' ').join('');
}

/** The metrics `fontMetrics` has under `name`, or a stop that says where to add them. */
export function metricsOf(name: string): FontMetrics {
  const metrics = fontMetrics[name];
  if (!metrics)
    throw new Error(
      `No metrics for the font "${name}" that src/styles/webFonts.ts names: add them to tooling/fonts/fontMetrics.ts, which says where to read them.`,
    );
  return metrics;
}

/** The metric-adjusted local fallback face, also matched under its metric-compatible aliases. */
function fallbackFace(font: WebFont): string {
  const { fontFaces } = createFontStack(
    [metricsOf(font.metrics), metricsOf(font.fallbackMetrics)],
    { fontFaceFormat: 'styleObject' },
  );
  const [face] = fontFaces;
  if (!face) throw new Error(`No fallback metrics for ${font.family}`);
  const { src, ascentOverride, descentOverride, lineGapOverride, sizeAdjust } = face['@font-face'];
  const locals = [src, ...font.fallbackAliases.map((alias) => `local('${alias}')`)].join(', ');
  return `@font-face{font-family:'${fallbackFamily(font)}';src:${locals};ascent-override:${ascentOverride};descent-override:${descentOverride};line-gap-override:${lineGapOverride};size-adjust:${sizeAdjust}}`;
}

/**
 * `optional`: the face draws the page when it is there at the first paint, as the preload makes it
 * on a usual connection and from the cache; where it comes later (a slow first visit), the
 * metric-matched fallback stays for that page, since a line that wraps differently in the arriving
 * face would move everything below it (CLS 0.042 on the home page's heading in slow 4G with swap).
 */
const webFace = (font: WebFont, url: string) =>
  `@font-face{font-family:'${font.family}';font-style:normal;font-display:optional;font-weight:${font.weight};src:url(${url}) format('woff2')}`;

const fileName = (font: WebFont) => path.basename(font.source, '.woff2') + '-subset.woff2';

/**
 * Serves the web fonts subset to the glyphs the site's text uses (of those, only what
 * `keptCharacters` keeps, for a face it names) and the weight range the styles use, declares them
 * in the page head with a metric-matched local fallback each, and preloads them: the pages need
 * them above the fold. In dev the full files are served.
 */
export function siteFonts({ fonts, textDir }: { fonts: WebFont[]; textDir: string }): Plugin {
  let command: 'build' | 'serve' = 'build';

  return {
    name: 'site-fonts',
    apply: (_config, env) => !env.isSsrBuild,
    configResolved(config) {
      command = config.command;
    },
    async buildStart() {
      if (command !== 'build') return;
      const text = siteCharacters(textDir);
      for (const font of fonts) {
        const source = fontFile(font);
        const keeps = keptCharacters[font.family];
        const kept = keeps ? [...text].filter((char) => keeps.test(char)).join('') : text;
        const subset = await subsetFont(source, kept, {
          targetFormat: 'woff2',
          keepFeatures: FEATURES,
          ...(font.axes && { variationAxes: font.axes }),
        });
        this.emitFile({ type: 'asset', name: fileName(font), source: subset });
      }
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const font = fonts.find((candidate) => req.url === DEV_PREFIX + fileName(candidate));
        if (!font) return next();
        res.setHeader('Content-Type', 'font/woff2');
        res.end(fontFile(font));
      });
    },
    transformIndexHtml: {
      order: 'post',
      async handler(_html, context) {
        const urls = fonts.map((font) => {
          if (!context.bundle) return DEV_PREFIX + fileName(font);
          const asset = Object.values(context.bundle).find(
            (output) => output.type === 'asset' && output.names.includes(fileName(font)),
          );
          if (!asset) throw new Error(`Font subset ${fileName(font)} was not emitted`);
          return `/${asset.fileName}`;
        });
        const faces = fonts.map(fallbackFace);
        const css = [...fonts.map((font, index) => webFace(font, urls[index] ?? '')), ...faces];
        const preloads: HtmlTagDescriptor[] = urls.map((href) => ({
          tag: 'link',
          attrs: { rel: 'preload', as: 'font', type: 'font/woff2', crossorigin: true, href },
          injectTo: 'head-prepend',
        }));
        return [...preloads, { tag: 'style', children: css.join(''), injectTo: 'head' }];
      },
    },
  };
}

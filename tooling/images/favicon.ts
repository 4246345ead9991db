import { readFileSync } from 'node:fs';
import { optimize } from 'svgo';
import type { Plugin } from 'vite';
import { SVGO } from './optimizeImages.ts';

/**
 * Puts the site's icon in every page's head as a data URI, optimised like the other SVGs: a
 * request the browser would otherwise make while the page loads, next to the HTML, fonts and
 * hero image that the first paint waits for. The file stays in public/, for clients that ask.
 */
export function favicon({ file }: { file: string }): Plugin {
  return {
    name: 'favicon',
    transformIndexHtml: () => [
      {
        tag: 'link',
        attrs: {
          rel: 'icon',
          type: 'image/svg+xml',
          href: optimize(readFileSync(file, 'utf8'), { ...SVGO, datauri: 'enc' }).data,
        },
        injectTo: 'head',
      },
    ],
  };
}

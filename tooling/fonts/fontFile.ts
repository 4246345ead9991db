import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { WebFont } from '../../src/styles/webFonts.ts';

const require = createRequire(import.meta.url);

/** The woff2 a web font's package ships, as the build reads it. */
export const fontFile = (font: WebFont) => readFileSync(require.resolve(font.source));

import type { FontMetrics } from '@capsizecss/core';

/**
 * Capsize's metrics of the site's web fonts and their local fallbacks, by the names
 * `src/styles/webFonts.ts` gives them, as `@capsizecss/metrics` 4.3.0 (MIT) has them. Copied, not
 * installed: that package holds every Google and system font, 29,000 files, half of what `npm ci`
 * writes, for these four. A new font's metrics: capsize's site (https://seek-oss.github.io/capsize/)
 * reads them from a font file, or `@capsizecss/metrics/<name>` has them; `xWidthAvg` is the latin one.
 */
export const fontMetrics: Record<string, FontMetrics> = {
  inter: {
    familyName: 'Inter',
    fullName: 'Inter Regular',
    postscriptName: 'Inter-Regular',
    category: 'sans-serif',
    capHeight: 1490,
    ascent: 1984,
    descent: -494,
    lineGap: 0,
    unitsPerEm: 2048,
    xHeight: 1118,
    xWidthAvg: 978,
  },
  arial: {
    familyName: 'Arial',
    fullName: 'Arial',
    postscriptName: 'ArialMT',
    category: 'sans-serif',
    capHeight: 1467,
    ascent: 1854,
    descent: -434,
    lineGap: 67,
    unitsPerEm: 2048,
    xHeight: 1062,
    xWidthAvg: 913,
  },
  instrumentSerif: {
    familyName: 'Instrument Serif',
    fullName: 'Instrument Serif Regular',
    postscriptName: 'InstrumentSerif-Regular',
    category: 'serif',
    capHeight: 720,
    ascent: 990,
    descent: -310,
    lineGap: 0,
    unitsPerEm: 1000,
    xHeight: 510,
    xWidthAvg: 341,
  },
  timesNewRoman: {
    familyName: 'Times New Roman',
    fullName: 'Times New Roman',
    postscriptName: 'TimesNewRomanPSMT',
    category: 'serif',
    capHeight: 1356,
    ascent: 1825,
    descent: -443,
    lineGap: 87,
    unitsPerEm: 2048,
    xHeight: 916,
    xWidthAvg: 832,
  },
};

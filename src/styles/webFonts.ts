/**
 * The site's two web fonts: what the build subsets and serves (tooling/fonts/siteFonts.ts) and the font
 * stacks the type scale uses. Each has a local fallback face whose metrics are adjusted to match
 * it, so the swap from fallback to web font moves nothing.
 */
export interface WebFont {
  /** The family the @font-face rule declares. */
  family: string;
  /** The latin woff2 the build subsets to the glyphs the site's text uses. */
  source: string;
  /** The font-weight descriptor: the range kept of a variable font's weight axis. */
  weight: string;
  /** Variation axes kept, narrowed to the weights the styles use. */
  axes?: Record<string, { min: number; max: number }>;
  /** The names of this font's metrics and its local fallback's in tooling/fonts/fontMetrics.ts. */
  metrics: string;
  fallbackMetrics: string;
  /** Local fonts with the same metrics as the fallback (Linux and Android rarely have Arial). */
  fallbackAliases: string[];
  /** What follows the fallback in the stack. */
  generic: string[];
}

export const webFonts = {
  body: {
    family: 'Inter',
    source: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
    weight: '400 700',
    axes: { wght: { min: 400, max: 700 } },
    metrics: 'inter',
    fallbackMetrics: 'arial',
    fallbackAliases: ['Liberation Sans', 'Arimo'],
    generic: ['ui-sans-serif', 'system-ui', 'sans-serif'],
  },
  display: {
    family: 'Instrument Serif',
    source: '@fontsource/instrument-serif/files/instrument-serif-latin-400-normal.woff2',
    weight: '400',
    metrics: 'instrumentSerif',
    fallbackMetrics: 'timesNewRoman',
    fallbackAliases: ['Liberation Serif', 'Tinos'],
    generic: ['serif'],
  },
} satisfies Record<string, WebFont>;

/** The name of the metric-adjusted local face that stands in until the web font arrives. */
export const fallbackFamily = (font: WebFont) => `${font.family} Fallback`;

export const fontStack = (font: WebFont) =>
  [`'${font.family}'`, `'${fallbackFamily(font)}'`, ...font.generic].join(', ');

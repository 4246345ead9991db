import { clampChroma, converter, formatHex, wcagContrast, type Oklch } from 'culori';
import type { StudyAccent } from '../../src/content/types';
import { darkColors } from '../../src/styles/darkColors.ts';
import type { config as stitchesConfig } from '../../src/styles/stitches.config.ts';
import { ContentError } from './contentError.ts';
import { tokenColour } from './tokenColour.ts';

/** Where an owner writes a study's accent. */
const STUDIES = 'src/content/studies.ts';

/** The 4.5:1 of WCAG AA for text: an accent is drawn as text (eyebrows, tags, links). */
const AA_TEXT = 4.5;

type LightColours = typeof stitchesConfig.theme.colors;

/**
 * What an accent is read on, and what is read on its tint, in each scheme: the page, its panels
 * and its sunken bands (where a study's sections alternate, an accent eyebrow on every other one).
 */
export const accentGrounds = (colors: LightColours) => ({
  light: {
    grounds: (['canvas', 'surface', 'surfaceSunken'] as const).map((name) =>
      tokenColour(colors, name),
    ),
    text: tokenColour(colors, 'text'),
  },
  dark: {
    grounds: [darkColors.canvas, darkColors.surface, darkColors.surfaceSunken],
    text: darkColors.text,
  },
});
type Grounds = ReturnType<typeof accentGrounds>;

const oklch = converter('oklch');
const hex = (colour: Oklch) => formatHex(clampChroma(colour, 'oklch')).toUpperCase();

/**
 * Where the tints sit: a wash of the hue under the page's text in light, a deep panel of it in
 * dark; each as colourful as the accent allows (`scale`), up to `chroma`.
 */
const TINT = {
  light: { l: 0.96, scale: 1, chroma: 0.02 },
  dark: { l: 0.27, scale: 0.3, chroma: 0.07 },
};
/** Where a dark counterpart starts looking, a little brighter each step until it reads. */
const DARK_FROM = { l: 0.74, scale: 1.4, chroma: 0.15 };

const shade = (base: Oklch, { l, scale, chroma }: { l: number; scale: number; chroma: number }) =>
  hex({ ...base, l, c: Math.min(base.c * scale, chroma) });

/** The accent and its tint read in `scheme`: the accent on each ground and its tint, text on its tint. */
function reads(accent: string, tint: string, { grounds, text }: Grounds[keyof Grounds]) {
  return (
    [...grounds, tint].every((ground) => wcagContrast(accent, ground) >= AA_TEXT) &&
    wcagContrast(text, tint) >= AA_TEXT
  );
}

/**
 * A study's accent in both schemes, from the one colour its owner writes: the light scheme shows
 * it as written, on a pale tint of its hue; the dark scheme shows the same hue lighter, on a deep
 * tint. Each must read as text (WCAG AA) where the site draws it, or the build stops and says which
 * colour would.
 */
export function deriveAccent(written: string, study: string, schemes: Grounds): StudyAccent {
  const where = `${STUDIES}: the study "${study}", its accent`;
  const base = /^#[0-9a-f]{6}$/i.test(written) ? oklch(written) : undefined;
  if (!base)
    throw new ContentError(
      `${where} "${written}" is not a colour: write it as #RRGGBB, e.g. "#4F46E5".`,
    );
  base.c ??= 0;
  base.h ??= 0;
  const accent = written.toUpperCase();
  const lightTint = shade(base, TINT.light);
  if (!reads(accent, lightTint, schemes.light)) {
    let darker = base.l;
    while (darker > 0 && !reads(hex({ ...base, l: darker }), lightTint, schemes.light))
      darker -= 0.01;
    throw new ContentError(
      `${where} "${accent}" is too light to read as text on the page (WCAG AA, ${AA_TEXT}:1): a darker shade such as "${hex({ ...base, l: darker })}" reads.`,
    );
  }
  const darkTint = shade(base, TINT.dark);
  for (let l = DARK_FROM.l; l <= 1; l += 0.01) {
    const dark = shade(base, { ...DARK_FROM, l });
    if (reads(dark, darkTint, schemes.dark))
      return { light: { accent, tint: lightTint }, dark: { accent: dark, tint: darkTint } };
  }
  throw new ContentError(
    `${where} "${accent}" has no dark-scheme counterpart that reads as text (WCAG AA, ${AA_TEXT}:1): choose another colour.`,
  );
}

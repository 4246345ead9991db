import { describe, expect, it } from 'vitest';
import { darkTheme } from '../../src/styles/darkTheme';
import { config } from '../../src/styles/stitches.config';
import { allStudies } from 'virtual:study-catalogue';
import { luminance } from '../shared/luminance';
import { tokenColour } from '../../tooling/content/tokenColour';

// Both schemes' colours as the tokens give them: every text colour keeps WCAG AA (4.5:1) where it
// is written, lines drawn to be seen and chart marks keep 3:1, and each of the site's colours and
// each study's accent, as the build derived it, reads as text on the page, its panels and its own
// tint.

type Palette = Record<string, string>;

const light: Palette = Object.fromEntries(
  Object.entries(config.theme.colors).map(([name, value]) => [name, String(value)]),
);
const dark: Palette = {
  ...light,
  ...Object.fromEntries(
    Object.entries(darkTheme.colors).map(([name, token]) => [name, token.value]),
  ),
};

const contrast = (palette: Palette, a: string, b: string) => {
  const [high, low] = [luminance(tokenColour(palette, a)), luminance(tokenColour(palette, b))].sort(
    (x, y) => y - x,
  );
  return (high! + 0.05) / (low! + 0.05);
};

const grounds = ['canvas', 'surface', 'surfaceSunken'];
/** The site's own colours, each with its tint. */
const brand = ['indigo', 'green', 'orange'];

describe.each([
  { scheme: 'light' as const, palette: light },
  { scheme: 'dark' as const, palette: dark },
])('the $scheme scheme', ({ scheme, palette }) => {
  it.each(['text', 'textMuted', 'danger'])('%s reads at 4.5:1 on every ground', (text) => {
    for (const ground of grounds)
      expect(contrast(palette, text, ground), ground).toBeGreaterThanOrEqual(4.5);
  });

  it.each(brand)(
    'the site’s %s reads as text on the page, its panels and its tint; so does the body text on its tint',
    (name) => {
      for (const ground of ['canvas', 'surface', `${name}Tint`])
        expect(contrast(palette, name, ground), ground).toBeGreaterThanOrEqual(4.5);
      expect(contrast(palette, 'text', `${name}Tint`)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it.each(allStudies.map((study) => [study.slug, study.accents] as const))(
    '%s: its accent reads as text on the page, its panels, its sunken bands and its tint; so does the body text on its tint',
    (_study, accents) => {
      const { accent, tint } = accents[scheme];
      const withStudy = { ...palette, accent, tint };
      for (const ground of [...grounds, 'tint'])
        expect(contrast(withStudy, 'accent', ground), ground).toBeGreaterThanOrEqual(4.5);
      expect(contrast(withStudy, 'text', 'tint')).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('lines drawn to be seen (fields, rules) stand at 3:1 on the page and its panels', () => {
    for (const ground of ['canvas', 'surface'])
      expect(contrast(palette, 'border', ground), ground).toBeGreaterThanOrEqual(3);
  });
});

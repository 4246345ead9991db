import { converter, formatHex, wcagContrast } from 'culori';
import { describe, expect, it } from 'vitest';
import { caseStudyLinks } from '../../src/content/caseStudies';
import { config } from '../../src/styles/stitches.config';
import { accentGrounds, deriveAccent } from '../../tooling/content/studyAccents';

// Any colour an owner writes as a study's accent gets a tint and a dark-scheme counterpart that
// read as text (WCAG AA) where the site draws them; a colour that cannot is refused with the fix.

const schemes = accentGrounds(config.theme.colors);
const rgb = converter('rgb');

/** The accent as text on each ground and on its tint, and the body text on its tint. */
const weakest = (
  { accent, tint }: { accent: string; tint: string },
  scheme: keyof typeof schemes,
) =>
  Math.min(
    ...[...schemes[scheme].grounds, tint].map((ground) => wcagContrast(accent, ground)),
    wcagContrast(schemes[scheme].text, tint),
  );

describe('a study accent', () => {
  it('is shown as written in light, for every study of the site map', () => {
    for (const { slug, accent } of caseStudyLinks)
      expect(deriveAccent(accent, slug, schemes).light.accent).toBe(accent.toUpperCase());
  });

  it.each(Array.from({ length: 12 }, (_, step) => step * 30))(
    'of hue %i°, dark or muted or vivid, reads in both schemes',
    (hue) => {
      for (const [l, c] of [
        [0.45, 0.2],
        [0.5, 0.12],
        [0.35, 0.05],
      ]) {
        const written = formatHex(rgb({ mode: 'oklch', l: l!, c: c!, h: hue }));
        const derived = deriveAccent(written, 'clinic-finder', schemes);
        expect(weakest(derived.light, 'light'), written).toBeGreaterThanOrEqual(4.5);
        expect(weakest(derived.dark, 'dark'), written).toBeGreaterThanOrEqual(4.5);
      }
    },
  );

  it('too light to read is refused, naming the file, the study, the field and a shade that reads', () => {
    const refusal =
      /^src\/content\/studies\.ts: the study "clinic-finder", its accent "#F5B800" is too light to read as text on the page \(WCAG AA, 4\.5:1\): a darker shade such as "(#[0-9A-F]{6})" reads\.$/;
    expect(() => deriveAccent('#F5B800', 'clinic-finder', schemes)).toThrow(refusal);
    let message = '';
    try {
      deriveAccent('#F5B800', 'clinic-finder', schemes);
    } catch (error) {
      message = (error as Error).message;
    }
    const suggested = refusal.exec(message)![1]!;
    const derived = deriveAccent(suggested, 'clinic-finder', schemes);
    expect(weakest(derived.light, 'light')).toBeGreaterThanOrEqual(4.5);
  });

  it('not written as #RRGGBB is refused with an example', () => {
    for (const written of ['teal', '#4F46E', 'rgb(79, 70, 229)'])
      expect(() => deriveAccent(written, 'clinic-finder', schemes)).toThrow(
        `src/content/studies.ts: the study "clinic-finder", its accent "${written}" is not a colour: write it as #RRGGBB, e.g. "#4F46E5".`,
      );
  });
});

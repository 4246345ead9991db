import { describe, expect, it } from 'vitest';
import { webFonts } from '../../src/styles/webFonts';
import { metricsOf } from '../../tooling/fonts/siteFonts';

describe('the fonts’ metrics', () => {
  it('are there for every web font and its fallback', () => {
    for (const font of Object.values(webFonts)) {
      expect(metricsOf(font.metrics).familyName).toBe(font.family);
      expect(metricsOf(font.fallbackMetrics).unitsPerEm).toBeGreaterThan(0);
    }
  });

  it('a font without them stops the build, saying where they go', () => {
    expect(() => metricsOf('notoSerifDisplay')).toThrow(
      'No metrics for the font "notoSerifDisplay" that src/styles/webFonts.ts names: add them to tooling/fonts/fontMetrics.ts',
    );
  });
});

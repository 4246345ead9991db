import { describe, expect, it } from 'vitest';
import { CLIP_WIDTHS } from '../../tooling/clips/clipLimits';
import { budgetFor } from '../../tooling/clips/encodeClip';
import { publishedClips } from '../shared/clipFiles';

// A clip's bytes for each second, at each width the page plays it at: within the budget
// clipLimits.ts states (docs/performance.md quotes it).

describe('each published clip rendition', () => {
  it('the site has clips, and a rendition at each width (no wider than its file)', () => {
    expect(publishedClips.length).toBeGreaterThan(0);
    for (const { clip, facts, renditions } of publishedClips) {
      const widths = new Set(CLIP_WIDTHS.map((width) => Math.min(width, facts.width)));
      expect(new Set(renditions.map(({ width }) => width)), clip.src).toEqual(widths);
      expect(
        renditions.some(({ type }) => type === 'video/mp4'),
        clip.src,
      ).toBe(true);
    }
  });

  for (const { clip, facts, renditions } of publishedClips)
    for (const { type, width, made } of renditions)
      it(`${clip.src} as ${type} at ${width} px takes at most ${budgetFor(width)} bytes a second`, () => {
        expect(made.length / facts.duration).toBeLessThanOrEqual(budgetFor(width));
      });
});

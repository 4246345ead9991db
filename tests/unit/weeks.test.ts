import { describe, expect, it } from 'vitest';
import { durationInWeeks } from '../../src/content/weeks';

describe('schedule step lengths', () => {
  it('reads weeks and months as written in a study', () => {
    expect(
      ['2 weeks', '1.5 weeks', '1 week', '1 month', '1.5 months'].map(durationInWeeks),
    ).toEqual([2, 1.5, 1, 4.3, 1.5 * 4.3]);
  });

  it('refuses a duration it cannot draw, naming it', () => {
    expect(() => durationInWeeks('a fortnight')).toThrow(/a fortnight/);
  });
});

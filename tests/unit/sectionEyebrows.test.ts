import { describe, expect, it } from 'vitest';
import { sectionEyebrows } from '../../src/content/sectionEyebrows';

describe('section eyebrows', () => {
  it('numbers sections by their order, skipping unnumbered and unlabelled ones', () => {
    expect(
      sectionEyebrows([
        { label: 'At a glance', numbered: false },
        { label: 'Challenges' },
        {},
        { label: 'Team' },
      ]),
    ).toEqual(['At a glance', '01 · Challenges', undefined, '02 · Team']);
  });

  it('moving a section moves its number', () => {
    expect(sectionEyebrows([{ label: 'Team' }, { label: 'Challenges' }])).toEqual([
      '01 · Team',
      '02 · Challenges',
    ]);
  });

  it('pads to two digits and keeps counting past nine', () => {
    const labels = Array.from({ length: 11 }, (_, index) => ({ label: `S${index + 1}` }));
    expect(sectionEyebrows(labels).slice(8)).toEqual(['09 · S9', '10 · S10', '11 · S11']);
  });
});

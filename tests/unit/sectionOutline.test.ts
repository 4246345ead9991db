import { describe, expect, it } from 'vitest';
import { isTitleCase, toTitleCase } from '../../src/content/headingCase';
import { checkOutline, sectionOutline } from '../../src/content/sectionOutline';

const eyebrows = (sections: Parameters<typeof sectionOutline>[0]) =>
  sectionOutline(sections).map((section) => section.eyebrow);

describe('section outline', () => {
  it('numbers sections by their order, skipping unnumbered and unlabelled ones', () => {
    expect(
      eyebrows([
        { label: 'At a glance', numbered: false },
        { label: 'Challenges' },
        { heading: 'A figure between two steps' },
        { label: 'Team' },
      ]),
    ).toEqual(['At a glance', '01 · Challenges', undefined, '02 · Team']);
  });

  it('moving a section moves its number', () => {
    expect(eyebrows([{ label: 'Team' }, { label: 'Challenges' }])).toEqual([
      '01 · Team',
      '02 · Challenges',
    ]);
  });

  it('pads to two digits and keeps counting past nine', () => {
    const labels = Array.from({ length: 11 }, (_, index) => ({ label: `S${index + 1}` }));
    expect(eyebrows(labels).slice(8)).toEqual(['09 · S9', '10 · S10', '11 · S11']);
  });

  it('takes the heading and navigator label from each other and the id from either, unless given', () => {
    expect(
      sectionOutline([
        { label: 'Phase 1: MVP' },
        { label: 'Feedback', heading: 'What feedback surfaced' },
        { heading: 'Inside the beta dashboard' },
        { id: 'impact', label: 'At a glance', heading: 'Impact at a glance' },
      ]),
    ).toEqual([
      {
        id: 'phase-1-mvp',
        eyebrow: '01 · Phase 1: MVP',
        heading: 'Phase 1: MVP',
        label: 'Phase 1: MVP',
      },
      {
        id: 'feedback',
        eyebrow: '02 · Feedback',
        heading: 'What feedback surfaced',
        label: 'Feedback',
      },
      {
        id: 'inside-the-beta-dashboard',
        eyebrow: undefined,
        heading: 'Inside the beta dashboard',
        label: 'Inside the beta dashboard',
      },
      {
        id: 'impact',
        eyebrow: '03 · At a glance',
        heading: 'Impact at a glance',
        label: 'At a glance',
      },
    ]);
  });

  it('refuses a section with neither label nor heading', () => {
    expect(() => checkOutline([{ id: 'nameless' }])).toThrow(/nameless/);
  });

  it('refuses a heading that does not say its navigator label', () => {
    expect(() =>
      checkOutline([{ label: 'Before and After', heading: 'The Page We Shipped' }]),
    ).toThrow(/"The Page We Shipped" does not say its label "Before and After"/);
    expect(() =>
      checkOutline([{ label: 'Feedback', heading: 'What Feedback Surfaced' }]),
    ).not.toThrow();
  });

  it('says how to write a heading in title case', () => {
    for (const [written, titled] of [
      ['The problem we found', 'The Problem We Found'],
      ['impact at a glance', 'Impact at a Glance'],
      ['phase 2: the beta pilot', 'Phase 2: The Beta Pilot'],
    ]) {
      expect(toTitleCase(written!)).toBe(titled);
      expect(isTitleCase(titled!)).toBe(true);
    }
  });

  it('refuses a section heading or label not in title case, as the specification writes them', () => {
    expect(() => checkOutline([{ label: 'Key findings' }])).toThrow(
      'Section heading "Key findings" is not in title case: write "Key Findings"',
    );
    expect(() => checkOutline([{ label: 'At a Glance', heading: 'Impact at a glance' }])).toThrow(
      /"Impact at a glance"/,
    );
    expect(() =>
      checkOutline([
        { label: 'Phase 2: Beta Pilot' },
        { label: 'Quality Levels and Tiers' },
        { label: 'KPIs' },
        { heading: 'Inside the Spreadsheet MVP' },
      ]),
    ).not.toThrow();
  });

  it('refuses two sections with one anchor id, given or derived', () => {
    expect(() => checkOutline([{ label: 'Team' }, { heading: 'Team' }])).toThrow(/"team"/);
    expect(() => checkOutline([{ id: 'impact', label: 'A' }, { label: 'Impact' }])).toThrow(
      /"impact"/,
    );
  });
});

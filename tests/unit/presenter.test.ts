import { describe, expect, it } from 'vitest';
import type { CaseStudyBody } from '../../src/content/types';
import { formatElapsed, paceOf } from '../../src/reader/presenter/pacing';
import { notesOf } from '../../src/reader/presenter/slideNotes';

const minute = 60_000;

describe('pace against the talk', () => {
  // A 10-minute talk of 10 slides: a minute a slide.
  it('is on pace within half a minute of the plan', () => {
    expect(paceOf(0, 10, 0, 10)).toEqual({ kind: 'on' });
    expect(paceOf(4.6 * minute, 10, 5, 10)).toEqual({ kind: 'on' });
    expect(paceOf(5.4 * minute, 10, 5, 10)).toEqual({ kind: 'on' });
  });

  it('is ahead when the slides come sooner than planned, behind when later, in whole minutes', () => {
    expect(paceOf(3 * minute, 10, 5, 10)).toEqual({ kind: 'ahead', minutes: 2 });
    expect(paceOf(8 * minute, 10, 5, 10)).toEqual({ kind: 'behind', minutes: 3 });
    // A gap just past the slack still reads as a minute, never zero.
    expect(paceOf(5.7 * minute, 10, 5, 10)).toEqual({ kind: 'behind', minutes: 1 });
  });

  it('shows elapsed time as a clock does', () => {
    expect(formatElapsed(0)).toBe('0:00');
    expect(formatElapsed(65_400)).toBe('1:05');
    expect(formatElapsed(3_725_000)).toBe('1:02:05');
  });
});

describe('speaker notes of a slide', () => {
  const body = {
    slug: 'sample',
    hero: { kind: 'hero', notes: 'Open with the student.' },
    sections: [
      { kind: 'prose', label: 'Challenges', paragraphs: [], notes: 'Stress the last card.' },
      {
        kind: 'story',
        label: 'Results',
        notes: 'The story as a whole.',
        steps: [
          { text: 'One', shows: [], notes: 'The first step.' },
          { text: 'Two', shows: [] },
        ],
      },
      { kind: 'prose', label: 'Reflection', paragraphs: [] },
    ],
  } as unknown as CaseStudyBody;

  it('are the opening’s, a section’s, or a story step’s own (the story’s before its first), else its story’s', () => {
    expect(notesOf(body, { id: '', item: 0, story: false })).toBe('Open with the student.');
    expect(notesOf(body, { id: 'challenges', item: 2, story: false })).toBe(
      'Stress the last card.',
    );
    expect(notesOf(body, { id: 'results', item: 0, story: true })).toBe(
      'The story as a whole.\n\nThe first step.',
    );
    expect(notesOf(body, { id: 'results', item: 1, story: true })).toBe('The story as a whole.');
  });

  it('are none for a slide without them, or a section the study does not have', () => {
    expect(notesOf(body, { id: 'reflection', item: 0, story: false })).toBeUndefined();
    expect(notesOf(body, { id: 'nowhere', item: 0, story: false })).toBeUndefined();
  });
});

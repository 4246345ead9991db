import { describe, expect, it } from 'vitest';
import type { ViewerPicture } from '../../src/viewer/viewerPictures';
import {
  drawable,
  initialStudyState,
  everySectionDrawn,
  studyReducer,
  type StudyAction,
  type StudySection,
  type StudyState,
} from '../../src/reader/study/studyMachine';

/** A study of five sections: a comparison third, a story fifth. */
const sections: StudySection[] = [
  { part: null },
  { part: null },
  { part: 'compare' },
  { part: null },
  { part: 'story' },
];
const run = (...actions: StudyAction[]) =>
  actions.reduce<StudyState>(studyReducer, initialStudyState(sections));
const drawAll = sections.map((_, index): StudyAction => ({ type: 'sectionDrawn', index }));
const picture = (alt: string): ViewerPicture => ({
  image: { src: `/uploads/${alt}.svg`, alt },
  opener: {} as HTMLElement,
});

describe('an open study’s state', () => {
  it('draws up to the first section whose late code is still on its way', () => {
    expect(drawable(run())).toBe(2);
    expect(drawable(run({ type: 'partSettled', part: 'compare', code: 'in' }))).toBe(4);
    expect(
      drawable(
        run(
          { type: 'partSettled', part: 'story', code: 'in' },
          { type: 'partSettled', part: 'compare', code: 'fallback' },
        ),
      ),
    ).toBe(5);
  });

  it('a part settles once: a fallback drawn stays, and a part in stays in', () => {
    const fell = run(
      { type: 'partSettled', part: 'compare', code: 'fallback' },
      { type: 'partSettled', part: 'compare', code: 'in' },
    );
    expect(fell.parts.compare).toBe('fallback');
    expect(
      run(
        { type: 'partSettled', part: 'story', code: 'in' },
        { type: 'partSettled', part: 'story', code: 'fallback' },
      ).parts.story,
    ).toBe('in');
  });

  it('has every section drawn once each is, and not before', () => {
    expect(everySectionDrawn(run(...drawAll.slice(0, -1)))).toBe(false);
    expect(everySectionDrawn(run(...drawAll))).toBe(true);
    // A section drawn twice (drawn again by React) counts once; one taken away is missing again.
    expect(everySectionDrawn(run(...drawAll, drawAll[0]!))).toBe(true);
    expect(everySectionDrawn(run(...drawAll, { type: 'sectionGone', index: 3 }))).toBe(false);
  });

  it('pages through the pictures drawn, in the order they were drawn, not those its content names', () => {
    const [before, after, chart] = [picture('before'), picture('after'), picture('chart')];
    // A comparison whose code failed draws its "before" alone.
    const state = run(
      { type: 'pictureDrawn', picture: before },
      { type: 'pictureDrawn', picture: chart },
      { type: 'pictureDrawn', picture: before },
      ...drawAll,
    );
    expect(state.pictures).toEqual([before, chart]);
    expect(state.pictures).not.toContain(after);
    expect(
      run({ type: 'pictureDrawn', picture: before }, { type: 'pictureGone', picture: before })
        .pictures,
    ).toEqual([]);
  });
});

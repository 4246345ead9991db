import { describe, expect, it } from 'vitest';
import { FIGURE_NOTE, figureItems, storyFrames } from '../../src/content/storyFrames';
import { studyBodies } from '../shared/studyBodies';
import type { StoryFigure, StorySection } from '../../src/content/types';

const figure: StorySection['figure'] = {
  kind: 'barChart',
  metricLabel: 'Sign-ups against the control',
  bars: ['A-1', 'A-2', 'B'].map((label, index) => ({
    label,
    name: `Variant ${index + 1}`,
    value: `+${index + 2}%`,
  })),
};

const clipFigure: StoryFigure = {
  kind: 'clip',
  clip: { src: '/uploads/scan.mp4', description: 'A scan.', poster: 1, play: 'loop' },
  caption: 'The scan, step by step.',
};

describe('story frames', () => {
  it('draws what each step shows, the rest waiting, fading all but the focus back', () => {
    const { frames } = storyFrames({
      figure,
      steps: [
        { text: 'The baseline.', shows: [] },
        { text: 'A-1 lost.', shows: ['A-1'], focus: 'A-1' },
        { text: 'A-2 won.', shows: ['A-1', 'A-2'], focus: 'A-2' },
        { text: 'All three.', shows: ['A-1', 'A-2', 'B'] },
      ],
    });
    expect(frames.map((frame) => Object.values(frame.items))).toEqual([
      ['waiting', 'waiting', 'waiting'],
      ['focus', 'waiting', 'waiting'],
      ['muted', 'focus', 'waiting'],
      ['drawn', 'drawn', 'drawn'],
      // The final frame, for reduced motion and paper.
      ['drawn', 'drawn', 'drawn'],
    ]);
  });

  it('shows a note from its step on, beside its focus or on the figure; the final frame shows all', () => {
    const { notes, frames } = storyFrames({
      figure,
      steps: [
        { text: 'The baseline.', shows: [], note: 'The centre line is the control' },
        { text: 'A-1.', shows: ['A-1'], focus: 'A-1' },
        { text: 'A-2.', shows: ['A-1', 'A-2'], focus: 'A-2', note: 'One clear next step' },
      ],
    });
    expect(notes).toEqual({
      [FIGURE_NOTE]: 'The centre line is the control',
      'A-2': 'One clear next step',
    });
    expect(frames.map((frame) => frame.notes)).toEqual([
      [FIGURE_NOTE],
      [FIGURE_NOTE],
      [FIGURE_NOTE, 'A-2'],
      [FIGURE_NOTE, 'A-2'],
    ]);
  });

  it('refuses a step that names no item, focuses one it does not show, or stacks a second note', () => {
    const story = (steps: StorySection['steps']) => () => storyFrames({ figure, steps });
    expect(story([{ text: '', shows: ['C'] }])).toThrow(
      `step 1 names no item "C": the figure's items are ${figureItems(figure)
        .map((label) => `"${label}"`)
        .join(', ')}`,
    );
    expect(story([{ text: '', shows: ['A-1'], focus: 'B' }])).toThrow(/focuses "B"/);
    expect(
      story([
        { text: '', shows: [], note: 'One' },
        { text: '', shows: ['B'], note: 'Two' },
      ]),
    ).toThrow(/step 2 adds a second note/);
  });

  it('names the items of every kind of figure by their labels', () => {
    const steps = [
      { value: '168', label: 'joined' },
      { value: '62', label: 'integrated' },
    ];
    expect(figureItems({ kind: 'funnel', steps })).toEqual(['joined', 'integrated']);
    expect(figureItems({ kind: 'metrics', items: steps })).toEqual(['joined', 'integrated']);
    expect(figureItems(figure)).toEqual(['A-1', 'A-2', 'B']);
    expect(figureItems(clipFigure)).toEqual([]);
  });

  it('in a clip’s story, wants each step’s second, each later than the one before', () => {
    const told =
      (...at: (number | undefined)[]) =>
      () =>
        storyFrames({
          figure: clipFigure,
          steps: at.map((second, index) => ({ text: `Step ${index + 1}.`, at: second })),
        });
    expect(told(0, 1.5, 4.5)).not.toThrow();
    expect(told(0, undefined, 4.5)).toThrow(/step 2 of a clip's story has no second: give each/);
    expect(told(0, 3, 1.5)).toThrow(/step 3 of a clip's story shows second 1.5, before step 2's 3/);
  });
});

/** A story chart's figure: the kinds whose items its steps draw. */
type ChartStory = StorySection & { figure: Exclude<StoryFigure, { kind: 'clip' }> };

/** The studies' own chart stories, as written: a study may tell none. */
const stories = studyBodies.flatMap((body) =>
  body.sections
    .filter(
      (section): section is ChartStory =>
        section.kind === 'story' && section.figure.kind !== 'clip',
    )
    .map((story) => ({ slug: body.slug, story })),
);

describe.each(stories)('the story of $slug', ({ story }) => {
  it('is told where its numbers make the argument, each step moving the figure', () => {
    const { frames } = storyFrames(story);
    for (let step = 1; step < story.steps.length; step += 1)
      expect(frames[step], `step ${step + 1}`).not.toEqual(frames[step - 1]);
  });

  it('writes no number twice: its steps point at the figure and never quote its values', () => {
    const items = figureItems(story.figure);
    const values =
      story.figure.kind === 'barChart'
        ? story.figure.bars.map((bar) => bar.value)
        : (story.figure.kind === 'funnel' ? story.figure.steps : story.figure.items).map(
            (item) => item.value,
          );
    expect(values).toHaveLength(items.length);
    for (const { text, note } of story.steps)
      for (const value of values) {
        const number = value.replace(/[^\d.,]/g, '');
        expect(`${text} ${note ?? ''}`, value).not.toMatch(new RegExp(`(^|\\D)${number}(\\D|$)`));
      }
  });
});

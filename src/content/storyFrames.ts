import type { StorySection } from './types';

/**
 * How an item of a story's figure looks at a step: not drawn yet, drawn, drawn and faded back
 * while the step is about another item, or the item the step is about.
 */
export type ItemState = 'waiting' | 'drawn' | 'muted' | 'focus';

/** The key of the figure's own note (one not beside any item). */
export const FIGURE_NOTE = '';

/** What the figure shows at one step. */
export interface StoryFrame {
  /** Each item's state, by its label. */
  items: Record<string, ItemState>;
  /** The notes shown, by the label of the item they sit beside (`FIGURE_NOTE` for the figure's). */
  notes: string[];
}

export interface StoryFrames {
  /** Every note, by where it sits: an item's label, or `FIGURE_NOTE`. */
  notes: Record<string, string>;
  /** One frame per step, then the final one: every item drawn, every note shown. */
  frames: StoryFrame[];
}

/** The labels of a story figure's items, in order: bars, funnel steps or figures (a clip has none). */
export function figureItems(figure: StorySection['figure']): string[] {
  switch (figure.kind) {
    case 'clip':
      return [];
    case 'barChart':
      return figure.bars.map((bar) => bar.label);
    case 'funnel':
      return figure.steps.map((step) => step.label);
    case 'metrics':
      return figure.items.map((item) => item.label);
  }
}

/**
 * A story's frames, from its steps: the steps name the figure's items by label, so no number is
 * written twice. Throws where a step names an item the figure does not have, focuses one it does
 * not show, or puts a second note where one already sits (the final frame shows them all); in a
 * clip's story, where a step has no second, or one before the step before's.
 */
export function storyFrames(story: Pick<StorySection, 'figure' | 'steps'>): StoryFrames {
  const labels = figureItems(story.figure);
  const notes: Record<string, string> = {};
  const noteKeys: string[] = [];
  if (story.figure.kind === 'clip')
    story.steps.reduce((before, { at }, step) => {
      if (at === undefined || !(at >= before))
        throw new Error(
          `Story step ${step + 1} of a clip's story ${at === undefined ? 'has no second' : `shows second ${at}, before step ${step}'s ${before}`}: give each step the second of the clip it shows (at: 4.5), each later than the step before's`,
        );
      return at;
    }, 0);
  const frames = story.steps.map(({ shows = [], focus, note }, step) => {
    const unknown = [...shows, ...(focus === undefined ? [] : [focus])].find(
      (label) => !labels.includes(label),
    );
    if (unknown !== undefined)
      throw new Error(
        `Story step ${step + 1} names no item "${unknown}": the figure's items are ${labels.map((label) => `"${label}"`).join(', ')}`,
      );
    if (focus !== undefined && !shows.includes(focus))
      throw new Error(
        `Story step ${step + 1} focuses "${focus}" without showing it: add "${focus}" to its shows`,
      );
    if (note !== undefined) {
      const key = focus ?? FIGURE_NOTE;
      if (key in notes)
        throw new Error(
          `Story step ${step + 1} adds a second note ${key === FIGURE_NOTE ? 'to the figure' : `at "${key}"`}: the final frame shows every note, one at each item and one for the figure`,
        );
      notes[key] = note;
      noteKeys.push(key);
    }
    const items = Object.fromEntries(
      labels.map((label): [string, ItemState] => [
        label,
        !shows.includes(label)
          ? 'waiting'
          : focus === undefined
            ? 'drawn'
            : label === focus
              ? 'focus'
              : 'muted',
      ]),
    );
    return { items, notes: [...noteKeys] };
  });
  const final = {
    items: Object.fromEntries(labels.map((label): [string, ItemState] => [label, 'drawn'])),
    notes: [...noteKeys],
  };
  return { notes, frames: [...frames, final] };
}

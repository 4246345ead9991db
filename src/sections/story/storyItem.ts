import type { ReactNode } from 'react';
import type { ItemState } from '../../content/storyFrames';
import { cssTransition, type DurationOf } from '../../motion/cssMotion';
import type { CSS } from '../../styles/stitches.config';

import { STORY, STORY_ITEM } from './storyMarks';

export type StoryPhase = 'final' | 'placing' | 'moving';

/** How a story shows one item of its figure, and the note to place beside it, if any. */
export interface StoryItemView {
  state: ItemState;
  note?: ReactNode;
}

/** Given to a figure told as a story: how each of its items shows now, by the item's label. */
export type StoryLens = (label: string) => StoryItemView;

/** The attribute an item's element carries, for its parts' styles. */
export const storyItem = (view: StoryItemView | undefined) => view && { [STORY_ITEM]: view.state };

const inState = (state: ItemState, on: 'part' | 'item') =>
  on === 'item' ? `&[${STORY_ITEM}="${state}"]` : `[${STORY_ITEM}="${state}"] &`;

/**
 * A part of a figure's item that changes with the story (or, `on: 'item'`, the item itself): how
 * it looks while its item waits to be drawn, is faded back or is the one in focus, and the
 * transition between those on the story's tokens once the story is live; on screen only, so paper
 * shows the final state at once.
 */
export const storyPart = (
  looks: Partial<Record<Exclude<ItemState, 'drawn'>, CSS>>,
  properties: string[],
  duration: DurationOf<'story'> = 'duration',
  on: 'part' | 'item' = 'part',
) =>
  ({
    '@media screen': {
      [`[${STORY}="moving"] &`]: { transition: cssTransition('story', properties, duration) },
      ...Object.fromEntries(
        Object.entries(looks).map(([state, look]) => [inState(state as ItemState, on), look]),
      ),
    },
  }) satisfies CSS;

/**
 * An item not told yet is absent, not a frame with a hole in it: it fades in whole as its step
 * draws it. It keeps its place, so the figure around it never moves.
 */
export const storyAbsent = storyPart(
  { waiting: { opacity: 0 } },
  ['opacity'],
  'fadeDuration',
  'item',
);

/** A bar that grows in as its item is drawn, and fades back while another is in focus. */
export const storyBar = storyPart(
  { waiting: { transform: 'scaleX(0)' }, muted: { opacity: 0.3 } },
  ['transform', 'opacity'],
);

/** A part of an item that appears once its item is drawn, where the item's frame stays. */
export const storyFade = storyPart({ waiting: { opacity: 0 } }, ['opacity'], 'fadeDuration');

/**
 * How a figure looks told as a story, pinned beside or above its steps: at any width, or within
 * `media` only.
 */
export const inStory = (look: CSS, media = '@media screen') =>
  ({ [media]: { [`[${STORY}]:not([${STORY}="final"]) &`]: look } }) satisfies CSS;

/** Where a story's figure is pinned in a band over its steps: below `lg`; a phone's band, below `md`. */
export const bandMedia = {
  lg: '@media screen and (max-width: 1023.98px)',
  md: '@media screen and (max-width: 767.98px)',
} as const;

/**
 * A figure's compact look where it is pinned in a band over the steps: below `lg`, or on phones
 * alone, below `md`.
 */
export const inBand = (look: CSS, below: keyof typeof bandMedia = 'lg') =>
  inStory(look, bandMedia[below]);

import type { CSSProperties } from 'react';
import type { CSS } from '../styles/stitches.config';
import { cssTransition, distance, staggered, type CssGroup, type DurationOf } from './cssMotion';
import { REVEAL_ATTRIBUTE, type RevealPhase } from './revealObserver';

/**
 * How blocks and drawn graphics look in each reveal phase (`revealObserver.ts`). The hidden state
 * applies while armed; the transition back to the styled state once revealed, so nothing moves
 * unless it was hidden first.
 */

const inPhase = (phase: RevealPhase) => `[${REVEAL_ATTRIBUTE}="${phase}"]`;

/** The place of a part among those that move one after another, for `staggered` delays. */
export const inTurn = (order: number) => ({ '--order': order }) as CSSProperties;

/** Faded out and lowered by the group's distance: where a block rises in from. */
const lowered = (group: 'reveal' | 'phaseFlow') => ({
  opacity: 0,
  transform: `translateY(${distance(group, 'distance')})`,
});
const rising = ['opacity', 'transform'];

/** A block that fades and rises in when scrolled to; `order` among siblings via `inTurn`. */
export const revealBlock = {
  [`&${inPhase('armed')}`]: lowered('reveal'),
  [`&${inPhase('revealed')}`]: {
    transition: cssTransition('reveal', rising, 'duration', staggered('reveal')),
  },
} satisfies CSS;

type DrawGroup = Extract<CssGroup, 'bar' | 'phaseFlow' | 'chart'>;

/**
 * A part of a drawn graphic (a bar, a connector, a step) inside the element that takes the reveal
 * ref: `hidden` while the graphic is armed, then its `properties` transition back in its turn
 * (`inTurn`), over the group's `duration` unless it names another.
 */
export const drawnPart = <G extends DrawGroup>(
  group: G,
  hidden: CSS,
  properties: string[],
  duration?: DurationOf<G>,
) =>
  ({
    [`${inPhase('armed')} &`]: hidden,
    [`${inPhase('revealed')} &`]: {
      transition: cssTransition(group, properties, duration, staggered(group)),
    },
  }) satisfies CSS;

/** A bar that grows along its length from its `transformOrigin`. */
export const growingBar = (group: DrawGroup) =>
  drawnPart(group, { transform: 'scaleX(0)' }, ['transform']);

/** A part that fades and rises in, like a block, in its turn within its graphic. */
export const risingPart = (group: 'phaseFlow', duration?: DurationOf<'phaseFlow'>) =>
  drawnPart(group, lowered(group), rising, duration);

import type { Transition } from 'framer-motion';
import { useMotionTokens } from '../motion/MotionTokensContext';
import type { MotionTokens } from '../motion/tokens';
import { useRevealPhase } from '../motion/useRevealPhase';

/** The groups of motion tokens that time a drawn graphic. */
type DrawGroup = 'bar' | 'phaseFlow' | 'chart';
type DurationOf<G extends DrawGroup> = Extract<keyof MotionTokens[G], `${string}uration`>;

/**
 * One scroll trigger for a drawn graphic whose parts (bars, connectors, steps) appear in sequence,
 * timed by its group of motion tokens: `duration` unless a part names another, one `stagger`
 * between parts.
 * Parts are drawn unless armed, so prerendered HTML, print and reduced motion show the result.
 * Spread `phase` into `data-reveal` on the element that takes `ref`: the print styles rely on it.
 */
export function useDrawSequence<G extends DrawGroup>(group: G) {
  const tokens = useMotionTokens()[group];
  const { ref, phase } = useRevealPhase<HTMLElement>();
  const drawn = phase !== 'armed';

  const transition = (order: number, duration = 'duration' as DurationOf<G>): Transition =>
    drawn
      ? {
          duration: tokens[duration] as number,
          ease: tokens.ease,
          delay: order * tokens.stagger,
        }
      : { duration: 0 };

  /**
   * Motion props for a part that goes from 0 to 1 on one property. `initial` is the drawn state
   * (not `false`), so a change made before the lazy animation features load is still applied.
   */
  const draw = <K extends 'scaleX' | 'opacity' | `--${string}`>(
    property: K,
    order: number,
    duration?: DurationOf<G>,
  ) => ({
    initial: { [property]: 1 } as Record<K, number>,
    animate: { [property]: drawn ? 1 : 0 } as Record<K, number>,
    transition: transition(order, duration),
  });

  return { ref, phase, drawn, transition, draw, tokens };
}

import type { Transition } from 'framer-motion';
import { useMotionTokens } from '../motion/MotionTokensContext';
import type { DurationName } from '../motion/tokens';
import { useRevealPhase } from '../motion/useRevealPhase';

/**
 * One scroll trigger for a drawn graphic whose parts (bars, connectors, steps) appear in sequence.
 * Parts are drawn unless armed, so prerendered HTML, print and reduced motion show the result.
 * Spread `phase` into `data-reveal` on the element that takes `ref`: the print styles rely on it.
 */
export function useDrawSequence<T extends Element>() {
  const tokens = useMotionTokens();
  const { ref, phase } = useRevealPhase<T>();
  const drawn = phase !== 'armed';

  const transition = (order: number, duration: DurationName = 'bar'): Transition =>
    drawn
      ? {
          duration: tokens.duration[duration],
          ease: tokens.ease.out,
          delay: order * tokens.drawStagger,
        }
      : { duration: 0 };

  /**
   * Motion props for a part that goes from 0 to 1 on one property. `initial` is the drawn state
   * (not `false`), so a change made before the lazy animation features load is still applied.
   */
  const draw = <K extends 'scaleX' | 'opacity' | `--${string}`>(
    property: K,
    order: number,
    duration?: DurationName,
  ) => ({
    initial: { [property]: 1 } as Record<K, number>,
    animate: { [property]: drawn ? 1 : 0 } as Record<K, number>,
    transition: transition(order, duration),
  });

  return { ref, phase, drawn, transition, draw, tokens };
}

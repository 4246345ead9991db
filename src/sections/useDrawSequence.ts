import type { Transition } from 'framer-motion';
import { useMotionTokens } from '../motion/MotionTokensContext';
import type { MotionTokens } from '../motion/tokens';
import { useRevealPhase } from '../motion/useRevealPhase';

// Bars and lines take longer to draw than text takes to fade, so their steps sit further apart.
const DRAW_STAGGER_STEPS = 3;

/**
 * One scroll trigger for a drawn graphic whose parts (bars, connectors, steps) appear in sequence.
 * `drawn` is false only while armed, so prerendered HTML, print and reduced motion show the result.
 * Put `data-reveal` on the element that takes `ref`, so the global print rule shows it drawn.
 */
export function useDrawSequence<T extends Element>() {
  const tokens = useMotionTokens();
  const { ref, phase } = useRevealPhase<T>();
  const drawn = phase !== 'armed';

  const transition = (
    order: number,
    duration: keyof MotionTokens['duration'] = 'bar',
  ): Transition =>
    drawn
      ? {
          duration: tokens.duration[duration],
          ease: tokens.ease.out,
          delay: order * tokens.stagger * DRAW_STAGGER_STEPS,
        }
      : { duration: 0 };

  return { ref, drawn, transition, tokens };
}

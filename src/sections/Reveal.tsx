import { m } from 'framer-motion';
import type { ComponentProps } from 'react';
import { useMotionTokens } from '../motion/MotionTokensContext';
import { useRevealPhase } from '../motion/useRevealPhase';

interface Props extends Omit<ComponentProps<typeof m.div>, 'initial' | 'animate' | 'variants'> {
  /** Position among siblings; each step delays the reveal by one stagger. */
  order?: number;
}

/**
 * Fades and lifts its content in when scrolled into view. Prerendered visible; only content
 * below the fold at hydration is hidden first, so nothing already seen ever blinks.
 */
export function Reveal({ order = 0, ...props }: Props) {
  const tokens = useMotionTokens();
  const { ref, phase } = useRevealPhase<HTMLDivElement>();

  return (
    <m.div
      ref={ref}
      data-reveal={phase}
      // Not `initial={false}`: that would swallow the first change if the animation features
      // load after the page hydrated, leaving armed content visible.
      initial="shown"
      animate={phase === 'armed' ? 'hidden' : 'shown'}
      variants={{
        hidden: { opacity: 0, y: tokens.reveal.distance, transition: { duration: 0 } },
        shown: {
          opacity: 1,
          y: 0,
          transition: {
            duration: tokens.reveal.duration,
            ease: tokens.reveal.ease,
            delay: order * tokens.reveal.stagger,
          },
        },
      }}
      {...props}
    />
  );
}

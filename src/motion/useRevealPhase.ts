import { useCallback, useEffect, useRef, useState } from 'react';
import { useInView } from 'react-intersection-observer';
import { useMotionTokens } from './MotionTokensContext';
import { usePrefersReducedMotion } from './useReducedMotion';

/**
 * 'static': as prerendered, fully visible (server, first client render, reduced motion, or
 *           anything already on screen when the page hydrates).
 * 'armed':  below the fold after hydration; hidden off-screen, waiting to be scrolled to.
 * 'revealed': scrolled into view; animating (or animated) to its final state.
 */
export type RevealPhase = 'static' | 'armed' | 'revealed';

export function useRevealPhase<T extends Element>() {
  const tokens = useMotionTokens();
  const reduced = usePrefersReducedMotion();
  const [armed, setArmed] = useState(false);
  const node = useRef<T | null>(null);
  const { ref: observe, inView } = useInView({
    triggerOnce: true,
    // A bottom margin rather than a visibility ratio, so even very tall blocks reveal.
    rootMargin: `0px 0px -${Math.round(tokens.viewportAmount * 100)}% 0px`,
  });

  const ref = useCallback(
    (element: T | null) => {
      node.current = element;
      observe(element);
    },
    [observe],
  );

  useEffect(() => {
    const element = node.current;
    if (reduced || !element) return;
    // Only content the visitor cannot see yet is hidden, so nothing on screen ever blinks.
    if (element.getBoundingClientRect().top > window.innerHeight) setArmed(true);
  }, [reduced]);

  const phase: RevealPhase = reduced || !armed ? 'static' : inView ? 'revealed' : 'armed';
  return { ref, phase };
}

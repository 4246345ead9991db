import { useState } from 'react';
import { useInView } from 'react-intersection-observer';
import { useMotionReplay } from './MotionReplayContext';
import { useMotionTokens } from './MotionTokensContext';
import { usePrefersReducedMotion } from './useReducedMotion';

/**
 * 'static': as prerendered, fully visible (server, first client render, reduced motion, or
 *           anything already on screen when the page hydrates).
 * 'armed':  below the fold after hydration; hidden off-screen, waiting to be scrolled to.
 * 'revealed': scrolled into view; animating (or animated) to its final state.
 * The dev tuner's Replay arms everything again, so what is on screen reveals once more.
 */
export type RevealPhase = 'static' | 'armed' | 'revealed';

// Ratios at which visibility is re-checked; fine enough for blocks several screens tall.
const THRESHOLDS = [0, 0.05, 0.1, 0.2, 0.3, 0.5];

/**
 * "In view" means the configured share of the element is visible, or, for an element too tall
 * for that, the same share of the viewport is filled by it. Either holds at the very bottom of
 * the page too, so nothing is left hidden there.
 */
function isRevealing(entry: IntersectionObserverEntry, amount: number): boolean {
  if (!entry.isIntersecting) return false;
  const viewport = entry.rootBounds?.height ?? window.innerHeight;
  return (
    entry.intersectionRatio >= amount || (entry.intersectionRect?.height ?? 0) >= amount * viewport
  );
}

/** Below the fold: the whole element is under the viewport (the observer's root). */
const isBelowFold = (entry: IntersectionObserverEntry) =>
  !entry.isIntersecting &&
  entry.boundingClientRect.top >= (entry.rootBounds?.height ?? window.innerHeight);

export function useRevealPhase<T extends Element>() {
  const tokens = useMotionTokens();
  const reduced = usePrefersReducedMotion();
  const [armed, setArmed] = useState(false);
  const [seen, setSeen] = useState(false);
  const [reported, setReported] = useState(false);
  const replay = useMotionReplay();
  const [replayed, setReplayed] = useState(replay);
  if (replay !== replayed) {
    setReplayed(replay);
    setArmed(true);
    setSeen(false);
  }
  const { ref } = useInView({
    threshold: THRESHOLDS,
    skip: seen,
    // Report the first, not-in-view state too: it tells what is below the fold.
    initialInView: false,
    onChange: (_inView, entry) => {
      // Only content the visitor cannot see yet is hidden, so nothing on screen ever blinks.
      // The observer's first report says where it is, without forcing a layout per block.
      if (!reported) {
        setReported(true);
        if (isBelowFold(entry)) setArmed(true);
      }
      if (isRevealing(entry, tokens.scroll.viewportAmount)) setSeen(true);
    },
  });

  const phase: RevealPhase = reduced || !armed ? 'static' : seen ? 'revealed' : 'armed';
  return { ref: ref as (element: T | null) => void, phase };
}

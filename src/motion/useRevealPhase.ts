import { useCallback } from 'react';
import { useMotionTokens } from './MotionTokensContext';
import { useOpeningSequence } from './OpeningSequence';
import { watchReveal } from './revealObserver';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';

/**
 * A ref for an element that moves the first time it is scrolled to. Its phase lives in its
 * `data-reveal` attribute (see `revealObserver.ts`), never in React state: the server, the first
 * client render and reduced motion all leave it unset, so the prerendered page is the final one,
 * and styles key their hidden and moving states on the attribute. Inside an `OpeningSequence`
 * the element is armed as it mounts.
 */
export function useRevealPhase<T extends Element>() {
  const amount = useMotionTokens().scroll.viewportAmount;
  const reduced = usePrefersReducedMotion();
  const opening = useOpeningSequence();
  return useCallback(
    (element: T | null) =>
      element && !reduced ? watchReveal(element, amount, opening) : undefined,
    [amount, reduced, opening],
  );
}

import { useReducedMotionConfig } from 'framer-motion';
import { useSyncExternalStore } from 'react';

const unchanging = () => () => {};

/**
 * True when motion should be skipped: the visitor's OS setting, or the dev tuner's override. False
 * while hydrating, as the server rendered (it cannot know), and right after with the visitor's
 * own: what hydration renders matches the prerendered page, so React can take it over.
 */
export function usePrefersReducedMotion(): boolean {
  const reduced = useReducedMotionConfig() ?? false;
  const hydrating = useSyncExternalStore(
    unchanging,
    () => false,
    () => true,
  );
  return !hydrating && reduced;
}

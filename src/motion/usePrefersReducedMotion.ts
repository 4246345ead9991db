import { useReducedMotionConfig } from 'framer-motion';

/** True when motion should be skipped: the visitor's OS setting, or the dev tuner's override. */
export function usePrefersReducedMotion(): boolean {
  return useReducedMotionConfig() ?? false;
}

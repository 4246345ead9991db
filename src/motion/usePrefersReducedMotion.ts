import { createContext, use, useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

/** The dev tuner's preview of reduced motion (see TunedMotion); null leaves it to the visitor. */
export const ReducedMotionPreview = createContext<boolean | null>(null);

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/**
 * True when motion should be skipped: the visitor's OS setting, or the dev tuner's preview. False
 * while hydrating, as the prerendered page was drawn, then the setting.
 */
export function usePrefersReducedMotion(): boolean {
  const preview = use(ReducedMotionPreview);
  const system = useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => false,
  );
  return preview ?? system;
}

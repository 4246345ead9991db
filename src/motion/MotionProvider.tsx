import {
  lazy,
  startTransition,
  Suspense,
  useCallback,
  useEffect,
  useState,
  type ReactNode,
} from 'react';
import { loadMotionEngine, type MotionEngine } from './loadFeatures';
import { MotionEngineContext, MotionEngineRequest } from './MotionEngineContext';

// Vite drops this branch, and with it the tuner and leva, from everything but the dev server.
const TunedMotion = __MOTION_TUNER__
  ? lazy(() => import('./tuner/TunedMotion').then((module) => ({ default: module.TunedMotion })))
  : null;

/**
 * framer-motion's engine for the whole site, loaded when first needed; and on the dev server the
 * motion tuner. Nothing here imports framer-motion: what hydrates a page needs none of it, and only
 * what moves by it (the gate, a counter) loads it, in its own chunk, when it is about to move
 * (`useRequestMotionEngine`) or the visitor first scrolls, which brings what is below into view.
 */
export function MotionProvider({ children }: { children: ReactNode }) {
  const [engine, setEngine] = useState<MotionEngine | 'failed' | null>(null);
  const [requested, setRequested] = useState(false);
  const request = useCallback(() => setRequested(true), []);

  useEffect(() => {
    if (requested) return;
    window.addEventListener('scroll', request, { once: true, passive: true });
    return () => window.removeEventListener('scroll', request);
  }, [requested, request]);

  // It is state: in the render it arrives, its readers see it, so whatever starts moving then is
  // drawn from its first frame.
  useEffect(() => {
    if (!requested) return;
    loadMotionEngine().then(
      (loaded) => startTransition(() => setEngine(loaded)),
      () => setEngine('failed'),
    );
  }, [requested]);

  return (
    <MotionEngineRequest value={request}>
      <MotionEngineContext value={engine}>
        {TunedMotion ? (
          <Suspense fallback={null}>
            <TunedMotion>{children}</TunedMotion>
          </Suspense>
        ) : (
          children
        )}
      </MotionEngineContext>
    </MotionEngineRequest>
  );
}

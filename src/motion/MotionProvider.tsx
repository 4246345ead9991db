import { LazyMotion, MotionConfig, type FeatureBundle } from 'framer-motion';
import { lazy, startTransition, Suspense, useEffect, useState, type ReactNode } from 'react';
import { loadMotionEngine, type MotionEngine } from './loadFeatures';
import { MotionEngineContext } from './MotionEngineContext';

// Vite drops this branch, and with it the tuner and leva, from everything but the dev server.
const TunedMotion = __MOTION_TUNER__
  ? lazy(() => import('./tuner/TunedMotion').then((module) => ({ default: module.TunedMotion })))
  : null;

/** What `m` elements are given until the engine is in: no renderer, so they render as prerendered. */
const NO_FEATURES = {} as FeatureBundle;

export function MotionProvider({ children }: { children: ReactNode }) {
  const [engine, setEngine] = useState<MotionEngine | 'failed' | null>(null);

  // The engine loads once the app has hydrated. It is state: in the render it arrives, LazyMotion
  // gives the `m` elements their renderer and the engine's readers see it, so whatever starts
  // moving then is drawn from its first frame.
  useEffect(() => {
    loadMotionEngine().then(
      (loaded) => startTransition(() => setEngine(loaded)),
      () => setEngine('failed'),
    );
  }, []);

  return (
    <LazyMotion features={engine && engine !== 'failed' ? engine.domAnimation : NO_FEATURES} strict>
      <MotionEngineContext value={engine}>
        {TunedMotion ? (
          <Suspense fallback={null}>
            <TunedMotion>{children}</TunedMotion>
          </Suspense>
        ) : (
          <MotionConfig reducedMotion="user">{children}</MotionConfig>
        )}
      </MotionEngineContext>
    </LazyMotion>
  );
}

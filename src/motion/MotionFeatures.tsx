import { LazyMotion, MotionConfig, type FeatureBundle } from 'framer-motion';
import type { ReactNode } from 'react';
import { useMotionEngine, useRequestMotionEngine } from './MotionEngineContext';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';

/** What `m` elements are given until the engine is in: no renderer, so they render as prerendered. */
const NO_FEATURES = {} as FeatureBundle;

/**
 * Around what moves by framer-motion's `m` elements (the gate): the engine's features once it is
 * in, and reduced motion as the visitor (or the dev tuner) sets it: nothing travels, fades remain.
 */
export function MotionFeatures({ children }: { children: ReactNode }) {
  useRequestMotionEngine(true);
  const engine = useMotionEngine();
  const reduced = usePrefersReducedMotion();
  return (
    <LazyMotion features={engine && engine !== 'failed' ? engine.domAnimation : NO_FEATURES} strict>
      <MotionConfig reducedMotion={reduced ? 'always' : 'never'}>{children}</MotionConfig>
    </LazyMotion>
  );
}

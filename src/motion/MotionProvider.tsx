import { LazyMotion, MotionConfig } from 'framer-motion';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { MotionTokensContext } from './MotionTokensContext';
import { motionTokens } from './tokens';
import { loadMotionFeatures } from './loadFeatures';

// The tuner (and leva) exist only in dev builds; Vite drops this branch from production.
const MotionTuner = import.meta.env.DEV ? lazy(() => import('./MotionTuner')) : null;

export function MotionProvider({ children }: { children: ReactNode }) {
  const [tokens, setTokens] = useState(motionTokens);
  const [forceReduced, setForceReduced] = useState(false);

  return (
    <LazyMotion features={loadMotionFeatures} strict>
      <MotionConfig reducedMotion={forceReduced ? 'always' : 'user'}>
        <MotionTokensContext.Provider value={tokens}>
          {children}
          {MotionTuner && (
            <Suspense fallback={null}>
              <MotionTuner onTokensChange={setTokens} onReducedMotionChange={setForceReduced} />
            </Suspense>
          )}
        </MotionTokensContext.Provider>
      </MotionConfig>
    </LazyMotion>
  );
}

import { LazyMotion, MotionConfig } from 'framer-motion';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { REDUCED_MOTION_ATTRIBUTE, tunedMotionCss } from './cssMotion';
import { loadMotionFeatures } from './loadFeatures';
import { MotionTokensContext } from './MotionTokensContext';
import { motionTokens } from './tokens';

// The tuner (and leva) exist only in dev builds; Vite drops this branch from production.
const MotionTuner = import.meta.env.DEV ? lazy(() => import('./MotionTuner')) : null;

export function MotionProvider({ children }: { children: ReactNode }) {
  const [tokens, setTokens] = useState(motionTokens);
  const [forceReduced, setForceReduced] = useState(false);

  // Only the dev tuner changes either; the global styles already carry the defaults.
  useEffect(() => {
    if (!import.meta.env.DEV || tokens === motionTokens) return;
    const style = document.head.appendChild(document.createElement('style'));
    style.textContent = tunedMotionCss(tokens);
    return () => style.remove();
  }, [tokens]);
  useEffect(() => {
    if (import.meta.env.DEV) {
      document.documentElement.toggleAttribute(REDUCED_MOTION_ATTRIBUTE, forceReduced);
    }
  }, [forceReduced]);

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

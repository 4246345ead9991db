import { LazyMotion, MotionConfig } from 'framer-motion';
import { lazy, Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import { REDUCED_MOTION_ATTRIBUTE, tunedMotionCss } from './cssMotion';
import { loadMotionFeatures } from './loadFeatures';
import { MotionReplayContext } from './MotionReplayContext';
import { MotionTokensContext } from './MotionTokensContext';
import { motionTokens } from './tokens';

// The tuner (and leva) exist only on the dev server: Vite drops this branch from production, and
// unit tests (mode 'test') render the site without it.
const MotionTuner =
  import.meta.env.DEV && import.meta.env.MODE === 'development'
    ? lazy(() => import('./tuner/MotionTuner'))
    : null;

export function MotionProvider({ children }: { children: ReactNode }) {
  const [tokens, setTokens] = useState(motionTokens);
  const [forceReduced, setForceReduced] = useState(false);
  const [replay, setReplay] = useState(0);
  const onReplay = useCallback(() => setReplay((count) => count + 1), []);

  // Only the dev tuner changes these; the global styles already carry the defaults.
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
          <MotionReplayContext.Provider value={replay}>{children}</MotionReplayContext.Provider>
          {MotionTuner && (
            <Suspense fallback={null}>
              <MotionTuner
                onTokensChange={setTokens}
                onReducedMotionChange={setForceReduced}
                onReplay={onReplay}
              />
            </Suspense>
          )}
        </MotionTokensContext.Provider>
      </MotionConfig>
    </LazyMotion>
  );
}

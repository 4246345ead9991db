import { LazyMotion, MotionConfig } from 'framer-motion';
import { lazy, Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import { REDUCED_MOTION_ATTRIBUTE, tunedMotionCss } from './cssMotion';
import { loadMotionFeatures } from './loadFeatures';
import { MotionReplayContext } from './MotionReplayContext';
import { replayReveals } from './revealObserver';
import { MotionTokensContext } from './MotionTokensContext';
import { motionTokens } from './tokens';

// Vite drops this branch, and with it the tuner and leva, from everything but the dev server.
const MotionTuner = __MOTION_TUNER__ ? lazy(() => import('./tuner/MotionTuner')) : null;

export function MotionProvider({ children }: { children: ReactNode }) {
  const [tokens, setTokens] = useState(motionTokens);
  const [forceReduced, setForceReduced] = useState(false);
  const [replay, setReplay] = useState(0);
  const onReplay = useCallback(() => {
    setReplay((count) => count + 1);
    replayReveals();
  }, []);

  // Only the dev tuner changes these; the global styles already carry the defaults.
  useEffect(() => {
    if (!__MOTION_TUNER__ || tokens === motionTokens) return;
    const style = document.head.appendChild(document.createElement('style'));
    style.textContent = tunedMotionCss(tokens);
    return () => style.remove();
  }, [tokens]);
  useEffect(() => {
    if (__MOTION_TUNER__) {
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

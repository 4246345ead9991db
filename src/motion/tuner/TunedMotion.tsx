import { lazy, Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import { REDUCED_MOTION_ATTRIBUTE, tunedMotionCss } from '../cssMotion';
import { MotionReplayContext } from '../MotionReplayContext';
import { replayReveals } from '../revealObserver';
import { ReducedMotionPreview } from '../usePrefersReducedMotion';
import { MotionTokensContext } from '../MotionTokensContext';
import { motionTokens } from '../tokens';

const MotionTuner = lazy(() => import('./MotionTuner'));

/**
 * The dev server's motion, as the tuner sets it: tuned tokens (for scripts through context,
 * for CSS through a style element), reduced motion forced on, and Replay. Nowhere else: the
 * built site moves by `motionTokens` and the visitor's setting alone (see MotionProvider).
 */
export function TunedMotion({ children }: { children: ReactNode }) {
  const [tokens, setTokens] = useState(motionTokens);
  const [forceReduced, setForceReduced] = useState(false);
  const [replay, setReplay] = useState(0);
  const onReplay = useCallback(() => {
    setReplay((count) => count + 1);
    replayReveals();
  }, []);

  // The global styles already carry the defaults.
  useEffect(() => {
    if (tokens === motionTokens) return;
    const style = document.head.appendChild(document.createElement('style'));
    style.textContent = tunedMotionCss(tokens);
    return () => style.remove();
  }, [tokens]);
  useEffect(() => {
    document.documentElement.toggleAttribute(REDUCED_MOTION_ATTRIBUTE, forceReduced);
  }, [forceReduced]);

  return (
    <ReducedMotionPreview value={forceReduced || null}>
      <MotionTokensContext.Provider value={tokens}>
        <MotionReplayContext.Provider value={replay}>{children}</MotionReplayContext.Provider>
        <Suspense fallback={null}>
          <MotionTuner
            onTokensChange={setTokens}
            onReducedMotionChange={setForceReduced}
            onReplay={onReplay}
          />
        </Suspense>
      </MotionTokensContext.Provider>
    </ReducedMotionPreview>
  );
}

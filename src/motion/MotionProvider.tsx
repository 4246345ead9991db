import { LazyMotion, MotionConfig, type FeatureBundle } from 'framer-motion';
import {
  lazy,
  startTransition,
  Suspense,
  useCallback,
  useEffect,
  useState,
  type ReactNode,
} from 'react';
import { REDUCED_MOTION_ATTRIBUTE, tunedMotionCss } from './cssMotion';
import { loadMotionEngine, type MotionEngine } from './loadFeatures';
import { MotionEngineContext } from './MotionEngineContext';
import { MotionReplayContext } from './MotionReplayContext';
import { replayReveals } from './revealObserver';
import { MotionTokensContext } from './MotionTokensContext';
import { motionTokens } from './tokens';

// Vite drops this branch, and with it the tuner and leva, from everything but the dev server.
const MotionTuner = __MOTION_TUNER__ ? lazy(() => import('./tuner/MotionTuner')) : null;

/** What `m` elements are given until the engine is in: no renderer, so they render as prerendered. */
const NO_FEATURES = {} as FeatureBundle;

export function MotionProvider({ children }: { children: ReactNode }) {
  const [engine, setEngine] = useState<MotionEngine | 'failed' | null>(null);
  const [tokens, setTokens] = useState(motionTokens);
  const [forceReduced, setForceReduced] = useState(false);
  const [replay, setReplay] = useState(0);
  const onReplay = useCallback(() => {
    setReplay((count) => count + 1);
    replayReveals();
  }, []);

  // The engine loads once the app has hydrated. It is state: in the render it arrives, LazyMotion
  // gives the `m` elements their renderer and the engine's readers see it, so whatever starts
  // moving then is drawn from its first frame.
  useEffect(() => {
    loadMotionEngine().then(
      (loaded) => startTransition(() => setEngine(loaded)),
      () => setEngine('failed'),
    );
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
    <LazyMotion features={engine && engine !== 'failed' ? engine.domAnimation : NO_FEATURES} strict>
      <MotionEngineContext value={engine}>
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
      </MotionEngineContext>
    </LazyMotion>
  );
}

import { createContext, use, useEffect } from 'react';
import type { MotionEngine } from './loadFeatures';

/**
 * framer-motion's engine once its chunk is in, which is also when `m` elements start to draw the
 * motion values they are given; 'failed' when the chunk could not load (what would move stays
 * still, in its final state); null until then.
 */
export const MotionEngineContext = createContext<MotionEngine | 'failed' | null>(null);

/** Asks for the engine (MotionProvider loads it once, on the first ask). */
export const MotionEngineRequest = createContext<() => void>(() => undefined);

export const useMotionEngine = () => use(MotionEngineContext);

/**
 * Asks for the engine once `needed`: what moves by it asks as it is about to move (the gate as it
 * is shown, a counter as it comes into view), so a page whose moving parts are out of sight loads
 * and runs none of it.
 */
export function useRequestMotionEngine(needed: boolean) {
  const request = use(MotionEngineRequest);
  useEffect(() => {
    if (needed) request();
  }, [needed, request]);
}

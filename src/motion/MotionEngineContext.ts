import { createContext, use } from 'react';
import type { MotionEngine } from './loadFeatures';

/**
 * framer-motion's engine once its chunk is in, which is also when `m` elements start to draw the
 * motion values they are given; 'failed' when the chunk could not load (what would move stays
 * still, in its final state); null until then.
 */
export const MotionEngineContext = createContext<MotionEngine | 'failed' | null>(null);

export const useMotionEngine = () => use(MotionEngineContext);

import { createContext, useContext } from 'react';

/**
 * Bumped by the dev tuner's Replay: the counters in view count again (reveals, bars, phase flows
 * and charts replay through `replayReveals`). Always 0 in production.
 */
export const MotionReplayContext = createContext(0);

export const useMotionReplay = () => useContext(MotionReplayContext);

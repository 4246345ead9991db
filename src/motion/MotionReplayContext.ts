import { createContext, useContext } from 'react';

/**
 * Bumped by the dev tuner's Replay, and by present mode as each slide appears: the counters count
 * again (reveals, bars, phase flows and charts replay through `replayReveals`).
 */
export const MotionReplayContext = createContext(0);

export const useMotionReplay = () => useContext(MotionReplayContext);

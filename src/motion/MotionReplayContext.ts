import { createContext, useContext } from 'react';

/**
 * Bumped by the dev tuner's Replay: everything that animates on view (reveals, counters, bars,
 * phase flows, charts) runs again. Always 0 in production.
 */
export const MotionReplayContext = createContext(0);

export const useMotionReplay = () => useContext(MotionReplayContext);

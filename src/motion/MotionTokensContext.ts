import { createContext, useContext } from 'react';
import { motionTokens, type MotionTokens } from './tokens';

export const MotionTokensContext = createContext<MotionTokens>(motionTokens);

export function useMotionTokens(): MotionTokens {
  return useContext(MotionTokensContext);
}

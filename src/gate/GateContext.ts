import { createContext, useContext } from 'react';
import { initialGateState, type GateState } from './gateMachine';

export interface GateApi extends GateState {
  /** Quietly tries the stored password, once; call from gated pages. */
  restore: () => void;
  /** Resolves true when the password unlocked the gate. */
  submit: (password: string) => Promise<boolean>;
}

export const GateContext = createContext<GateApi>({
  ...initialGateState,
  restore: () => undefined,
  submit: async () => false,
});

export const useGate = () => useContext(GateContext);

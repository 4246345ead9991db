import { useCallback, useLayoutEffect, useMemo, useReducer, useRef, type ReactNode } from 'react';
import { GATE_RESTORING_ATTRIBUTE, takeSharedPassword } from '../boot/protocol';
import { GateContext } from './GateContext';
import { gateReducer, initialGateState } from './gateMachine';
import { readStoredPassword, storePassword } from './storage';

export function GateProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(gateReducer, initialGateState);
  const restoreTried = useRef(false);

  const check = useCallback(async (password: string, onWrong: () => void) => {
    try {
      // The crypto loads when first needed: pages without a gate never fetch it.
      const { unlock } = await import('./unlock');
      const key = await unlock(password);
      if (key) dispatch({ type: 'accepted', key });
      else onWrong();
      return key;
    } catch {
      dispatch({ type: 'failed' });
      return null;
    }
  }, []);

  const restore = useCallback(() => {
    if (restoreTried.current) return;
    restoreTried.current = true;
    // A share link's password counts as typed: kept when right, 'Incorrect password' when not.
    const shared = takeSharedPassword();
    const password = shared ?? readStoredPassword();
    if (password === null || (shared === null && !password)) return;
    dispatch({ type: 'restore' });
    void check(password, () => dispatch({ type: 'rejected', typed: shared !== null })).then(
      (key) => key && shared !== null && storePassword(shared),
    );
  }, [check]);

  const submit = useCallback(
    async (password: string) => {
      dispatch({ type: 'submit' });
      const key = await check(password, () => dispatch({ type: 'rejected' }));
      if (key) storePassword(password);
      return key !== null;
    },
    [check],
  );

  // React now shows the right state itself, so the pre-hydration flag can go (before paint). On
  // every change of state: a share link that cannot be read is refused in the same render as it
  // is tried, leaving the status 'locked' as it was.
  useLayoutEffect(() => {
    if (state.status !== 'locked' || restoreTried.current) {
      document.documentElement.removeAttribute(GATE_RESTORING_ATTRIBUTE);
    }
  }, [state]);

  const value = useMemo(() => ({ ...state, restore, submit }), [state, restore, submit]);
  return <GateContext.Provider value={value}>{children}</GateContext.Provider>;
}

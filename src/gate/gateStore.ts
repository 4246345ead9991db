import { takeSharedPassword } from '../boot/protocol';
import { gateReducer, initialGateState, type GateAction, type GateState } from './gateMachine';
import { readStoredPassword, storePassword } from './storage';
import { unlock } from './unlock';

export type Gate = ReturnType<typeof createGate>;

/**
 * A gate's state and what moves it (the machine in gateMachine.ts), outside React: the page's
 * gate lives with the gated pages' code, loaded with the first of them and kept for the page's
 * life, so navigating between studies keeps the key, and pages without a gate never load it.
 */
export function createGate() {
  let state: GateState = initialGateState;
  let restoreTried = false;
  const listeners = new Set<() => void>();
  const dispatch = (action: GateAction) => {
    state = gateReducer(state, action);
    listeners.forEach((listener) => listener());
  };

  const check = async (password: string, onWrong: () => void) => {
    try {
      const key = await unlock(password);
      if (key) dispatch({ type: 'accepted', key });
      else onWrong();
      return key;
    } catch {
      dispatch({ type: 'failed' });
      return null;
    }
  };

  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    get: () => state,
    /** Whether a stored or shared password has been tried (once a page life). */
    restoreTried: () => restoreTried,
    /** Quietly tries the stored password, once; called by gated pages. */
    restore() {
      if (restoreTried) return;
      restoreTried = true;
      // A share link's password counts as typed: kept when right, 'Incorrect password' when not.
      const shared = takeSharedPassword();
      const password = shared ?? readStoredPassword();
      if (password === null || (shared === null && !password)) return;
      dispatch({ type: 'restore' });
      void check(password, () => dispatch({ type: 'rejected', typed: shared !== null })).then(
        (key) => key && shared !== null && storePassword(shared),
      );
    },
    /** Resolves true when the password unlocked the gate. */
    async submit(password: string) {
      dispatch({ type: 'submit' });
      const key = await check(password, () => dispatch({ type: 'rejected' }));
      if (key) storePassword(password);
      return key !== null;
    },
  };
}

import { takeSharedKey } from '../boot/protocol';
import { gateReducer, initialGateState, type GateAction, type GateState } from './gateMachine';
import { readStoredSecret, storeSecret } from './storage';
import { unlock, type SecretSource } from './unlock';

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

  const check = async (secret: string, source: SecretSource, onWrong: () => void) => {
    try {
      const key = await unlock(secret, source);
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
    /** Whether a share link's key or the stored secret has been tried (once a page life). */
    restoreTried: () => restoreTried,
    /** Quietly tries a share link's key, or else the stored secret, once; called by gated pages. */
    restore() {
      if (restoreTried) return;
      restoreTried = true;
      // A link's key counts as typed: kept when it opens, 'Incorrect password' when not.
      const shared = takeSharedKey();
      const secret = shared ?? readStoredSecret();
      if (secret === null || (shared === null && !secret)) return;
      dispatch({ type: 'restore' });
      void check(secret, shared === null ? 'stored' : 'link', () =>
        dispatch({ type: 'rejected', typed: shared !== null }),
      ).then((key) => key && shared !== null && storeSecret(shared));
    },
    /** Resolves true when the password unlocked the gate. */
    async submit(password: string) {
      dispatch({ type: 'submit' });
      const key = await check(password, 'typed', () => dispatch({ type: 'rejected' }));
      if (key) storeSecret(password);
      return key !== null;
    },
  };
}

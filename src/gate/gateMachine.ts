/**
 * The gate's states. 'restoring' checks a stored password quietly (no form); 'verifying' checks a
 * submitted one (form stays, button busy). Nothing ever leaves 'unlocked'.
 */
export type GateStatus = 'locked' | 'restoring' | 'verifying' | 'unlocked';
export type GateError = 'password' | 'unavailable' | null;

export interface GateState {
  status: GateStatus;
  error: GateError;
  key: CryptoKey | null;
}

export type GateAction =
  | { type: 'restore' }
  | { type: 'submit' }
  | { type: 'accepted'; key: CryptoKey }
  /** `typed`: the password came from the visitor (the form or a share link), not from storage. */
  | { type: 'rejected'; typed?: boolean }
  | { type: 'failed' };

export const initialGateState: GateState = { status: 'locked', error: null, key: null };

export function gateReducer(state: GateState, action: GateAction): GateState {
  if (state.status === 'unlocked') return state;
  switch (action.type) {
    case 'restore':
      return state.status === 'locked' ? { ...state, status: 'restoring' } : state;
    case 'submit':
      return state.status === 'locked' ? { ...state, status: 'verifying' } : state;
    case 'accepted':
      return { status: 'unlocked', error: null, key: action.key };
    case 'rejected':
      // A stale stored password just shows the gate; a typed one (or a link's) earns the error.
      return {
        status: 'locked',
        error: state.status === 'verifying' || action.typed ? 'password' : null,
        key: null,
      };
    case 'failed':
      return { status: 'locked', error: 'unavailable', key: null };
  }
}

import { describe, expect, it } from 'vitest';
import { gateReducer, initialGateState, type GateState } from '../../src/gate/gateMachine';

const key = {} as CryptoKey;
const run = (...actions: Parameters<typeof gateReducer>[1][]) =>
  actions.reduce<GateState>(gateReducer, initialGateState);

describe('gate state machine', () => {
  it('unlocks on a right password and clears the error', () => {
    expect(
      run({ type: 'submit' }, { type: 'rejected' }, { type: 'submit' }, { type: 'accepted', key }),
    ).toEqual({
      status: 'unlocked',
      error: null,
      key,
    });
  });

  it('shows the password error after a wrong submit and stays locked', () => {
    expect(run({ type: 'submit' }, { type: 'rejected' })).toEqual({
      status: 'locked',
      error: 'password',
      key: null,
    });
  });

  it('returns to the plain gate, without an error, when a stored password is stale', () => {
    expect(run({ type: 'restore' }, { type: 'rejected' })).toEqual({
      status: 'locked',
      error: null,
      key: null,
    });
  });

  it('shows the password error, as for a typed one, when a share link’s password is wrong', () => {
    expect(run({ type: 'restore' }, { type: 'rejected', typed: true })).toEqual({
      status: 'locked',
      error: 'password',
      key: null,
    });
  });

  it('reports unavailable sealed data separately from a wrong password', () => {
    expect(run({ type: 'submit' }, { type: 'failed' }).error).toBe('unavailable');
  });

  it('never re-locks once unlocked', () => {
    const unlocked = run({ type: 'restore' }, { type: 'accepted', key });
    for (const action of [
      { type: 'rejected' },
      { type: 'failed' },
      { type: 'submit' },
      { type: 'restore' },
    ] as const) {
      expect(gateReducer(unlocked, action)).toBe(unlocked);
    }
  });

  it('ignores a second submit while one is being verified', () => {
    const verifying = run({ type: 'submit' });
    expect(gateReducer(verifying, { type: 'submit' })).toBe(verifying);
    expect(gateReducer(verifying, { type: 'restore' })).toBe(verifying);
  });
});

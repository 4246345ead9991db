import { createContext, useContext, useEffect, useMemo, useState } from 'react';
import { createGate } from './gateStore';

/** The page's gate; a subtree may have one of its own (GateProvider). */
export const GateContext = createContext(createGate());

/**
 * The gate's state, and what moves it. Its changes render as ordinary state updates, batched with
 * the form's own (not forced through synchronously, as an external store's are): a refused
 * password shows its error and empties the field in one render.
 */
export function useGate() {
  const gate = useContext(GateContext);
  const [state, setState] = useState(gate.get);
  useEffect(() => {
    const sync = () => setState(gate.get());
    const unsubscribe = gate.subscribe(sync);
    // A gate shared across pages may have moved between this render and now (an unlock begun on
    // the page before); an unchanged state renders nothing.
    sync();
    return unsubscribe;
  }, [gate]);
  return useMemo(() => ({ ...gate, ...state }), [gate, state]);
}

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
  // Subscribed before the gated page's first effect can move the gate (see CaseStudyGate).
  useEffect(() => gate.subscribe(() => setState(gate.get())), [gate]);
  return useMemo(() => ({ ...gate, ...state }), [gate, state]);
}

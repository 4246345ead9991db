import { useState, type ReactNode } from 'react';
import { GateContext } from './GateContext';
import { createGate } from './gateStore';

/** A gate of its own for what it wraps, locked until unlocked there (the page's is shared). */
export function GateProvider({ children }: { children: ReactNode }) {
  const [gate] = useState(createGate);
  return <GateContext.Provider value={gate}>{children}</GateContext.Provider>;
}

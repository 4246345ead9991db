import { useSyncExternalStore } from 'react';

// Whether a study is on screen as slides, for the page around it: the site's header, footer and
// skip link sit outside the study, and stand aside (inert) while its deck covers them.
let presenting = false;
const listeners = new Set<() => void>();

export function setPresenting(value: boolean) {
  presenting = value;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const usePresenting = () =>
  useSyncExternalStore(
    subscribe,
    () => presenting,
    () => false,
  );

import { useSyncExternalStore } from 'react';

/**
 * What a study's slides cover, for the page around them: nothing; the page around the study (the
 * presenter view, drawn in the study's place), whose header, footer and skip link then stand aside
 * (inert); or all of it (the deck, drawn over the page), when the study under it is also hidden from
 * assistive tech.
 */
export type Cover = 'none' | 'around' | 'all';

let cover: Cover = 'none';
const listeners = new Set<() => void>();

export function setCover(value: Cover) {
  cover = value;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useCover = () =>
  useSyncExternalStore(
    subscribe,
    () => cover,
    (): Cover => 'none',
  );

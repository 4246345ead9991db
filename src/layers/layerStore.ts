import { useDeferredValue, useSyncExternalStore } from 'react';
import type { Covers, LayerState } from './layerMachine';

// The layer stack's store, for the document: what is on top of the page is one thing, whatever
// drew it. What every page reads of it (what is out of reach) is here, in the code every page
// hydrates with; what opens a layer, routes its keys and gives focus back (useLayer.ts) comes with
// the layers.

let state: LayerState = [];
const listeners = new Set<() => void>();

export const layerStore = {
  get: () => state,
  set(next: LayerState) {
    if (next === state) return;
    state = next;
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};

/**
 * How the page is out of reach: it lies beneath the first layer that covers it, which covers
 * what its `covers` says (a layer over that one covers that layer, not the page again); `false`
 * where it is within reach.
 */
export const pageCoveredBy = (layers: LayerState): Covers | false =>
  layers.find(({ covers }) => covers)?.covers ?? false;

/**
 * What covers the page, for the site's shell. Putting the page out of reach restyles all of it:
 * that comes in the render after the one that covered it, so the press that opened the layer is
 * answered first (the stack routes the keys meanwhile, and the layer is drawn over the page).
 * Giving it back comes at once, so focus can go back to it.
 */
export function usePageCovered() {
  const covered = useSyncExternalStore(
    layerStore.subscribe,
    () => pageCoveredBy(state),
    (): Covers | false => false,
  );
  const deferred = useDeferredValue(covered);
  return covered === false ? false : deferred;
}

import { useSyncExternalStore } from 'react';
import { layerStore } from '../layers/layerStore';

/**
 * Whether a modal layer is open over the place a clip plays in: the page, or the deck it is
 * presented on (itself the one modal layer beneath). Counted from the press that opens the layer,
 * before it covers anything: a clip beneath the viewer growing over it would otherwise play on,
 * and take back its place from the viewer's copy of it (one clip is held at a time).
 */
export function useUnderModal(presented: boolean) {
  return useSyncExternalStore(
    layerStore.subscribe,
    () => layerStore.get().filter(({ modal }) => modal).length > (presented ? 1 : 0),
    () => false,
  );
}

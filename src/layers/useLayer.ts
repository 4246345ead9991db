import { useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import {
  layerReducer,
  topLayer,
  type Covers,
  type LayerAction,
  type LayerEntry,
  type LayerState,
} from './layerMachine';
import { layerStore } from './layerStore';

/** What a layer does, asked by the stack. */
export interface LayerHandlers {
  /**
   * A key pressed while it is the top layer: true when it took the key (its default action is
   * then prevented). Escape it does not take closes it.
   */
  onKey?: (event: KeyboardEvent) => boolean;
  /** Closes it: Escape, while it is the top layer. */
  close?: () => void;
  /** Its element: where focus was in it (or lost with it) as it closes, focus goes to `opener`. */
  element?: () => Element | null;
  /** What opened it. */
  opener?: () => HTMLElement | null;
}

const handlers = new Map<string, LayerHandlers>();

function dispatch(action: LayerAction) {
  layerStore.set(layerReducer(layerStore.get(), action));
}

const isChord = (event: KeyboardEvent) => event.altKey || event.ctrlKey || event.metaKey;

/**
 * The page's one key router, listening while anything is open. A key goes to the top layer, after
 * the control focused inside it has had it (a key a control handled, its default prevented, is the
 * control's); one the top layer does not take goes down to the layer beneath, and so on, the top
 * modal layer being the last to get it: nothing beneath a modal layer gets a key. Escape is the
 * stack's alone: the top layer's keys may take it (a zoomed picture resets its zoom), or else it
 * closes the top layer, and only that one.
 */
function routeKey(event: KeyboardEvent) {
  const state = layerStore.get();
  const top = topLayer(state);
  if (!top) return;
  if (event.key === 'Escape' && !isChord(event)) {
    const layer = handlers.get(top.id);
    if (!layer?.onKey?.(event)) layer?.close?.();
    event.preventDefault();
    return;
  }
  if (event.defaultPrevented) return;
  for (const { id, modal } of [...state].reverse()) {
    if (handlers.get(id)?.onKey?.(event)) return event.preventDefault();
    if (modal) return;
  }
}

function openLayer(entry: LayerEntry, layer: LayerHandlers) {
  if (!layerStore.get().length) addEventListener('keydown', routeKey);
  handlers.set(entry.id, layer);
  dispatch({ type: 'opened', layer: entry });
}

function closeLayer(id: string) {
  const layer = handlers.get(id);
  handlers.delete(id);
  const active = document.activeElement;
  const focusWithin = !active || active === document.body || !!layer?.element?.()?.contains(active);
  const opener = focusWithin ? layer?.opener?.() : null;
  dispatch({ type: 'closed', id });
  if (!layerStore.get().length) removeEventListener('keydown', routeKey);
  // What it covered is within reach again: a layer gives it back before it closes (the viewer as
  // it starts to close), so its opener can take focus now.
  opener?.focus({ preventScroll: true });
}

/**
 * A layer on the stack while `isOpen`, with its handlers as they are at the latest render; `id`
 * (React's `useId`) is what `useCovered` asks about it by.
 */
export function useLayer(
  id: string,
  isOpen: boolean,
  { modal, covers = null }: { modal: boolean; covers?: Covers | null },
  layer: LayerHandlers,
) {
  const latest = useRef(layer);
  const latestCovers = useRef(covers);
  useLayoutEffect(() => {
    latest.current = layer;
    latestCovers.current = covers;
  });
  useLayoutEffect(() => {
    if (!isOpen) return;
    openLayer(
      { id, modal, covers: latestCovers.current },
      {
        onKey: (event) => latest.current.onKey?.(event) ?? false,
        close: () => latest.current.close?.(),
        element: () => latest.current.element?.() ?? null,
        opener: () => latest.current.opener?.() ?? null,
      },
    );
    return () => closeLayer(id);
  }, [id, isOpen, modal]);
  // What it covers may change while it is open, keeping its place on the stack.
  useLayoutEffect(() => {
    if (isOpen) dispatch({ type: 'covered', id, covers });
  }, [id, isOpen, covers]);
}

/** Whether the layer `id` lies beneath a layer opened after it that covers it (it is, whole). */
export const layerCovered = (layers: LayerState, id: string) => {
  const at = layers.findIndex((layer) => layer.id === id);
  return at >= 0 && layers.slice(at + 1).some(({ covers }) => covers);
};

/** Whether the layer `id` is out of reach under a layer over it. */
export const useCovered = (id: string) =>
  useSyncExternalStore(
    layerStore.subscribe,
    () => layerCovered(layerStore.get(), id),
    () => false,
  );

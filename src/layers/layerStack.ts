import { useDeferredValue, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import {
  coveredBy,
  layerReducer,
  type Covers,
  topLayer,
  type LayerAction,
  type LayerEntry,
  type LayerState,
} from './layerMachine';

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

// One stack for the document: what is on top of the page is one thing, whatever drew it.
let state: LayerState = [];
const handlers = new Map<string, LayerHandlers>();
const listeners = new Set<() => void>();
/** Focus to give back once the render that brings what was beneath back within reach is done. */
let focusNext: HTMLElement | null = null;

function dispatch(action: LayerAction) {
  state = layerReducer(state, action);
  for (const listener of listeners) listener();
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
  if (!state.length) addEventListener('keydown', routeKey);
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
  if (!state.length) removeEventListener('keydown', routeKey);
  if (opener) focusNext = opener;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

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

/** Whether the layer `id` (null: the page) is out of reach under a modal layer, and how. */
export const useCovered = (id: string | null) =>
  useSyncExternalStore(
    subscribe,
    () => coveredBy(state, id),
    (): Covers | false => false,
  );

/**
 * What covers the page (see `useCovered`), for the site's shell. Putting the page out of reach
 * restyles all of it: that comes in the render after the one that opened the layer, so the press
 * that opened it is answered first (the stack routes the keys meanwhile, and the layer is drawn
 * over the page). Giving it back comes at once, so focus can go back to it.
 */
export function usePageCovered() {
  const covered = useCovered(null);
  const deferred = useDeferredValue(covered);
  return covered === false ? false : deferred;
}

/**
 * Gives focus back to the opener of a layer that closed with focus in it, once what lay beneath
 * is within reach again: rendered once, where the page's layers are drawn (the site's shell).
 */
export function LayerFocus() {
  const stack = useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );
  useLayoutEffect(() => {
    const opener = focusNext;
    focusNext = null;
    opener?.focus({ preventScroll: true });
  }, [stack]);
  return null;
}

/**
 * What is open on top of the page, in the order it opened: the layer stack's state. The stack
 * alone decides which layer gets a key (the top one), which one Escape closes (the top one), what
 * is out of reach (everything beneath the top modal layer) and where focus goes when a layer
 * closes (`useLayer.ts`; what the page reads of it, `layerStore.ts`).
 */

/**
 * What a modal layer covers, beneath it: the whole page (the picture viewer); the study, drawn
 * over (Present mode's deck: the page around it is inert, the study under it only hidden from
 * assistive tech, which costs no restyle of it); or the page around the study, which it stands in
 * for (the presenter view and its previews).
 */
export type Covers = 'page' | 'study' | 'around';

export interface LayerEntry {
  /** Unique while it is open (React's `useId`). */
  id: string;
  /**
   * Modal: no key goes past it to what lies beneath. Not modal: a menu, a note, a list, which
   * leave the keys they do not take to the layer beneath.
   */
  modal: boolean;
  /** What it puts out of reach beneath it (a modal layer's, once it covers it), or null. */
  covers: Covers | null;
}

export type LayerAction =
  | { type: 'opened'; layer: LayerEntry }
  /** What it covers changed (the viewer covers the page once it has grown over it). */
  | { type: 'covered'; id: string; covers: LayerEntry['covers'] }
  | { type: 'closed'; id: string };

export type LayerState = readonly LayerEntry[];

export function layerReducer(state: LayerState, action: LayerAction): LayerState {
  switch (action.type) {
    case 'opened':
      return state.some(({ id }) => id === action.layer.id) ? state : [...state, action.layer];
    case 'covered':
      return state.some(({ id, covers }) => id === action.id && covers !== action.covers)
        ? state.map((layer) =>
            layer.id === action.id ? { ...layer, covers: action.covers } : layer,
          )
        : state;
    case 'closed':
      return state.some(({ id }) => id === action.id)
        ? state.filter(({ id }) => id !== action.id)
        : state;
  }
}

/** The layer keys go to, and Escape closes: the last opened. */
export const topLayer = (state: LayerState) => state.at(-1);

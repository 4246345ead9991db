import { createContext, use } from 'react';

/**
 * The modal layer around (Present mode's deck): what opens over it (a tooltip, the picture viewer)
 * opens inside it, since a modal dialog leaves everything outside it out of reach. null: the page.
 */
export const LayerElementContext = createContext<HTMLElement | null>(null);

export const useLayerElement = () => use(LayerElementContext);

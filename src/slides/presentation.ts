import { createContext } from 'react';

/** What Present mode shows of an open study; its opening and sections render themselves from it. */
export interface Presentation {
  /** The width slides are laid out at, before they are scaled to the screen (or the page). */
  layoutWidth: number;
  /** Every slide laid out at once, out of sight and with all its items, for the deck to measure. */
  measuring: boolean;
  /** The slide on screen, once the deck is planned. */
  current?: ShownSlide;
}

export interface ShownSlide {
  /** Its section's anchor id; '' for the study's opening. */
  id: string;
  /** Of a section shown a part a slide (a story: a step a slide), the items shown: `[from, to)`. */
  items?: [number, number];
  /** Drawn at this scale of its layout width. */
  scale: number;
}

/** The presentation of the study around it: `null` while it is read as a page. */
export const PresentationContext = createContext<Presentation | null>(null);

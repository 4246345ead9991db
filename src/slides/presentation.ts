import { createContext, use, type HTMLAttributes } from 'react';

/** What Present mode shows of an open study: the deck's state, and each slide's view of it. */
export interface Presentation {
  /** The width slides are laid out at, before they are scaled to the screen (or the page). */
  layoutWidth: number;
  /** Every slide laid out at once, out of sight and with all its items, for the deck to measure. */
  measuring: boolean;
  /** The slide on screen, once the deck is planned. */
  current?: ShownSlide;
  /** What the slide of the section `id` ('' for the study's opening) renders on itself. */
  slide: (id: string) => SlideView;
}

export interface ShownSlide {
  /** Its section's anchor id; '' for the study's opening. */
  id: string;
  /** Of a section shown a part a slide (a story: a step a slide), the items shown: `[from, to)`. */
  items?: [number, number];
  /** Drawn at this scale of its layout width. */
  scale: number;
  /** The scale that fills the screen's width, the largest a slide is drawn at. */
  fill: number;
}

type Marks = HTMLAttributes<HTMLElement> & Record<`data-${string}`, string | undefined>;

/** What a slide renders on itself while its study is presented. */
export interface SlideView {
  /** On the slide's own element: its marks and style. */
  frame: Marks;
  /** On the list its items sit in, and on a story's list of steps: their marks, and on the slide
   * on screen showing a part of them, what hides the rest. */
  items: Marks;
  steps: Marks;
  /** A story's step on the slide, when it is the one on screen. */
  step?: number;
}

/** The presentation of the study around it: `null` while it is read as a page. */
export const PresentationContext = createContext<Presentation | null>(null);

/** The view of a presented slide for what is in it (none around a story's figure, whose items
 * its steps show). */
export const SlideViewContext = createContext<SlideView | undefined>(undefined);

/** The view of the slide of the section `id`, while its study is presented. */
export const useSlide = (id: string) => use(PresentationContext)?.slide(id);

/** The view of the presented slide around: for the list its items sit in, and a story's step. */
export const useSlideView = () => use(SlideViewContext);

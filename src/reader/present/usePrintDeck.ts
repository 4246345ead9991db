import { useEffect, type RefObject } from 'react';
import { printSlides } from './printDeck';
import type { Slide } from './slidePlan';

/**
 * The browser's Print, from the deck's buttons or its own key, prints the deck: every slide, laid
 * out for the page (`layOut` has the deck lay them out so at once, then as they were), or the
 * speaker's handout.
 */
export function usePrintDeck(
  elements: HTMLElement[] | undefined,
  layOut: (width?: number) => void,
  /** Set for one print: the speaker's handout, each slide with these notes. */
  withNotes: RefObject<((slide: Slide) => string | undefined) | undefined>,
) {
  useEffect(() => {
    if (!elements) return;
    let restore: (() => void) | undefined;
    const before = () => {
      restore?.();
      restore = printSlides(elements, layOut, withNotes.current);
    };
    const after = () => {
      restore?.();
      restore = undefined;
      withNotes.current = undefined;
    };
    addEventListener('beforeprint', before);
    addEventListener('afterprint', after);
    return () => {
      removeEventListener('beforeprint', before);
      removeEventListener('afterprint', after);
      after();
    };
  }, [elements, layOut, withNotes]);
}

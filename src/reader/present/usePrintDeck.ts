import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import type { Presentation } from '../../slides/presentation';
import { printSlides } from './printDeck';
import type { Slide } from './slidePlan';
import { presentationOf } from './slideViews';
import type { OnPresent } from './useDeckPlan';

/**
 * The browser's Print, from the deck's buttons or its own key, prints the deck: every slide, laid
 * out for the page (the study renders them so at once, then goes back to `shown`), or the
 * speaker's handout.
 */
export function usePrintDeck(
  elements: HTMLElement[] | undefined,
  shown: Presentation,
  onPresent: OnPresent,
  /** Set for one print: the speaker's handout, each slide with these notes. */
  withNotes: RefObject<((slide: Slide) => string | undefined) | undefined>,
) {
  const onScreen = useRef(shown);
  useLayoutEffect(() => {
    onScreen.current = shown;
  }, [shown]);

  useEffect(() => {
    if (!elements) return;
    const layOut = (width?: number) =>
      flushSync(() =>
        onPresent(
          width
            ? presentationOf({ ...onScreen.current, layoutWidth: width, measuring: true })
            : onScreen.current,
        ),
      );
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
  }, [elements, onPresent, withNotes]);
}

import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { Presentation } from '../../slides/presentation';
import {
  contentOf,
  layoutWidthNow,
  placeOf,
  plan,
  slideAt,
  slideElements,
  slideNamed,
  type Place,
} from './deckPlan';
import type { Room, Slide } from './slidePlan';
import { presentationOf, type SlideViews } from './slideViews';

interface Deck {
  elements: HTMLElement[];
  slides: Slide[];
  room: Room;
  /** The screen it was planned for. */
  screen: { width: number; height: number };
}

/**
 * The deck's plan of its slides (`slides`: the element they are drawn in, over the study), made
 * as the screen lays them out: on entry, and again once the screen has changed size (full screen,
 * a new window size). The slides render the presentation it gives; it measures what that laid
 * out, and scales the slide on screen to fit. A new plan keeps what is on screen there; the first
 * starts at `startAt`. `layOut` lays every slide out at a width to be measured (for paper), at
 * once, and with none, back as they were.
 */
export function useDeckPlan(slides: HTMLElement | null, startAt: string) {
  const [layout, setLayout] = useState(() => ({ width: layoutWidthNow(), measuring: true }));
  // Every slide laid out at a paper's width, while the deck prints.
  const [paper, setPaper] = useState<number>();
  const [deck, setDeck] = useState<Deck>();
  const [index, setIndex] = useState(0);
  // A part of a section can be a little taller than planned (an item's own margin): it is drawn
  // smaller to fit, once it shows.
  const [fit, setFit] = useState<{ slide: Slide; scale: number }>();
  /** The place on screen, which a new plan keeps there. */
  const shown = useRef<Place>(undefined);
  const start = useRef(startAt);
  const [views] = useState<SlideViews>(() => new Map());

  const slide = deck?.slides[index];
  const presentation = useMemo<Presentation>(
    () =>
      presentationOf(
        paper
          ? { layoutWidth: paper, measuring: true }
          : {
              layoutWidth: layout.width,
              measuring: layout.measuring,
              current: slide && {
                id: slide.id,
                items: slide.items,
                scale: fit?.slide === slide ? fit.scale : slide.scale,
                fill: deck.room.width / deck.room.layoutWidth,
              },
            },
        views,
      ),
    [paper, layout, slide, fit, views, deck],
  );

  // Planned once the slides are laid out to be measured, in the commit that lays them out.
  useLayoutEffect(() => {
    if (!layout.measuring || !slides) return;
    const elements = slideElements(slides);
    const planned = plan(elements, layout.width);
    // Laid out to be measured: what the plan needs can only be read once the slides rendered so.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setDeck({ elements, ...planned });
    setIndex(
      shown.current
        ? slideAt(planned.slides, shown.current)
        : slideNamed(planned.slides, start.current),
    );
    setLayout((was) => ({ ...was, measuring: false }));
  }, [slides, layout]);

  useEffect(() => {
    let frame = 0;
    const onResize = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setLayout({ width: layoutWidthNow(), measuring: true }));
    };
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('resize', onResize);
      cancelAnimationFrame(frame);
    };
  }, []);

  const element = slide && !layout.measuring ? deck.elements[slide.source] : undefined;

  useLayoutEffect(() => {
    if (!element || !deck || !slide || paper) return;
    shown.current = placeOf(slide);
    const scale = Math.min(slide.scale, deck.room.height / contentOf(element).offsetHeight);
    // Its height is known only once it shows as planned.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (scale !== slide.scale) setFit({ slide, scale });
  }, [element, deck, slide, paper]);

  const layOut = useCallback((width?: number) => flushSync(() => setPaper(width)), []);

  return { deck, index, setIndex, slide, element, presentation, layOut };
}

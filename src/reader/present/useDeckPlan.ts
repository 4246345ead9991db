import { use, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { PresentationContext, type Presentation } from '../../slides/presentation';
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

export type OnPresent = (presentation: Presentation | null) => void;

/**
 * The deck of an open study, planned from its slides as the screen lays them out: on entry, and
 * again once the screen has changed size (full screen, a new window size). The study renders what
 * `onPresent` tells it; the deck measures what that laid out, and scales the slide on screen to
 * fit. A new plan keeps what is on screen there; the first starts at `startAt`.
 */
export function useDeckPlan(article: HTMLElement, startAt: string, onPresent: OnPresent) {
  const presented = use(PresentationContext);
  const [layout, setLayout] = useState(() => ({ width: layoutWidthNow(), measuring: true }));
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
  const wanted = useMemo<Presentation>(
    () =>
      presentationOf(
        {
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
    [layout, slide, fit, views, deck],
  );
  useLayoutEffect(() => onPresent(wanted), [onPresent, wanted]);
  useLayoutEffect(() => () => onPresent(null), [onPresent]);

  // Planned once the study has laid every slide out to be measured at the width asked for.
  useLayoutEffect(() => {
    if (!layout.measuring || !presented?.measuring || presented.layoutWidth !== layout.width)
      return;
    const elements = slideElements(article);
    const planned = plan(elements, layout.width);
    // Laid out to be measured: what the plan needs can only be read once the study rendered it.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setDeck({ elements, ...planned });
    setIndex(
      shown.current
        ? slideAt(planned.slides, shown.current)
        : slideNamed(planned.slides, elements, start.current),
    );
    setLayout((was) => ({ ...was, measuring: false }));
  }, [article, layout, presented]);

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

  const element = slide && deck.elements[slide.source];
  /** The planned slide is on screen as planned: the study has rendered it so. */
  const onScreen =
    !!slide &&
    !presented?.measuring &&
    presented?.current?.id === slide.id &&
    presented.current.items === slide.items;

  useLayoutEffect(() => {
    if (!onScreen || !element || !deck) return;
    shown.current = placeOf(slide);
    const scale = Math.min(slide.scale, deck.room.height / contentOf(element).offsetHeight);
    // Its height is known only once it shows as planned.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (scale !== slide.scale) setFit({ slide, scale });
  }, [onScreen, element, deck, slide]);

  return { deck, index, setIndex, slide, element, onScreen, wanted };
}

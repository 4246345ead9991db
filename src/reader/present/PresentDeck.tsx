import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { focusHeading } from '../../app/focusMainHeading';
import { showSectionInAddress } from '../sectionAddress';
import { SLIDE } from '../slideMarks';
import { presentMode as copy } from '../../content/presentMode';
import { replayReveals } from '../../motion/revealObserver';
import { controlBar } from '../../styles/fragments';
import { styled } from '../../styles/stitches.config';
import { controlStyle } from './controlStyle';
import { CONTROLS_HEIGHT, DeckPageLayout } from './DeckPageLayout';
import { slideAfter } from './deckKeys';
import {
  anchorOf,
  contentOf,
  CURRENT,
  HIDDEN,
  itemsOf,
  placeOf,
  plan,
  slideAt,
  slideElements,
  slideNamed,
  type OnSlide,
  type Place,
} from './deckPlan';
import { inertOutside } from './inertOutside';
import { printSlides } from './printDeck';
import type { Room, Slide } from './slidePlan';
import { useDeckKeys } from './useDeckKeys';
import { useFullscreen } from './useFullscreen';

export interface DeckProps {
  /** The open study, whose opening and sections become the slides. */
  article: HTMLElement;
  study: string;
  /** The section, or a story's step, to start at ('' for the opening). */
  startAt: string;
  /** Called as each slide appears, so its figures count again and a story shows the step. */
  onSlide: OnSlide;
  /** Leaves present mode; the address then names the section (or step) of the last slide shown. */
  onExit: () => void;
}

/**
 * An open case study as a slide deck: the page's own opening and sections shown one a slide (no
 * second copy), each filling the screen, with a counter and controls, keys for a presenter and a
 * clicker, and everything else inert. Each slide's reveals and counters play as it appears.
 */
export default function PresentDeck({ article, study, startAt, onSlide, onExit }: DeckProps) {
  const controls = useRef<HTMLDivElement>(null);
  const [deck, setDeck] = useState<{ elements: HTMLElement[]; slides: Slide[]; room: Room }>();
  const [index, setIndex] = useState(0);
  const fullscreen = useFullscreen();

  /** What is on screen, which a new plan keeps there; until a slide shows, where it starts. */
  const shown = useRef<Place>(undefined);
  const start = useRef(startAt);

  // Planned on entry, and again once the screen has changed size (full screen, a new window size).
  useLayoutEffect(() => {
    const root = document.documentElement;
    const elements = slideElements(article);
    for (const element of elements) element.setAttribute(SLIDE, '');
    const replan = () => {
      const { room, slides } = plan(elements);
      setDeck({ elements, slides, room });
      setIndex(
        shown.current
          ? slideAt(slides, shown.current)
          : slideNamed(slides, elements, start.current),
      );
    };
    replan();
    let frame = 0;
    const onResize = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(replan);
    };
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('resize', onResize);
      cancelAnimationFrame(frame);
      root.style.removeProperty('--slide-width');
      for (const element of elements) element.removeAttribute(SLIDE);
    };
  }, [article]);

  const slide = deck?.slides[index];
  const total = deck?.slides.length ?? 0;
  const element = slide && deck.elements[slide.source];

  // The slide on screen: its part of the items shown, scaled to fit, everything else inert.
  useLayoutEffect(() => {
    if (!deck || !slide || !element) return;
    element.setAttribute(CURRENT, '');
    const items = itemsOf(element);
    const [from, to] = slide.items ?? [0, items.length];
    items.forEach((item, at) => {
      if (at < from || at >= to) item.setAttribute(HIDDEN, '');
    });
    // A part of a section can be a little taller than planned (an item's own margin): fit it.
    const height = contentOf(element).offsetHeight;
    element.style.setProperty(
      '--slide-scale',
      String(Math.min(slide.scale, deck.room.height / height)),
    );
    const restore = inertOutside([element, controls.current!]);
    return () => {
      restore();
      element.removeAttribute(CURRENT);
      element.style.removeProperty('--slide-scale');
      for (const item of items) item.removeAttribute(HIDDEN);
    };
  }, [deck, slide, element]);

  // A new slide (not the same one planned again): the address names it, focus follows it unless
  // the presenter is using the deck's controls, and its animations play.
  const { id, item } = slide ? placeOf(slide) : { id: undefined, item: 0 };
  const anchor = slide && element ? anchorOf(slide, element) : '';
  const story = slide?.story ?? false;
  const lastSection = useRef<string>(undefined);
  useLayoutEffect(() => {
    if (id === undefined || !element) return;
    const replays = !story || lastSection.current !== id;
    lastSection.current = id;
    shown.current = { id, item };
    showSectionInAddress(anchor);
    if (!controls.current!.contains(document.activeElement)) {
      // Its heading, or the slide itself where a part of a section shows none.
      const heading = element.querySelector<HTMLElement>('h1, h2');
      focusHeading(heading?.offsetParent ? heading : element);
    }
    if (replays) replayReveals();
    onSlide({ id, item }, replays);
  }, [id, item, anchor, story, element, onSlide]);

  useEffect(() => () => onSlide(null), [onSlide]);

  // The browser's Print, from the deck's button or its own key, prints the deck: every slide.
  useEffect(() => {
    if (!deck) return;
    let restore: (() => void) | undefined;
    const before = () => {
      restore?.();
      restore = printSlides(deck.elements);
    };
    const after = () => {
      restore?.();
      restore = undefined;
    };
    addEventListener('beforeprint', before);
    addEventListener('afterprint', after);
    return () => {
      removeEventListener('beforeprint', before);
      removeEventListener('afterprint', after);
      after();
    };
  }, [deck]);

  useDeckKeys((command) =>
    command === 'exit' ? onExit() : setIndex((at) => slideAfter(at, total, command)),
  );

  // Fixed over the page, like the slide: both outside the flow of the study they sit in.
  return (
    <>
      <DeckPageLayout />
      <StyledBackdrop />
      <StyledControls ref={controls} role="region" aria-label={copy.deck(study)}>
        <StyledHint>{copy.keys}</StyledHint>
        <StyledGroup>
          <StyledControl
            type="button"
            onClick={() => setIndex((at) => slideAfter(at, total, 'previous'))}
            aria-disabled={index === 0}
          >
            <span aria-hidden>{copy.previousMark}</span>
            <span className="visually-hidden">{copy.previous}</span>
          </StyledControl>
          <StyledCounter role="status">
            <span aria-hidden>{copy.counter(index + 1, total)}</span>
            <span className="visually-hidden">{copy.counterLabel(index + 1, total)}</span>
          </StyledCounter>
          <StyledControl
            type="button"
            onClick={() => setIndex((at) => slideAfter(at, total, 'next'))}
            aria-disabled={index === total - 1}
          >
            <span aria-hidden>{copy.nextMark}</span>
            <span className="visually-hidden">{copy.next}</span>
          </StyledControl>
        </StyledGroup>
        <StyledGroup>
          <StyledPrint type="button" onClick={() => print()}>
            {copy.print}
          </StyledPrint>
          {fullscreen.available && (
            <StyledFullscreen type="button" onClick={fullscreen.toggle}>
              {fullscreen.on ? copy.leaveFullscreen : copy.fullscreen}
            </StyledFullscreen>
          )}
          <StyledControl type="button" onClick={onExit}>
            {copy.exit}
          </StyledControl>
        </StyledGroup>
      </StyledControls>
    </>
  );
}

// The canvas behind every slide, over the page.
const StyledBackdrop = styled('div', {
  position: 'fixed',
  inset: 0,
  zIndex: '$deck',
  backgroundColor: '$canvas',
});

/** The deck's controls, in a slim bar along the bottom of the screen. */
const StyledControls = styled('div', controlBar, {
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: '$deckControls',
  height: CONTROLS_HEIGHT,
  paddingInline: '$3',
  borderTop: '1px solid $hairline',
  backgroundColor: '$headerScrolled',
  fontSize: '$3',
  '@md': { gap: '$4', paddingInline: '$5' },
});

// The keys are for a laptop's keyboard; a smaller screen's bar needs the room for its controls.
const StyledHint = styled('p', {
  display: 'none',
  flex: 1,
  color: '$textMuted',
  fontSize: '$2',
  '@lg': { display: 'block' },
});

const StyledGroup = styled('div', {
  display: 'flex',
  alignItems: 'center',
  gap: '$2',
  '&:last-child': { flex: 1, justifyContent: 'flex-end' },
});

const StyledCounter = styled('p', {
  minWidth: '4em',
  '@md': { minWidth: '5.5em' },
  textAlign: 'center',
  fontWeight: 600,
  fontVariantNumeric: 'tabular-nums',
});

const StyledControl = styled('button', controlStyle, { fontSize: '$3', whiteSpace: 'nowrap' });

/** Printing the slides: from a laptop's keyboard and room (a phone's bar has neither). */
const StyledPrint = styled(StyledControl, { display: 'none', '@md': { display: 'inline-block' } });

/** Full screen, where the smallest phones have no room for it beside the slide controls. */
const StyledFullscreen = styled(StyledControl, { '@narrow': { display: 'none' } });

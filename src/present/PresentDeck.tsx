import { useEffect, useEffectEvent, useLayoutEffect, useRef, useState } from 'react';
import { focusHeading } from '../components/focusMainHeading';
import { layoutTop, showSectionInAddress } from '../components/sectionAddress';
import { presentMode as copy } from '../content/presentMode';
import { replayReveals } from '../motion/revealObserver';
import { SLIDE_ITEMS_ATTRIBUTE } from '../sections/slideItems';
import { styled } from '../styles/stitches.config';
import { inertOutside } from './inertOutside';
import { controlStyle } from './controlStyle';
import { commandForKey, isDeckKey, slideAfter } from './deckKeys';
import { planSlides, type Measure, type Room, type Row, type Slide } from './slidePlan';

export interface DeckProps {
  /** The open study, whose opening and sections become the slides. */
  article: HTMLElement;
  study: string;
  /** The section to start at ('' for the opening). */
  startAt: string;
  /** Called as each slide appears, so its figures count again. */
  onSlide: () => void;
  /** Leaves present mode; the address then names the section of the last slide shown. */
  onExit: () => void;
}

const SLIDE = 'data-slide';
const CURRENT = 'data-slide-current';
const MEASURING = 'data-slide-measuring';
const HIDDEN = 'data-slide-hidden';

/** Slides are laid out at up to a laptop's width, then scaled to the screen. */
const LAYOUT_WIDTH = 1280;

/** The study's opening, then each of its sections. */
const slideElements = (article: HTMLElement) => [
  ...article.querySelectorAll<HTMLElement>(':scope > :is(header, section)'),
];

const contentOf = (slide: HTMLElement) => slide.firstElementChild as HTMLElement;
const sectionId = (slide: HTMLElement) => (slide.tagName === 'SECTION' ? slide.id : '');

/** A section's items, which a slide too tall for the screen shows a few rows at a time. */
const itemsOf = (slide: HTMLElement) =>
  [...(slide.querySelector(`[${SLIDE_ITEMS_ATTRIBUTE}]`)?.children ?? [])] as HTMLElement[];

function rowsOf(slide: HTMLElement): Row[] | undefined {
  const top = layoutTop(contentOf(slide));
  const rows: Row[] = [];
  for (const item of itemsOf(slide)) {
    const itemTop = layoutTop(item) - top;
    const bottom = itemTop + item.offsetHeight;
    const row = rows.at(-1);
    if (row && itemTop < row.bottom) {
      row.items += 1;
      row.bottom = Math.max(row.bottom, bottom);
    } else rows.push({ top: itemTop, bottom, items: 1 });
  }
  return rows.length > 1 ? rows : undefined;
}

/** Lays every slide out at once, out of sight, and reads what the plan needs in one pass. */
function measure(slides: HTMLElement[]) {
  for (const slide of slides) slide.setAttribute(MEASURING, '');
  const measures: Measure[] = slides.map((slide) => ({
    id: sectionId(slide),
    height: contentOf(slide).offsetHeight,
    rows: rowsOf(slide),
  }));
  const { paddingTop, paddingBottom } = getComputedStyle(slides[0]!);
  for (const slide of slides) slide.removeAttribute(MEASURING);
  return { measures, padding: parseFloat(paddingTop) + parseFloat(paddingBottom) };
}

/** Plans the deck for the screen as it is: the room a slide has is what its padding leaves. */
function plan(slides: HTMLElement[]) {
  const root = document.documentElement;
  const layoutWidth = Math.min(root.clientWidth, LAYOUT_WIDTH);
  root.style.setProperty('--slide-width', `${layoutWidth}px`);
  const { measures, padding } = measure(slides);
  const room = { width: root.clientWidth, layoutWidth, height: root.clientHeight - padding };
  return { room, slides: planSlides(measures, room) };
}

/** Where a slide starts: its section, and the first of its items. */
interface Place {
  id: string;
  item: number;
}

const placeOf = (slide: Slide): Place => ({ id: slide.id, item: slide.items?.[0] ?? 0 });

/** The slide showing a place in a new plan: the part of its section holding that item. */
const slideAt = (slides: Slide[], { id, item }: Place) =>
  Math.max(
    slides.findIndex(
      (slide) =>
        slide.id === id && (!slide.items || (item >= slide.items[0] && item < slide.items[1])),
    ),
    slides.findIndex((slide) => slide.id === id),
    0,
  );

/**
 * An open case study as a slide deck: the page's own opening and sections shown one a slide (no
 * second copy), each filling the screen, with a counter and controls, keys for a presenter and a
 * clicker, and everything else inert. Each slide's reveals and counters play as it appears.
 */
export default function PresentDeck({ article, study, startAt, onSlide, onExit }: DeckProps) {
  const controls = useRef<HTMLDivElement>(null);
  const [deck, setDeck] = useState<{ elements: HTMLElement[]; slides: Slide[]; room: Room }>();
  const [index, setIndex] = useState(0);
  const [fullscreen, setFullscreen] = useState(false);

  /** What is on screen, which a new plan keeps there; where the deck starts is read once. */
  const shown = useRef<Place>({ id: startAt, item: 0 });

  // Planned on entry, and again once the screen has changed size (full screen, a new window size).
  useLayoutEffect(() => {
    const root = document.documentElement;
    const elements = slideElements(article);
    for (const element of elements) element.setAttribute(SLIDE, '');
    const replan = () => {
      const { room, slides } = plan(elements);
      setDeck({ elements, slides, room });
      setIndex(slideAt(slides, shown.current));
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
      if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
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
  useLayoutEffect(() => {
    if (id === undefined || !element) return;
    shown.current = { id, item };
    showSectionInAddress(id);
    if (!controls.current!.contains(document.activeElement)) {
      // Its heading, or the slide itself where a part of a section shows none.
      const heading = element.querySelector<HTMLElement>('h1, h2');
      focusHeading(heading?.offsetParent ? heading : element);
    }
    replayReveals();
    onSlide();
  }, [id, item, element, onSlide]);

  // Reads the latest slide count and exit handler, so the listener is added once.
  const onKey = useEffectEvent((event: KeyboardEvent) => {
    const command = isDeckKey(event) && commandForKey(event.key);
    if (!command) return;
    // Space moves on even from a focused control, as a clicker expects; Enter presses it.
    event.preventDefault();
    if (command === 'exit') onExit();
    else setIndex((at) => slideAfter(at, total, command));
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKey(event);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, []);

  useEffect(() => {
    const onChange = () => setFullscreen(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  const toggleFullscreen = () =>
    void (
      document.fullscreenElement
        ? document.exitFullscreen()
        : document.documentElement.requestFullscreen()
    ).catch(() => undefined);

  // Fixed over the page, like the slide: both outside the flow of the study they sit in.
  return (
    <>
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
          {document.fullscreenEnabled && (
            <StyledControl type="button" onClick={toggleFullscreen}>
              {fullscreen ? copy.leaveFullscreen : copy.fullscreen}
            </StyledControl>
          )}
          <StyledControl type="button" onClick={onExit}>
            {copy.exit}
          </StyledControl>
        </StyledGroup>
      </StyledControls>
    </>
  );
}

const CONTROLS_HEIGHT = '$space$8';

// The canvas behind every slide, over the page.
const StyledBackdrop = styled('div', {
  position: 'fixed',
  inset: 0,
  zIndex: '$deck',
  backgroundColor: '$canvas',
});

/**
 * The controls, there only while presenting, also carry the deck's layout of the page: no
 * scrollbar, the slide on screen fixed over everything, the other slides out of the way.
 */
const StyledControls = styled('div', {
  'html:has(&)': { overflow: 'hidden' },
  [`body:has(&) [${SLIDE}]:not([${CURRENT}], [${MEASURING}])`]: { display: 'none' },
  [`body:has(&) :is([${CURRENT}], [${MEASURING}])`]: {
    position: 'fixed',
    inset: 0,
    zIndex: '$slide',
    display: 'flex',
    flexDirection: 'column',
    justifyContent: 'center',
    alignItems: 'center',
    margin: 0,
    padding: `$6 0 calc(${CONTROLS_HEIGHT} + $space$5)`,
    overflow: 'hidden',
    '& > *': {
      flex: 'none',
      width: 'var(--slide-width)',
      maxWidth: 'none',
      margin: 0,
      // Centred on the slide, whatever room the page keeps beside it for the navigator's rail.
      paddingInline: '$5',
      '@md': { paddingInline: '$7' },
      transform: 'scale(var(--slide-scale, 1))',
    },
  },
  [`body:has(&) [${MEASURING}]`]: { visibility: 'hidden' },
  // Measuring, every item shows: the plan needs the whole section.
  [`body:has(&) [${CURRENT}]:not([${MEASURING}]) [${HIDDEN}]`]: { display: 'none !important' },
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: '$deckControls',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '$4',
  height: CONTROLS_HEIGHT,
  paddingInline: '$5',
  borderTop: '1px solid $hairline',
  backgroundColor: '$headerScrolled',
  fontSize: '$3',
});

const StyledHint = styled('p', {
  flex: 1,
  color: '$textMuted',
  fontSize: '$2',
  '@narrow': { display: 'none' },
});

const StyledGroup = styled('div', {
  display: 'flex',
  alignItems: 'center',
  gap: '$2',
  '&:last-child': { flex: 1, justifyContent: 'flex-end' },
});

const StyledCounter = styled('p', {
  minWidth: '5.5em',
  textAlign: 'center',
  fontWeight: 600,
  fontVariantNumeric: 'tabular-nums',
});

const StyledControl = styled('button', controlStyle, { fontSize: '$3' });

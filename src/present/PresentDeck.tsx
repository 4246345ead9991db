import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { focusHeading } from '../components/focusMainHeading';
import { layoutTop } from '../components/openAtSection';
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
/** Space kept above a slide's content; below it sit the deck's controls. */
const TOP_SPACE = 32;

/** The study's opening, then each of its sections. */
const slideElements = (article: HTMLElement) => [
  ...article.querySelectorAll<HTMLElement>(':scope > header, :scope > div > section'),
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
function measure(slides: HTMLElement[]): Measure[] {
  for (const slide of slides) slide.setAttribute(MEASURING, '');
  const measures = slides.map((slide) => ({
    id: sectionId(slide),
    height: contentOf(slide).offsetHeight,
    rows: rowsOf(slide),
  }));
  for (const slide of slides) slide.removeAttribute(MEASURING);
  return measures;
}

function plan(slides: HTMLElement[], controls: HTMLElement) {
  const root = document.documentElement;
  const layoutWidth = Math.min(root.clientWidth, LAYOUT_WIDTH);
  root.style.setProperty('--slide-width', `${layoutWidth}px`);
  const room = {
    width: root.clientWidth,
    layoutWidth,
    height: root.clientHeight - TOP_SPACE - controls.offsetHeight,
  };
  return { room, slides: planSlides(measure(slides), room) };
}

const firstSlideOf = (slides: Slide[], id: string) =>
  Math.max(
    slides.findIndex((slide) => slide.id === id),
    0,
  );

/** The address of a slide's section, so a reload or a shared link opens there. */
function showInAddress(id: string) {
  const { pathname, search } = window.location;
  window.history.replaceState(window.history.state, '', `${pathname}${search}${id && `#${id}`}`);
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
  const [fullscreen, setFullscreen] = useState(false);

  /** The section on screen, which a new plan keeps there; where the deck starts is read once. */
  const shownId = useRef(startAt);

  // Planned on entry, and again when the screen changes size.
  useLayoutEffect(() => {
    const root = document.documentElement;
    const elements = slideElements(article);
    for (const element of elements) element.setAttribute(SLIDE, '');
    const replan = () => {
      const { room, slides } = plan(elements, controls.current!);
      setDeck({ elements, slides, room });
      setIndex(firstSlideOf(slides, shownId.current));
    };
    replan();
    window.addEventListener('resize', replan);
    return () => {
      window.removeEventListener('resize', replan);
      root.style.removeProperty('--slide-width');
      for (const element of elements) element.removeAttribute(SLIDE);
    };
  }, [article]);

  const slide = deck?.slides[index];
  const total = deck?.slides.length ?? 0;

  // The slide on screen: scaled, its part of the items shown, everything else inert.
  useLayoutEffect(() => {
    if (!deck || !slide) return;
    const element = deck.elements[slide.source]!;
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
    shownId.current = slide.id;
    showInAddress(slide.id);
    // Focus follows the slide unless the presenter is using the deck's own controls.
    if (!controls.current!.contains(document.activeElement)) {
      // Its heading, or the slide itself where a part of a section shows none.
      const heading = element.querySelector<HTMLElement>('h1, h2');
      focusHeading(heading?.offsetParent ? heading : element);
    }
    replayReveals();
    onSlide();
    return () => {
      restore();
      element.removeAttribute(CURRENT);
      element.style.removeProperty('--slide-scale');
      for (const item of items) item.removeAttribute(HIDDEN);
    };
  }, [deck, slide, onSlide]);

  const leave = () => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    onExit();
  };

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const command = isDeckKey(event) && commandForKey(event.key);
      if (!command) return;
      // A focused control answers Space itself.
      if (event.key === ' ' && (event.target as HTMLElement).closest('button, a')) return;
      event.preventDefault();
      if (command === 'exit') leave();
      else setIndex((shown) => slideAfter(shown, total, command));
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  });

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
            onClick={() => setIndex((shown) => slideAfter(shown, total, 'previous'))}
            disabled={index === 0}
          >
            <span aria-hidden>←</span>
            <span className="visually-hidden">{copy.previous}</span>
          </StyledControl>
          <StyledCounter role="status">
            <span aria-hidden>{copy.counter(index + 1, total)}</span>
            <span className="visually-hidden">{copy.counterLabel(index + 1, total)}</span>
          </StyledCounter>
          <StyledControl
            type="button"
            onClick={() => setIndex((shown) => slideAfter(shown, total, 'next'))}
            disabled={index === total - 1}
          >
            <span aria-hidden>→</span>
            <span className="visually-hidden">{copy.next}</span>
          </StyledControl>
        </StyledGroup>
        <StyledGroup>
          {document.fullscreenEnabled && (
            <StyledControl type="button" onClick={toggleFullscreen}>
              {fullscreen ? copy.leaveFullscreen : copy.fullscreen}
            </StyledControl>
          )}
          <StyledControl type="button" onClick={leave}>
            {copy.exit}
          </StyledControl>
        </StyledGroup>
      </StyledControls>
    </>
  );
}

const CONTROLS_HEIGHT = '64px';

// The canvas behind every slide, over the page.
const StyledBackdrop = styled('div', {
  position: 'fixed',
  inset: 0,
  zIndex: '$skip',
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
    zIndex: 'calc($skip + 1)',
    display: 'flex',
    flexDirection: 'column',
    justifyContent: 'center',
    alignItems: 'center',
    margin: 0,
    padding: `${TOP_SPACE}px 0 ${CONTROLS_HEIGHT}`,
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
  [`body:has(&) [${HIDDEN}]`]: { display: 'none !important' },
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: 'calc($skip + 2)',
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

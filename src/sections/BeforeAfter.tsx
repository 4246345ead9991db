import { useRef, useState, type CSSProperties, type KeyboardEvent, type PointerEvent } from 'react';
import { SiteImage } from '../components/SiteImage';
import { compare } from '../content/compare';
import type { CompareSection } from '../content/types';
import { REDUCED_MOTION_ATTRIBUTE } from '../motion/cssMotion';
import { labelText, panel, screenOnly } from '../styles/fragments';
import { styled } from '../styles/stitches.config';
import { figureSlot } from '../styles/slots/figure';

/** Where the handle starts, in percent of the width from the left. */
const START = 50;
/** How far an arrow key moves the handle, and Page Up or Page Down. */
const STEP = 5;
const PAGE_STEP = 25;
/** How far a pointer travels before a press becomes a drag (a shorter press is a click). */
const DRAG_SLOP = 4;

export type BeforeAfterProps = Pick<CompareSection, 'comparing' | 'before' | 'after' | 'caption'>;

const clamp = (value: number) => Math.min(100, Math.max(0, value));

/**
 * Before and after, laid over each other: the handle (dragged, or moved with the arrow keys, Home
 * and End) shows the "before" picture to its left and the "after" one to its right. A click on
 * either picture opens it larger, as any picture of a study. On paper and with reduced motion the
 * two stand side by side, each under its label.
 */
export default function BeforeAfter({ comparing, before, after, caption }: BeforeAfterProps) {
  const [split, setSplit] = useState(START);
  const stage = useRef<HTMLDivElement>(null);
  const press = useRef<{ x: number; dragging: boolean }>(undefined);

  const moveTo = (clientX: number) => {
    const box = stage.current!.getBoundingClientRect();
    setSplit(clamp(((clientX - box.left) / box.width) * 100));
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>, dragging = false) => {
    if (event.button !== 0) return;
    press.current = { x: event.clientX, dragging };
    if (dragging) {
      event.currentTarget.setPointerCapture(event.pointerId);
      moveTo(event.clientX);
    }
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const pressed = press.current;
    if (!pressed) return;
    if (!pressed.dragging && Math.abs(event.clientX - pressed.x) < DRAG_SLOP) return;
    if (!pressed.dragging) {
      pressed.dragging = true;
      // Held from here on, so the press ends as a drag, not as a click that opens a picture.
      stage.current!.setPointerCapture(event.pointerId);
    }
    moveTo(event.clientX);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowLeft: split - STEP,
      ArrowDown: split - STEP,
      ArrowRight: split + STEP,
      ArrowUp: split + STEP,
      PageDown: split - PAGE_STEP,
      PageUp: split + PAGE_STEP,
      Home: 0,
      End: 100,
    };
    const to = moves[event.key];
    if (to === undefined) return;
    // Taken here: the deck's keys in Present mode leave it alone.
    event.preventDefault();
    setSplit(clamp(to));
  };
  const shown = Math.round(split);

  return (
    <>
      <StyledFigure>
        <StyledStage
          ref={stage}
          style={{ '--split': `${split}%` } as CSSProperties}
          onPointerDown={(event) => onPointerDown(event)}
          onPointerMove={onPointerMove}
          onPointerUp={() => (press.current = undefined)}
          onPointerCancel={() => (press.current = undefined)}
          // A press across a picture moves the handle: the browser must not drag the image away.
          onDragStart={(event) => event.preventDefault()}
        >
          {[before, after].map((side, index) => (
            <StyledSide key={side.label} data-side={index === 0 ? 'before' : 'after'}>
              <SiteImage image={side.image} slot={figureSlot} />
              <StyledLabel data-label>{side.label}</StyledLabel>
            </StyledSide>
          ))}
          <StyledHandle
            role="slider"
            tabIndex={0}
            aria-label={compare.handle(comparing)}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={shown}
            aria-valuetext={compare.position(before.label, after.label, shown)}
            onKeyDown={onKeyDown}
            onPointerDown={(event) => {
              event.stopPropagation();
              onPointerDown(event, true);
            }}
            onPointerMove={onPointerMove}
            onPointerUp={() => (press.current = undefined)}
          >
            <StyledGrip aria-hidden>
              <svg viewBox="0 0 16 16" width="16" height="16">
                <path d="M6 4 2 8l4 4M10 4l4 4-4 4" />
              </svg>
            </StyledGrip>
          </StyledHandle>
        </StyledStage>
        <StyledCaption>{caption}</StyledCaption>
      </StyledFigure>
    </>
  );
}

/** Side by side: on paper, and on screen with reduced motion (the visitor's, or the tuner's). */
const sideBySide = {
  gridTemplateAreas: '"before after"',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
  gap: '$3',
  cursor: 'auto',
  '& > [data-side="before"]': { gridArea: 'before' },
  '& > [data-side="after"]': { gridArea: 'after', clipPath: 'none' },
  '& [role="slider"]': { display: 'none' },
  '& [data-label]': { position: 'static', marginTop: '$2' },
};

const StyledFigure = styled('figure', { display: 'grid', gap: '$4' });

const StyledStage = styled('div', panel, {
  position: 'relative',
  display: 'grid',
  gridTemplateAreas: '"stage"',
  padding: '$2',
  boxShadow: '$card',
  // Vertical swipes still scroll the page; sideways ones move the handle.
  touchAction: 'pan-y',
  userSelect: 'none',
  '@md': { padding: '$3' },
  '& img': { borderRadius: '$2', backgroundColor: '$surfaceSunken' },
  // The "after" picture shows right of the handle only.
  '& > [data-side="after"]': { clipPath: 'inset(0 0 0 var(--split))' },
  '@print': sideBySide,
  '@media (prefers-reduced-motion: reduce)': sideBySide,
  ...(__MOTION_TUNER__ && { [`:root[${REDUCED_MOTION_ATTRIBUTE}] &`]: sideBySide }),
});

const StyledSide = styled('div', { position: 'relative', gridArea: 'stage' });

const StyledLabel = styled('span', labelText, {
  position: 'absolute',
  top: '$3',
  left: '$3',
  padding: '$1 $2',
  borderRadius: '$1',
  backgroundColor: '$surface',
  color: '$text',
  pointerEvents: 'none',
  '[data-side="after"] > &': { left: 'auto', right: '$3' },
});

const StyledHandle = styled('div', screenOnly, {
  position: 'absolute',
  insetBlock: '$2',
  left: 'calc(var(--split) - 22px)',
  width: '44px',
  display: 'grid',
  placeItems: 'center',
  cursor: 'ew-resize',
  touchAction: 'none',
  '&::before': {
    content: '""',
    position: 'absolute',
    insetBlock: 0,
    left: '21px',
    width: '2px',
    backgroundColor: '$surface',
    boxShadow: '0 0 0 1px $colors$hairline',
  },
  '&:focus-visible': { outline: 'none' },
  '@md': { insetBlock: '$3' },
});

const StyledGrip = styled('span', {
  position: 'relative',
  display: 'grid',
  placeItems: 'center',
  width: '36px',
  height: '36px',
  borderRadius: '$pill',
  backgroundColor: '$surface',
  color: '$text',
  boxShadow: '$card',
  '& svg': { fill: 'none', stroke: 'currentColor', strokeWidth: 1.5, strokeLinecap: 'round' },
  [`${StyledHandle}:focus-visible &`]: { outline: '2px solid $focus', outlineOffset: '2px' },
});

const StyledCaption = styled('figcaption', {
  maxWidth: '$measure',
  fontSize: '$3',
  color: '$textMuted',
  textWrap: 'pretty',
});

import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useMotionTokens } from '../motion/MotionTokensContext';
import { milliseconds } from '../motion/tokens';
import { styled } from '../styles/stitches.config';
import { useLayer } from '../layers/useLayer';

type Note = (typeof import('./InfoTooltipNote'))['default'];
const loadNote = () => import('./InfoTooltipNote').then((module) => module.default);

/**
 * A term with an explanation: opens on hover (a pointer moved onto it, after the open delay) and
 * on keyboard focus; closes on pointer leave, blur, a click or Escape. A press on a closed one
 * opens it, so a tap (a touch screen has no hover) and a screen reader's activation show it too.
 * The explanation is the button's description from the first paint, heard wherever a screen
 * reader meets it.
 *
 * The term is always this button, so it keeps focus and its state. What draws the note (Radix
 * Tooltip, with the Radix primitives it shares with the Projects menu) loads on the reader's first
 * reach for the term, so opening a study does not wait for it, and shows the note as this asks.
 */
export function InfoTooltip({ content, children }: { content: string; children: ReactNode }) {
  const description = useId();
  const { tooltip } = useMotionTokens();
  const [Note, setNote] = useState<Note | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [pressed, setPressed] = useState(false);
  // Closed by the reader (Escape, a click, a press outside) until they reach for it again.
  const [dismissed, setDismissed] = useState(false);
  const reaching = hovered || focused || pressed;
  const open = reaching && !dismissed;
  // A pointer's press changes the note before its click: a tap focuses, which opens it. A click
  // from a pointer goes by how the note was as the press began.
  const openAtPress = useRef(false);
  const hoverTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(hoverTimer.current), []);

  // A layer while its note shows: Escape closes it.
  useLayer(useId(), open && Note !== null, { modal: false }, { close: () => setDismissed(true) });

  const reach = (set: (value: boolean) => void) => {
    set(true);
    setDismissed(false);
  };

  useEffect(() => {
    if (!reaching || Note) return;
    let current = true;
    void loadNote().then(
      (note) => current && setNote(() => note),
      // The term stays as it is, its explanation still its description; a next reach tries again.
      () => current && setPressed(false),
    );
    return () => void (current = false);
  }, [reaching, Note]);

  return (
    <>
      <StyledTrigger
        type="button"
        aria-describedby={description}
        // A pointer moved onto the term reaches for it; the page moving under a still pointer
        // (a slide drawn where it rests after pressing Present, a scroll) does not.
        onPointerMove={(event) => {
          if (event.pointerType !== 'mouse' || hovered || hoverTimer.current !== undefined) return;
          hoverTimer.current = window.setTimeout(() => {
            hoverTimer.current = undefined;
            reach(setHovered);
          }, milliseconds(tooltip.openDelay));
        }}
        onPointerLeave={(event) => {
          if (event.pointerType !== 'mouse') return;
          window.clearTimeout(hoverTimer.current);
          hoverTimer.current = undefined;
          setHovered(false);
        }}
        onFocus={() => reach(setFocused)}
        onBlur={() => {
          setFocused(false);
          setPressed(false);
        }}
        onPointerDown={() => {
          openAtPress.current = open;
        }}
        onClick={(event) => {
          const wasOpen = event.detail > 0 ? openAtPress.current : open;
          if (wasOpen) {
            setDismissed(true);
            setPressed(false);
          } else reach(setPressed);
        }}
      >
        {children}
        {Note && <Note content={content} open={open} onDismiss={() => setDismissed(true)} />}
      </StyledTrigger>
      {/* Hidden from the reading order; a description may come from hidden text. */}
      <span id={description} hidden>
        {content}
      </span>
    </>
  );
}

const StyledTrigger = styled('button', {
  padding: 0,
  border: 0,
  background: 'none',
  font: 'inherit',
  fontWeight: 600,
  color: 'inherit',
  cursor: 'help',
  // The dotted line is the only sign a name holds a note.
  textDecoration: 'underline',
  textDecorationStyle: 'dotted',
  textDecorationThickness: '1.5px',
  textUnderlineOffset: '4px',
  // On paper the note cannot open, so nothing marks it.
  '@print': { textDecoration: 'none' },
  // The note's anchor covers the term.
  position: 'relative',
});

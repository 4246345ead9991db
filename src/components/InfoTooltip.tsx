import * as Tooltip from '@radix-ui/react-tooltip';
import { useId, useRef, useState, type ReactNode } from 'react';
import { cssAnimation, distance } from '../motion/cssMotion';
import { useLayer } from './layer';
import { keyframes, styled } from '../styles/stitches.config';

/**
 * A term with an explanation: opens at once on hover or keyboard focus; closes on pointer leave,
 * blur, click or Escape (Radix Tooltip behaviour). A press on a closed one opens it, so a tap
 * (a touch screen has no hover) and a screen reader's activation show it too; and the explanation
 * is the button's description, heard with it wherever a screen reader meets it.
 */
export function InfoTooltip({ content, children }: { content: string; children: ReactNode }) {
  const layer = useLayer();
  const [open, setOpen] = useState(false);
  // A pointer's press changes the note before its click: Radix closes it on pointer down, and a tap
  // focuses, which opens it. A click from a pointer goes by how the note was as the press began.
  const openAtPress = useRef(false);
  const description = useId();
  return (
    <Tooltip.Root open={open} onOpenChange={setOpen}>
      <StyledTrigger
        type="button"
        aria-describedby={description}
        onPointerDown={() => {
          openAtPress.current = open;
        }}
        onClick={(event) => {
          const wasOpen = event.detail > 0 ? openAtPress.current : open;
          if (wasOpen) return;
          // Instead of Radix's close on a press: nothing was open to close.
          event.preventDefault();
          setOpen(true);
        }}
      >
        {children}
      </StyledTrigger>
      {/* Hidden from the reading order; a description may come from hidden text. */}
      <span id={description} hidden>
        {content}
      </span>
      <Tooltip.Portal container={layer}>
        <StyledContent side="bottom" sideOffset={8} collisionPadding={12}>
          {content}
          <StyledArrow width={12} height={6} />
        </StyledContent>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}

const tooltipIn = keyframes({
  from: { opacity: 0, transform: `translateY(${distance('tooltip', 'distance', -1)})` },
  to: { opacity: 1, transform: 'none' },
});

const StyledTrigger = styled(Tooltip.Trigger, {
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
});

const StyledContent = styled(Tooltip.Content, {
  zIndex: '$menu',
  maxWidth: 'min(320px, calc(100vw - 24px))',
  padding: '$3 $4',
  borderRadius: '$2',
  backgroundColor: '$text',
  color: '$canvas',
  fontSize: '$3',
  lineHeight: 1.5,
  boxShadow: '$menu',
  // Only while open, as the menu's: closing then drops the animation, and Radix unmounts at once.
  // Kept on, a closing note waited for an animation that reduced motion (0s) never restarts.
  '&:not([data-state="closed"])': { animation: cssAnimation(`${tooltipIn}`, 'tooltip') },
});

const StyledArrow = styled(Tooltip.Arrow, { fill: '$text' });

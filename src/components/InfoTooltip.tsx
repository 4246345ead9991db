import * as Tooltip from '@radix-ui/react-tooltip';
import type { ReactNode } from 'react';
import { cssAnimation, distance } from '../motion/cssMotion';
import { useLayer } from './layer';
import { keyframes, styled } from '../styles/stitches.config';

/**
 * A term with an explanation: opens at once on hover or keyboard focus; closes on pointer leave,
 * blur, click or Escape (Radix Tooltip behaviour).
 */
export function InfoTooltip({ content, children }: { content: string; children: ReactNode }) {
  const layer = useLayer();
  return (
    <Tooltip.Root>
      <StyledTrigger type="button">{children}</StyledTrigger>
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

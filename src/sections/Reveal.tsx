import type { ComponentProps } from 'react';
import { inTurn, revealBlock } from '../motion/revealStyles';
import { useRevealPhase } from '../motion/useRevealPhase';
import { styled } from '../styles/stitches.config';

interface Props extends ComponentProps<'div'> {
  /** Position among siblings; each step delays the reveal by one stagger. */
  order?: number;
}

/**
 * Fades and lifts its content in when scrolled into view. Prerendered visible; only content
 * below the fold at hydration is hidden first, so nothing already seen ever blinks.
 */
export function Reveal({ order = 0, style, ...props }: Props) {
  const ref = useRevealPhase<HTMLDivElement>();
  return (
    <StyledReveal ref={ref} style={order ? { ...inTurn(order), ...style } : style} {...props} />
  );
}

const StyledReveal = styled('div', revealBlock);

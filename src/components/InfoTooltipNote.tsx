import * as Tooltip from '@radix-ui/react-tooltip';
import { cssAnimation, distance } from '../motion/cssMotion';
import { useLayerElement } from '../layers/layerElement';
import { keyframes, styled } from '../styles/stitches.config';

interface Props {
  content: string;
  /** Whether the note shows: its term decides (see InfoTooltip). */
  open: boolean;
  /** A press outside the note closed it. */
  onDismiss: () => void;
}

/**
 * The note of an InfoTooltip, drawn by Radix Tooltip inside its term: placed by the term's box (an
 * anchor over it, which takes no pointer events, so the term itself answers the reader) and shown
 * when the term says.
 */
export default function InfoTooltipNote({ content, open, onDismiss }: Props) {
  const layer = useLayerElement();
  return (
    <Tooltip.Provider>
      <Tooltip.Root open={open} onOpenChange={(next) => next || onDismiss()}>
        <Tooltip.Trigger asChild>
          <StyledAnchor />
        </Tooltip.Trigger>
        <Tooltip.Portal container={layer}>
          <StyledContent
            side="bottom"
            sideOffset={8}
            collisionPadding={12}
            // Escape is the layer stack's.
            onEscapeKeyDown={(event) => event.preventDefault()}
          >
            {content}
            <StyledArrow width={12} height={6} />
          </StyledContent>
        </Tooltip.Portal>
      </Tooltip.Root>
    </Tooltip.Provider>
  );
}

const tooltipIn = keyframes({
  from: { opacity: 0, transform: `translateY(${distance('tooltip', 'distance', -1)})` },
  to: { opacity: 1, transform: 'none' },
});

const StyledAnchor = styled('span', { position: 'absolute', inset: 0, pointerEvents: 'none' });

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

import { useId, useRef } from 'react';
import { useLayerElement } from '../../layers/layerElement';
import { presenter as copy } from '../../content/presenter';
import { useLayer } from '../../layers/useLayer';
import { panel } from '../../styles/fragments';
import { styled } from '../../styles/stitches.config';
import { controlStyle } from '../present/controlStyle';
import { CONTROLS_HEIGHT } from '../present/slideStyle';

interface Props {
  notes: string | undefined;
  onClose: () => void;
}

/**
 * The speaker's notes inside the deck's own window, where the browser would not open the
 * presenter's, saying why: a panel beside the slide, above the deck's controls, that follows the
 * slides.
 */
export function NotesDrawer({ notes, onClose }: Props) {
  // A layer over the deck: Escape closes it (the next leaves the deck), focus going back to the
  // deck from inside it.
  const deck = useLayerElement();
  const drawer = useRef<HTMLElement>(null);
  useLayer(
    useId(),
    true,
    { modal: false },
    {
      close: onClose,
      element: () => drawer.current,
      opener: () => deck,
    },
  );
  return (
    <StyledDrawer ref={drawer} role="complementary" aria-label={copy.drawer}>
      <StyledBlocked role="status">{copy.blocked}</StyledBlocked>
      <StyledNotes>{notes ?? copy.noNotes}</StyledNotes>
      <StyledClose type="button" onClick={onClose}>
        {copy.closeDrawer}
      </StyledClose>
    </StyledDrawer>
  );
}

const StyledDrawer = styled('aside', panel, {
  position: 'fixed',
  right: '$3',
  bottom: `calc(${CONTROLS_HEIGHT} + $space$3)`,
  zIndex: '$deckControls',
  display: 'grid',
  gap: '$4',
  width: 'min(380px, calc(100vw - 2 * $space$3))',
  maxHeight: `calc(100vh - ${CONTROLS_HEIGHT} - 2 * $space$3)`,
  overflowY: 'auto',
  padding: '$5',
  boxShadow: '$menu',
});

const StyledBlocked = styled('p', { color: '$textMuted', fontSize: '$2' });

const StyledNotes = styled('p', { fontSize: '$4', lineHeight: 1.6, whiteSpace: 'pre-line' });

const StyledClose = styled('button', controlStyle, { justifySelf: 'end', fontSize: '$3' });

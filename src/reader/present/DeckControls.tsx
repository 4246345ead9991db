import { presentMode as copy } from '../../content/presentMode';
import { presenter } from '../../content/presenter';
import { controlBar } from '../../styles/fragments';
import { styled } from '../../styles/stitches.config';
import { controlStyle } from './controlStyle';
import { SlideNumber } from './SlideNumber';
import { CONTROLS_HEIGHT } from './slideStyle';
import type { DeckCommand } from './deckCommands';
import { useFullscreen } from './useFullscreen';

interface Props {
  /** The slide shown, from 0, of `total`. */
  index: number;
  total: number;
  /** What a screen reader hears of the slide shown (see `slideArrival`). */
  arrival: string;
  onCommand: (command: DeckCommand) => void;
  /** Prints the speaker's handout: each slide with its notes. */
  onPrintNotes: () => void;
}

/** The deck's controls, in a slim bar along the bottom of the screen: fixed, like the slide. */
export function DeckControls({ index, total, arrival, onCommand, onPrintNotes }: Props) {
  const fullscreen = useFullscreen();
  return (
    <StyledControls role="region" aria-label={copy.controls}>
      <StyledHint>{copy.keys}</StyledHint>
      <StyledGroup>
        <StyledControl
          type="button"
          onClick={() => onCommand('previous')}
          aria-disabled={index === 0}
        >
          <span aria-hidden>{copy.previousMark}</span>
          <span className="visually-hidden">{copy.previous}</span>
        </StyledControl>
        <StyledCounter>
          <SlideNumber index={index} total={total} heard={arrival} />
        </StyledCounter>
        <StyledControl
          type="button"
          onClick={() => onCommand('next')}
          aria-disabled={index === total - 1}
        >
          <span aria-hidden>{copy.nextMark}</span>
          <span className="visually-hidden">{copy.next}</span>
        </StyledControl>
      </StyledGroup>
      <StyledGroup>
        <StyledWide type="button" onClick={() => onCommand('presenter')} title={presenter.openHint}>
          {presenter.open}
        </StyledWide>
        <StyledWide type="button" onClick={() => print()}>
          {copy.print}
        </StyledWide>
        <StyledWider type="button" onClick={onPrintNotes}>
          {presenter.printWithNotes}
        </StyledWider>
        {fullscreen.available && (
          <StyledFullscreen type="button" onClick={fullscreen.toggle}>
            {fullscreen.on ? copy.leaveFullscreen : copy.fullscreen}
          </StyledFullscreen>
        )}
        <StyledControl type="button" onClick={() => onCommand('exit')}>
          {copy.exit}
        </StyledControl>
      </StyledGroup>
    </StyledControls>
  );
}

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
  // Its controls fit the bar, not the window: a classic scrollbar's room, kept while the deck
  // shows, is not the bar's.
  containerType: 'inline-size',
  '@md': { gap: '$4', paddingInline: '$5' },
});

// The keys are for a laptop's keyboard; a smaller screen's bar needs the room for its controls.
const StyledHint = styled('p', {
  display: 'none',
  flex: 1,
  color: '$textMuted',
  fontSize: '$2',
  '@xl': { display: 'block' },
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

/** The presenter's and printing's controls: for a laptop's room (a phone's bar has none). */
const StyledWide = styled(StyledControl, { display: 'none', '@md': { display: 'inline-block' } });

/** The speaker's handout, where a laptop's bar has room for it too. */
const StyledWider = styled(StyledControl, { display: 'none', '@lg': { display: 'inline-block' } });

/**
 * Full screen, where the bar has room for it beside the slide controls: the 366 px inside a 390 px
 * phone's bar, not the smallest phones' or a window that keeps a scrollbar's room.
 */
const StyledFullscreen = styled(StyledControl, {
  '@container (width < 366px)': { display: 'none' },
});

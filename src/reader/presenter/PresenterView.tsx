import { useEffect, useId, useRef, useState } from 'react';
import { presenter as copy } from '../../content/presenter';
import { presentMode } from '../../content/presentMode';
import type { CaseStudyBody } from '../../content/types';
import { labelText } from '../../styles/fragments';
import { styled } from '../../styles/stitches.config';
import { Button } from '../../components/buttons';
import { SlideNumber } from '../present/SlideNumber';
import { useLayer } from '../../layers/useLayer';
import { commandForKey, isMove, type DeckMove } from '../present/deckCommands';
import { formatElapsed, paceOf } from './pacing';
import {
  presenterChannel,
  type DeckMessage,
  type PresenterMessage,
  type SlideMessage,
} from './presenterChannel';
import { SlidePreview } from './SlidePreview';
import { useClock } from './useClock';

export interface PresenterViewProps {
  title: string;
  body: CaseStudyBody;
}

type Deck = { state: 'waiting' | 'ended' } | { state: 'showing'; slide: SlideMessage };

/** The notes' sizes to choose from, smallest first. */
type NoteSize = 1 | 2 | 3 | 4 | 5;
const noteSize = (size: number) => Math.min(5, Math.max(1, size)) as NoteSize;
const time = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });

/**
 * The speaker's window beside a presented study: the slide the audience sees and the next, the
 * slide's notes in a size of the speaker's choosing, the slide's number, a stopwatch, the time
 * and the pace against the talk's planned length. Its keys, buttons and a clicker drive the deck;
 * the deck's moves show here. It says so once the presentation has ended, and shows no notes.
 */
export default function PresenterView({ title, body }: PresenterViewProps) {
  const [deck, setDeck] = useState<Deck>({ state: 'waiting' });
  const [notesSize, setNotesSize] = useState<NoteSize>(3);
  const clock = useClock();
  const post = useRef<(message: PresenterMessage) => void>(undefined);
  const notesHeading = useId();
  const heading = useRef<HTMLHeadingElement>(null);

  // It stands in for the study, the page around it out of reach; the window holds no field or
  // dialog, so every key a presenter or a clicker sends moves the deck, chords aside.
  useLayer(
    useId(),
    true,
    { modal: true, covers: 'around' },
    {
      onKey: (event) => {
        const command = commandForKey(event.key);
        if (!command || !isMove(command) || event.altKey || event.ctrlKey || event.metaKey)
          return false;
        post.current?.({ kind: 'command', command });
        return true;
      },
    },
  );
  // A window of its own, named for what it is, its reader starting at its heading. The page's
  // title is written only as the address changes (DocumentMeta), which this window's never does.
  useEffect(() => {
    document.title = copy.title(title);
    heading.current?.focus();
  }, [title]);
  useEffect(() => {
    // The previews' hellos pass by on the same channel: only the deck's word counts here.
    const channel = presenterChannel<DeckMessage | PresenterMessage>(
      location.pathname,
      (message) => {
        if (message.kind === 'slide') setDeck({ state: 'showing', slide: message });
        else if (message.kind === 'ended') setDeck({ state: 'ended' });
      },
    );
    post.current = channel.post;
    channel.post({ kind: 'hello' });
    return channel.close;
  }, []);

  const move = (command: DeckMove) => post.current?.({ kind: 'command', command });

  const slide = deck.state === 'showing' ? deck.slide : undefined;
  const pace =
    slide && body.talkMinutes
      ? paceOf(clock.elapsed, body.talkMinutes, slide.index, slide.total)
      : null;

  return (
    <StyledView role="region" aria-label={copy.title(title)}>
      <StyledBar>
        <StyledTitle ref={heading} tabIndex={-1}>
          {copy.title(title)}
        </StyledTitle>
        {slide && (
          <StyledCounter>
            <SlideNumber index={slide.index} total={slide.total} />
          </StyledCounter>
        )}
        <StyledFact>
          <StyledLabel>{copy.elapsed}</StyledLabel>
          <StyledFigure data-elapsed>{formatElapsed(clock.elapsed)}</StyledFigure>
          <StyledControl tone="outline" type="button" onClick={clock.reset}>
            {copy.resetTimer}
          </StyledControl>
        </StyledFact>
        <StyledFact>
          <StyledLabel>{copy.clock}</StyledLabel>
          <StyledFigure>{time.format(clock.now)}</StyledFigure>
        </StyledFact>
        {pace && (
          <StyledFact>
            <StyledLabel>{copy.pace(body.talkMinutes!)}</StyledLabel>
            <StyledFigure pace={pace.kind}>
              {pace.kind === 'on' ? copy.onPace : copy[pace.kind](pace.minutes)}
            </StyledFigure>
          </StyledFact>
        )}
      </StyledBar>

      {slide ? (
        <StyledStage>
          <StyledCurrent>
            <StyledLabel as="h2">{copy.current}</StyledLabel>
            <SlidePreview shows="current" screen={slide.screen} title={copy.current} />
            {slide.picture && (
              <StyledPicture>
                <span role="status">{copy.pictureOpen(slide.picture)}</span>
                <StyledControl
                  tone="outline"
                  type="button"
                  onClick={() => post.current?.({ kind: 'closePicture' })}
                >
                  {copy.closePicture}
                </StyledControl>
              </StyledPicture>
            )}
            <StyledMoves>
              <StyledControl
                tone="outline"
                type="button"
                onClick={() => move('previous')}
                aria-disabled={slide.index === 0}
              >
                {presentMode.previousMark} {presentMode.previous}
              </StyledControl>
              <StyledControl
                tone="outline"
                type="button"
                onClick={() => move('next')}
                aria-disabled={slide.index === slide.total - 1}
              >
                {presentMode.next} {presentMode.nextMark}
              </StyledControl>
            </StyledMoves>
          </StyledCurrent>
          <StyledSide>
            <StyledLabel as="h2">{copy.next}</StyledLabel>
            {slide.next ? (
              <SlidePreview shows="next" screen={slide.screen} title={copy.next} />
            ) : (
              <StyledQuiet>{copy.lastSlide}</StyledQuiet>
            )}
            <StyledNotesHead>
              <StyledLabel as="h2" id={notesHeading}>
                {copy.notes}
              </StyledLabel>
              <StyledControl
                tone="outline"
                type="button"
                onClick={() => setNotesSize((size) => noteSize(size - 1))}
                aria-disabled={notesSize === 1}
              >
                <span aria-hidden>A−</span>
                <span className="visually-hidden">{copy.notesSmaller}</span>
              </StyledControl>
              <StyledControl
                tone="outline"
                type="button"
                onClick={() => setNotesSize((size) => noteSize(size + 1))}
                aria-disabled={notesSize === 5}
              >
                <span aria-hidden>A+</span>
                <span className="visually-hidden">{copy.notesLarger}</span>
              </StyledControl>
            </StyledNotesHead>
            <StyledNotes
              size={notesSize}
              role="region"
              aria-labelledby={notesHeading}
              // Long notes scroll: from the keyboard too.
              tabIndex={0}
            >
              {slide.notes ?? copy.noNotes}
            </StyledNotes>
          </StyledSide>
        </StyledStage>
      ) : (
        <StyledEnd>
          <p role="status">{deck.state === 'ended' ? copy.ended : copy.waiting}</p>
          {deck.state === 'ended' && (
            <StyledControl tone="outline" type="button" onClick={() => window.close()}>
              {copy.close}
            </StyledControl>
          )}
        </StyledEnd>
      )}
    </StyledView>
  );
}

// Over the whole window, the site's header and footer under it (inert while it shows).
const StyledView = styled('div', {
  position: 'fixed',
  inset: 0,
  zIndex: '$deck',
  display: 'flex',
  flexDirection: 'column',
  backgroundColor: '$canvas',
  color: '$text',
});

const StyledBar = styled('div', {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '$3 $6',
  padding: '$3 $5',
  borderBottom: '1px solid $hairline',
});

// Focused as the window opens, for its reader to start there: not a control, so no ring.
const StyledTitle = styled('h1', {
  flex: 1,
  fontSize: '$4',
  fontWeight: 600,
  '&:focus': { outline: 'none' },
});

const StyledCounter = styled('p', {
  fontSize: '$8',
  fontWeight: 600,
  fontVariantNumeric: 'tabular-nums',
});

const StyledFact = styled('p', { display: 'flex', alignItems: 'baseline', gap: '$2' });

const StyledLabel = styled('span', { ...labelText, fontSize: '$1', color: '$textMuted' });

const StyledFigure = styled('span', {
  fontSize: '$6',
  fontWeight: 600,
  fontVariantNumeric: 'tabular-nums',
  variants: {
    pace: { on: {}, ahead: {}, behind: { color: '$$accent' } },
  },
});

// The site's own outline button: the speaker's window shares nothing with the reader's tools, so
// opening a study loads nothing of it.
const StyledControl = styled(Button, {
  whiteSpace: 'nowrap',
  '&[aria-disabled="true"]': { opacity: 0.4 },
});

const StyledStage = styled('div', {
  flex: 1,
  minHeight: 0,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
  // The notes scroll in their own room; the window never does.
  gridTemplateRows: 'minmax(0, 1fr)',
  gap: '$5',
  padding: '$5',
});

const StyledCurrent = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$3',
  minHeight: 0,
});

const StyledMoves = styled('div', { display: 'flex', gap: '$2' });

const StyledPicture = styled('div', {
  display: 'flex',
  alignItems: 'center',
  gap: '$3',
  fontSize: '$3',
  color: '$textMuted',
});

const StyledSide = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$3',
  minHeight: 0,
});

const StyledQuiet = styled('p', { color: '$textMuted' });

const StyledNotesHead = styled('div', {
  display: 'flex',
  alignItems: 'center',
  gap: '$2',
  marginTop: '$3',
  '& > :first-child': { flex: 1 },
});

const StyledNotes = styled('p', {
  flex: 1,
  overflowY: 'auto',
  lineHeight: 1.5,
  whiteSpace: 'pre-line',
  variants: {
    size: {
      1: { fontSize: '$5' },
      2: { fontSize: '$6' },
      3: { fontSize: '$8' },
      4: { fontSize: '$9' },
      5: { fontSize: '$10' },
    },
  },
});

const StyledEnd = styled('div', {
  flex: 1,
  display: 'grid',
  placeContent: 'center',
  justifyItems: 'center',
  gap: '$4',
  padding: '$6',
  fontSize: '$6',
  textAlign: 'center',
});

import { useId, useLayoutEffect, useMemo, useReducer, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useAccentStudy } from '../../components/AccentScope';
import { LayerElementContext } from '../../layers/layerElement';
import { presentMode as copy } from '../../content/presentMode';
import type { CaseStudyBody } from '../../content/types';
import { replayReveals } from '../../motion/revealObserver';
import { styled } from '../../styles/stitches.config';
import { accentOf } from '../../styles/fragments';
import { useOpenPicture } from '../../viewer/PictureViewer';
import { DeckSlides } from './DeckSlides';
import { NotesDrawer } from '../presenter/NotesDrawer';
import type { SlideMessage } from '../presenter/presenterChannel';
import { notesOf } from '../presenter/slideNotes';
import { usePresenterLink } from '../presenter/usePresenterLink';
import { showSectionInAddress } from '../sectionAddress';
import { DeckControls } from './DeckControls';
import { commandForKey, slideAfter, type DeckCommand, type DeckMove } from './deckCommands';
import { isDeckKey } from './deckKeys';
import { useCovered, useLayer } from '../../layers/useLayer';
import { keepTabInside } from './keepTabInside';
import { anchorOf, placeOf, slidePlace } from './deckPlan';
import { slideArrival } from './slideArrival';
import type { Slide } from './slidePlan';
import { deckLayer } from './slideStyle';
import { useDeckPlan } from './useDeckPlan';
import { usePrintDeck } from './usePrintDeck';

/** Two things said one after the other, as sentences. */
const sentences = (first: string, second: string) =>
  `${first}${/[.!?]$/.test(first) ? '' : '.'} ${second}`;

export interface DeckProps {
  study: string;
  /** Its content: the slides, and the speaker's notes. */
  body: CaseStudyBody;
  /** The section, or a story's step, to start at ('' for the opening). */
  startAt: string;
  /** False as it leaves: it stands aside, and takes no keys, until it goes. */
  shown: boolean;
  /** Leaves present mode; the address then names the section (or step) of the last slide shown. */
  onExit: () => void;
}

/**
 * An open case study as a slide deck, drawn over the study: its opening and sections once more,
 * one a slide, each filling the screen, with a counter and controls, keys for a presenter and a
 * clicker. The study stays as it is beneath, out of reach (Tab stays in the deck, and the page is
 * hidden from assistive tech), so leaving restyles and lays out nothing again. Each slide's
 * reveals and counters play as it appears. The presenter view, in a window of its own, follows it
 * and drives it.
 */
export default function PresentDeck({ study, body, startAt, shown: onScreen, onExit }: DeckProps) {
  const [layer, setLayer] = useState<HTMLDialogElement | null>(null);
  const [slides, setSlides] = useState<HTMLElement | null>(null);
  const { deck, index, setIndex, slide, element, presentation, layOut } = useDeckPlan(
    slides,
    startAt,
  );
  const total = deck?.slides.length ?? 0;
  const accentStudy = useAccentStudy();
  // A modal layer over the study while on screen: its keys are the deck's, Escape leaves it.
  const layerId = useId();
  const covered = useCovered(layerId);
  // Each slide shown counts its figures again, on top of the dev tuner's Replay.
  const [slidesShown, countShown] = useReducer((shown: number) => shown + 1, 0);

  // A new slide on screen (not the same one planned again): the address names it, a screen reader
  // hears what it is (on entering, with the keys), and its animations play, except from one step
  // of a story to the next (that is one figure moving). Focus starts on the deck itself, and stays
  // where the presenter has it; on a slide gone from the screen, it comes back to the deck.
  const lastPlace = useRef('');
  const [arrival, setArrival] = useState('');
  useLayoutEffect(() => {
    if (!slide || !element || !slides || !deck) return;
    const { id, item } = placeOf(slide);
    if (lastPlace.current === `${id}:${item}`) return;
    const replays = !slide.story || !lastPlace.current.startsWith(`${id}:`);
    const entering = !lastPlace.current;
    lastPlace.current = `${id}:${item}`;
    showSectionInAddress(anchorOf(slide));
    const heard = slideArrival(deck.slides, index, element);
    // What the slide is can only be read off it once it is drawn.
    setArrival(entering ? sentences(heard, copy.keys) : heard);
    const focused = document.activeElement;
    if (entering || !focused?.getClientRects().length || !layer?.contains(focused))
      layer?.focus({ preventScroll: true });
    if (replays) {
      replayReveals(slides);
      countShown();
    }
  }, [slide, element, slides, deck, index, layer]);

  const notesFor = (shown: Slide) => notesOf(body, slidePlace(shown));
  const withNotes = useRef<typeof notesFor>(undefined);
  usePrintDeck(deck?.elements, layOut, withNotes);

  const move = (command: DeckMove) => setIndex((at) => slideAfter(at, total, command));
  const picture = useOpenPicture();
  const shown = useMemo<SlideMessage | undefined>(
    () =>
      slide &&
      deck && {
        kind: 'slide',
        index,
        total: deck.slides.length,
        next: index + 1 < deck.slides.length,
        notes: notesOf(body, slidePlace(slide)) ?? null,
        screen: deck.screen,
        picture: picture?.caption ?? null,
      },
    [body, deck, index, slide, picture],
  );
  const presenter = usePresenterLink({
    slide: shown,
    onCommand: move,
    onClosePicture: () => picture?.close(),
  });

  // The slides render again only as the deck moves: not as it stands aside, nor for the presenter.
  const slidesOf = useMemo(
    () => (
      <DeckSlides
        body={body}
        presentation={presentation}
        shown={slidesShown}
        slidesRef={setSlides}
      />
    ),
    [presentation, slidesShown, body],
  );

  const onCommand = (command: DeckCommand) => {
    if (!onScreen) return;
    if (command === 'exit') onExit();
    else if (command === 'presenter') presenter.open();
    else move(command);
  };
  // Space moves on even from a focused control, as a clicker expects; Enter presses it.
  useLayer(
    layerId,
    onScreen,
    { modal: true, covers: 'study' },
    {
      onKey: (event) => {
        const command = isDeckKey(event) && commandForKey(event.key);
        if (command) onCommand(command);
        return !!command;
      },
      close: onExit,
    },
  );

  return createPortal(
    <StyledDeck
      ref={setLayer}
      // Open from its first drawing, so what it holds is laid out (and measured) only ever open;
      // modal by keeping Tab inside and the page from assistive tech (see `deckLayer`).
      open
      {...accentOf(accentStudy)}
      aria-label={copy.deck(study)}
      aria-modal="true"
      tabIndex={-1}
      onKeyDown={keepTabInside}
      hidden={!onScreen}
    >
      <LayerElementContext value={layer}>
        {/* Out of reach under a picture opened in the viewer, which opens inside the deck. */}
        <div inert={covered}>
          {slidesOf}
          <DeckControls
            index={index}
            total={total}
            arrival={arrival}
            onCommand={onCommand}
            onPrintNotes={() => {
              withNotes.current = notesFor;
              print();
            }}
          />
          {presenter.blocked && slide && (
            <NotesDrawer notes={notesFor(slide)} onClose={presenter.dismiss} />
          )}
        </div>
      </LayerElementContext>
    </StyledDeck>,
    document.body,
  );
}

const StyledDeck = styled('dialog', deckLayer);

import { useCallback, useLayoutEffect, useMemo, useReducer, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { focusHeading } from '../../app/focusMainHeading';
import { useAccent } from '../../components/AccentScope';
import { LayerContext } from '../../components/layer';
import { presentMode as copy } from '../../content/presentMode';
import type { CaseStudyBody } from '../../content/types';
import { MotionReplayContext, useMotionReplay } from '../../motion/MotionReplayContext';
import { OpeningSequence } from '../../motion/OpeningSequence';
import { replayReveals } from '../../motion/revealObserver';
import { PresentationContext } from '../../slides/presentation';
import { accentVariants, styled } from '../../styles/stitches.config';
import { useOpenPicture } from '../../viewer/PictureViewer';
import { StudySlides } from '../StudySlides';
import { NotesDrawer } from '../presenter/NotesDrawer';
import type { SlideMessage } from '../presenter/presenterChannel';
import { notesOf } from '../presenter/slideNotes';
import { usePresenterLink } from '../presenter/usePresenterLink';
import { showSectionInAddress } from '../sectionAddress';
import { DeckControls } from './DeckControls';
import { slideAfter, type DeckCommand, type DeckMove } from './deckCommands';
import { DECK } from './deckKeys';
import { anchorOf, placeOf, slidePlace } from './deckPlan';
import type { Slide } from './slidePlan';
import { deckLayer } from './slideStyle';
import { useDeckKeys } from './useDeckKeys';
import { useDeckPlan } from './useDeckPlan';
import { usePrintDeck } from './usePrintDeck';

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
 * clicker. The study stays as it is beneath, out of reach (the page around the deck is inert), so
 * leaving lays nothing out again. Each slide's reveals and counters play as it appears. The
 * presenter view, in a window of its own, follows it and drives it.
 */
export default function PresentDeck({ study, body, startAt, shown: onScreen, onExit }: DeckProps) {
  const controls = useRef<HTMLDivElement>(null);
  const [layer, setLayer] = useState<HTMLDialogElement | null>(null);
  const [slides, setSlides] = useState<HTMLElement | null>(null);
  const { deck, index, setIndex, slide, element, presentation, layOut } = useDeckPlan(
    slides,
    startAt,
  );
  const total = deck?.slides.length ?? 0;
  const accent = useAccent();
  // Each slide shown counts its figures again, on top of the dev tuner's Replay.
  const replay = useMotionReplay();
  const [slidesShown, countShown] = useReducer((shown: number) => shown + 1, 0);

  // It opens as it is attached, so what it holds is laid out (and measured) only ever open. The
  // page around it stands aside (see `deckLayer`), which makes it modal.
  const openLayer = useCallback((dialog: HTMLDialogElement | null) => {
    if (dialog && !dialog.open) dialog.show();
    setLayer(dialog);
  }, []);

  // A new slide on screen (not the same one planned again): the address names it, focus follows
  // it (the first one whatever the dialog focused as it opened) unless the presenter is using the
  // deck's controls, and its animations play, except from
  // one step of a story to the next (that is one figure moving).
  const lastPlace = useRef('');
  useLayoutEffect(() => {
    if (!slide || !element || !slides) return;
    const { id, item } = placeOf(slide);
    if (lastPlace.current === `${id}:${item}`) return;
    const replays = !slide.story || !lastPlace.current.startsWith(`${id}:`);
    const arriving = !lastPlace.current;
    lastPlace.current = `${id}:${item}`;
    showSectionInAddress(anchorOf(slide));
    if (arriving || !controls.current!.contains(document.activeElement)) {
      // Its heading, or the slide itself where a part of a section shows none.
      const heading = element.querySelector<HTMLElement>('h1, h2');
      focusHeading(heading?.offsetParent ? heading : element);
    }
    if (replays) {
      replayReveals(slides);
      countShown();
    }
  }, [slide, element, slides]);

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
      <PresentationContext value={presentation}>
        <MotionReplayContext.Provider value={replay + slidesShown}>
          <OpeningSequence value={false}>
            <div ref={setSlides}>
              <StudySlides body={body} />
            </div>
          </OpeningSequence>
        </MotionReplayContext.Provider>
      </PresentationContext>
    ),
    [presentation, replay, slidesShown, body],
  );

  const onCommand = (command: DeckCommand) => {
    if (!onScreen) return;
    if (command === 'exit') onExit();
    else if (command === 'presenter') presenter.open();
    else move(command);
  };
  useDeckKeys(onCommand);

  return createPortal(
    <StyledDeck
      ref={openLayer}
      accent={accent}
      aria-label={copy.deck(study)}
      aria-modal="true"
      hidden={!onScreen}
      {...{ [DECK]: '' }}
    >
      <LayerContext value={layer}>
        {slidesOf}
        <DeckControls
          ref={controls}
          index={index}
          total={total}
          onCommand={onCommand}
          onPrintNotes={() => {
            withNotes.current = notesFor;
            print();
          }}
        />
        {presenter.blocked && slide && (
          <NotesDrawer notes={notesFor(slide)} onClose={presenter.dismiss} />
        )}
      </LayerContext>
    </StyledDeck>,
    document.body,
  );
}

const StyledDeck = styled('dialog', deckLayer, { variants: { accent: accentVariants } });

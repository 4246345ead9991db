import { useLayoutEffect, useMemo, useRef } from 'react';
import { focusHeading } from '../../app/focusMainHeading';
import type { CaseStudyBody } from '../../content/types';
import { replayReveals } from '../../motion/revealObserver';
import { useOpenPicture } from '../../viewer/PictureViewer';
import { NotesDrawer } from '../presenter/NotesDrawer';
import type { SlideMessage } from '../presenter/presenterChannel';
import { notesOf } from '../presenter/slideNotes';
import { usePresenterLink } from '../presenter/usePresenterLink';
import { showSectionInAddress } from '../sectionAddress';
import { DeckControls } from './DeckControls';
import { slideAfter, type DeckCommand, type DeckMove } from './deckCommands';
import { anchorOf, placeOf, slidePlace } from './deckPlan';
import type { Slide } from './slidePlan';
import { DeckBackdrop } from './slideStyle';
import { useDeckKeys } from './useDeckKeys';
import { useDeckPlan, type OnPresent } from './useDeckPlan';
import { usePrintDeck } from './usePrintDeck';
import { useCoversPage } from './useCoversPage';

export interface DeckProps {
  /** The open study, whose opening and sections become the slides. */
  article: HTMLElement;
  study: string;
  /** Its content, for the speaker's notes. */
  body: CaseStudyBody;
  /** The section, or a story's step, to start at ('' for the opening). */
  startAt: string;
  /** Tells the study what to show as slides. */
  onPresent: OnPresent;
  /** Called as a slide appears whose animations play again, so its figures count again. */
  onReplay: () => void;
  /** Leaves present mode; the address then names the section (or step) of the last slide shown. */
  onExit: () => void;
}

/**
 * An open case study as a slide deck: the page's own opening and sections shown one a slide (no
 * second copy), each filling the screen, with a counter and controls, keys for a presenter and a
 * clicker, and everything else inert. Each slide's reveals and counters play as it appears. The
 * presenter view, in a window of its own, follows it and drives it.
 */
export default function PresentDeck({
  article,
  study,
  body,
  startAt,
  onPresent,
  onReplay,
  onExit,
}: DeckProps) {
  const controls = useRef<HTMLDivElement>(null);
  const { deck, index, setIndex, slide, element, onScreen, wanted } = useDeckPlan(
    article,
    startAt,
    onPresent,
  );
  const total = deck?.slides.length ?? 0;

  useCoversPage();

  // A new slide on screen (not the same one planned again): the address names it, focus follows
  // it unless the presenter is using the deck's controls, and its animations play, except from
  // one step of a story to the next (that is one figure moving).
  const lastPlace = useRef('');
  useLayoutEffect(() => {
    if (!onScreen || !slide || !element) return;
    const { id, item } = placeOf(slide);
    if (lastPlace.current === `${id}:${item}`) return;
    const replays = !slide.story || !lastPlace.current.startsWith(`${id}:`);
    lastPlace.current = `${id}:${item}`;
    showSectionInAddress(anchorOf(slide, element));
    if (!controls.current!.contains(document.activeElement)) {
      // Its heading, or the slide itself where a part of a section shows none.
      const heading = element.querySelector<HTMLElement>('h1, h2');
      focusHeading(heading?.offsetParent ? heading : element);
    }
    if (replays) {
      replayReveals();
      onReplay();
    }
  }, [onScreen, slide, element, onReplay]);

  const notesFor = (shown: Slide) => notesOf(body, slidePlace(shown));
  const withNotes = useRef<typeof notesFor>(undefined);
  usePrintDeck(deck?.elements, wanted, onPresent, withNotes);

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

  const onCommand = (command: DeckCommand) =>
    command === 'exit' ? onExit() : command === 'presenter' ? presenter.open() : move(command);
  useDeckKeys(onCommand);

  // Fixed over the page, like the slide: both outside the flow of the study they sit in.
  return (
    <>
      <DeckBackdrop />
      <DeckControls
        ref={controls}
        study={study}
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
    </>
  );
}

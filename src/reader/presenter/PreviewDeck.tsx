import { useEffect, useId, useLayoutEffect, useReducer, useState } from 'react';
import { createPortal } from 'react-dom';
import { AccentScope, useAccentStudy } from '../../components/AccentScope';
import type { CaseStudyBody } from '../../content/types';
import { replayReveals } from '../../motion/revealObserver';
import { DeckSlides } from '../present/DeckSlides';
import { deckLayer } from '../present/slideStyle';
import { useLayer } from '../../layers/useLayer';
import { useDeckPlan } from '../present/useDeckPlan';
import { presenterChannel, type DeckMessage, type PresenterMessage } from './presenterChannel';

export interface PreviewDeckProps {
  body: CaseStudyBody;
  /** The slide it shows: the one the audience sees now, or the next. */
  role: 'current' | 'next';
}

/**
 * The study as the audience's deck shows it, in a frame of the presenter view sized as the
 * audience's screen: it follows the deck's slides (or shows the one after), and takes no input.
 */
export default function PreviewDeck({ body, role }: PreviewDeckProps) {
  const [slides, setSlides] = useState<HTMLElement | null>(null);
  const { deck, setIndex, slide, element, presentation } = useDeckPlan(slides, '');
  const total = deck?.slides.length ?? 0;
  const study = useAccentStudy();
  const [slidesShown, countShown] = useReducer((shown: number) => shown + 1, 0);

  // It stands in for the study, the page around it out of reach; it takes no keys.
  useLayer(useId(), true, { modal: true, covers: 'around' }, {});

  useEffect(() => {
    if (!total) return;
    const channel = presenterChannel<DeckMessage | PresenterMessage>(
      location.pathname,
      (message) => {
        if (message.kind === 'slide')
          setIndex(Math.min(message.index + (role === 'next' ? 1 : 0), total - 1));
      },
    );
    channel.post({ kind: 'hello' } satisfies PresenterMessage);
    return channel.close;
  }, [role, total, setIndex]);

  // Each slide plays its animations as it appears, as on the audience's screen.
  useLayoutEffect(() => {
    if (!element || !slides) return;
    replayReveals(slides);
    countShown();
  }, [element, slide, slides]);

  return createPortal(
    <AccentScope study={study} className={deckLayer()}>
      <DeckSlides
        body={body}
        presentation={presentation}
        shown={slidesShown}
        slidesRef={setSlides}
      />
    </AccentScope>,
    document.body,
  );
}

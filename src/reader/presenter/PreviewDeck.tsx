import { useEffect, useLayoutEffect } from 'react';
import { replayReveals } from '../../motion/revealObserver';
import { DeckBackdrop } from '../present/slideStyle';
import { useDeckPlan, type OnPresent } from '../present/useDeckPlan';
import { presenterChannel, type DeckMessage, type PresenterMessage } from './presenterChannel';
import { useCoversPage } from '../present/useCoversPage';

export interface PreviewDeckProps {
  article: HTMLElement;
  /** The slide it shows: the one the audience sees now, or the next. */
  role: 'current' | 'next';
  onPresent: OnPresent;
  onReplay: () => void;
}

/**
 * The study as the audience's deck shows it, in a frame of the presenter view sized as the
 * audience's screen: it follows the deck's slides (or shows the one after), and takes no input.
 */
export default function PreviewDeck({ article, role, onPresent, onReplay }: PreviewDeckProps) {
  const { deck, setIndex, slide, onScreen } = useDeckPlan(article, '', onPresent);
  const total = deck?.slides.length ?? 0;

  useCoversPage();

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
    if (!onScreen) return;
    replayReveals();
    onReplay();
  }, [onScreen, slide, onReplay]);

  return <DeckBackdrop />;
}

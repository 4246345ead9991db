import { useEffect, useEffectEvent, useRef, useState } from 'react';
import type { DeckMove } from '../present/deckCommands';
import { presenterAddress } from './presenterRole';
import {
  presenterChannel,
  type DeckMessage,
  type PresenterMessage,
  type SlideMessage,
} from './presenterChannel';

interface Link {
  /** What the presenter view shows now: the slide, the next, the audience's screen. */
  slide: SlideMessage | undefined;
  onCommand: (command: DeckMove) => void;
  onClosePicture: () => void;
}

/**
 * The deck's side of the presenter view: opens the view's window (`open`), tells it every slide
 * shown and answers its hello (a reloaded view reconnects), moves at its commands, and says the
 * presentation ended as the deck leaves. Where the browser blocks the window, `blocked` is set,
 * for the deck to offer its notes in a drawer instead.
 */
export function usePresenterLink({ slide, onCommand, onClosePicture }: Link) {
  const [blocked, setBlocked] = useState(false);
  const latest = useRef(slide);
  const post = useRef<(message: DeckMessage) => void>(undefined);

  // The presenter view's and its previews' word; what the deck says itself passes by.
  const onMessage = useEffectEvent((message: DeckMessage | PresenterMessage) => {
    if (message.kind === 'hello') {
      if (latest.current) post.current?.(latest.current);
    } else if (message.kind === 'command') onCommand(message.command);
    else if (message.kind === 'closePicture') onClosePicture();
  });

  useEffect(() => {
    const channel = presenterChannel<DeckMessage | PresenterMessage>(location.pathname, (message) =>
      onMessage(message),
    );
    post.current = channel.post;
    return () => {
      channel.post({ kind: 'ended' });
      channel.close();
    };
  }, []);

  useEffect(() => {
    latest.current = slide;
    if (slide) post.current?.(slide);
  }, [slide]);

  // The view's window, under one name, so opening it again while it is open brings it forward.
  const open = () => {
    const view = window.open(
      presenterAddress(location.pathname, 'view'),
      `presenter:${location.pathname}`,
      'popup,width=1200,height=780',
    );
    setBlocked(!view);
    view?.focus();
  };

  return { open, blocked, dismiss: () => setBlocked(false) };
}

import type { DeckMove } from '../present/deckKeys';

/** Where a slide starts: its section ('' for the opening), its first item, and if a story's step. */
export interface SlidePlace {
  id: string;
  item: number;
  story: boolean;
}

/** What the deck tells the presenter view. */
export type DeckMessage =
  | {
      kind: 'slide';
      /** The slide shown, from 0, of `total`; where it and the next start. */
      index: number;
      total: number;
      place: SlidePlace;
      next: SlidePlace | null;
      /** The audience's screen, which the presenter's previews lay out at. */
      screen: { width: number; height: number };
      /** The caption of a picture the audience sees enlarged over the slide. */
      picture: string | null;
    }
  | { kind: 'ended' };

export type SlideMessage = Extract<DeckMessage, { kind: 'slide' }>;

/** What the presenter view asks of the deck. */
export type PresenterMessage =
  { kind: 'hello' } | { kind: 'command'; command: DeckMove } | { kind: 'closePicture' };

/**
 * The line between a study's deck and its presenter view (and the view's previews): a
 * BroadcastChannel of the site's own origin, named for the study, so nothing leaves the browser.
 */
export function presenterChannel<Receive>(slug: string, onMessage: (message: Receive) => void) {
  const channel = new BroadcastChannel(`presenter:${slug}`);
  channel.onmessage = (event: MessageEvent<Receive>) => onMessage(event.data);
  return {
    post: (message: DeckMessage | PresenterMessage) => channel.postMessage(message),
    close: () => channel.close(),
  };
}

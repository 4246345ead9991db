import type { DeckMove } from '../present/deckCommands';

/** What the deck tells the presenter view. */
export type DeckMessage =
  | {
      kind: 'slide';
      /** The slide shown, from 0, of `total`. */
      index: number;
      total: number;
      /** Whether a slide follows. */
      next: boolean;
      /** The speaker's notes for the slide (sealed with the study: they stay in the browser). */
      notes: string | null;
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

// What the deck does at a presenter's keys and a clicker's, or at the presenter view's word.

/** The key that opens the presenter view, from the deck. */
export const PRESENTER_KEY = 's';

/** A move through the deck. */
export type DeckMove = 'next' | 'previous' | 'first' | 'last';
export type DeckCommand = DeckMove | 'exit' | 'presenter';

/** Whether a command moves through the deck: what the presenter view sends on to it. */
export const isMove = (command: DeckCommand): command is DeckMove =>
  command !== 'exit' && command !== 'presenter';

/** The keys a presenter uses, and what presentation clickers send. */
const commands: Record<string, DeckCommand> = {
  ArrowRight: 'next',
  ArrowDown: 'next',
  ' ': 'next',
  PageDown: 'next',
  ArrowLeft: 'previous',
  ArrowUp: 'previous',
  PageUp: 'previous',
  Home: 'first',
  End: 'last',
  Escape: 'exit',
  [PRESENTER_KEY]: 'presenter',
  [PRESENTER_KEY.toUpperCase()]: 'presenter',
};

export const commandForKey = (key: string): DeckCommand | undefined =>
  Object.hasOwn(commands, key) ? commands[key] : undefined;

/** The slide a command moves to, among `count` slides; it stays put at either end. */
export function slideAfter(slide: number, count: number, command: DeckMove): number {
  switch (command) {
    case 'next':
      return Math.min(slide + 1, count - 1);
    case 'previous':
      return Math.max(slide - 1, 0);
    case 'first':
      return 0;
    case 'last':
      return count - 1;
  }
}

/** The key that turns an open case study into slides. */
export const PRESENT_KEY = 'p';

/** The key that opens the presenter view, from the deck. */
export const PRESENTER_KEY = 's';

/** A move through the deck. */
export type DeckMove = 'next' | 'previous' | 'first' | 'last';
export type DeckCommand = DeckMove | 'exit' | 'presenter';

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

/** Keys typed into a field, or chorded with a modifier, are not the deck's. */
export function isDeckKey(event: KeyboardEvent): boolean {
  if (event.altKey || event.ctrlKey || event.metaKey || event.defaultPrevented) return false;
  const target = event.target as HTMLElement | null;
  // A modal dialog open over the deck (the picture viewer) takes every key.
  if (document.querySelector('[aria-modal="true"]')) return false;
  return !target?.closest('input, textarea, select, [contenteditable="true"]');
}

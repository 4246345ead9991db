/** On the deck's own layer: a modal dialog, under any other that opens over it. */
export const DECK = 'data-deck';

/** The key that turns an open case study into slides. */
export const PRESENT_KEY = 'p';

/** Keys typed into a field, or chorded with a modifier, are not the deck's. */
export function isDeckKey(event: KeyboardEvent): boolean {
  if (event.altKey || event.ctrlKey || event.metaKey || event.defaultPrevented) return false;
  const target = event.target as HTMLElement | null;
  // A modal dialog open over the deck (the picture viewer) takes every key.
  if (document.querySelector(`[aria-modal="true"]:not([${DECK}])`)) return false;
  return !target?.closest('input, textarea, select, [contenteditable="true"]');
}

/** The key that turns an open case study into slides. */
export const PRESENT_KEY = 'p';

/** Keys typed into a field, chorded with a modifier, or handled by a control are not the deck's. */
export function isDeckKey(event: KeyboardEvent): boolean {
  if (event.altKey || event.ctrlKey || event.metaKey || event.defaultPrevented) return false;
  const target = event.target as HTMLElement | null;
  return !target?.closest?.('input, textarea, select, [contenteditable="true"]');
}

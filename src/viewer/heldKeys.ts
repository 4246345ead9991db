/**
 * Holds the keys a reader presses from asking for the viewer until it takes keys (its code
 * loading, then its opening animation, when PhotoSwipe listens to none): kept from the page
 * meanwhile, then pressed again, in order, on the viewer. A quick → or Escape is never lost.
 * Chords and Tab pass: a replayed Tab would not move focus.
 */
export function holdKeys() {
  const held: KeyboardEvent[] = [];
  const hold = (event: KeyboardEvent) => {
    if (event.key === 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push(event);
  };
  addEventListener('keydown', hold, true);
  /** Stops holding and presses the held keys on `target` (none where the viewer did not open). */
  return (target?: Element | null) => {
    removeEventListener('keydown', hold, true);
    for (const { key, code, shiftKey } of held) {
      target?.dispatchEvent(
        new KeyboardEvent('keydown', { key, code, shiftKey, bubbles: true, cancelable: true }),
      );
    }
  };
}

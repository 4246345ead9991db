/** What a visitor does to act on the page (scroll, press, present), which ends a hold. */
const OWN_MOVES = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

/**
 * Keeps a page at the place it landed on while its layout settles, as a browser keeps a link's
 * fragment in view while the page loads. A section that skips rendering off screen
 * (content-visibility) stands in at an estimated height until it renders, and then moves
 * everything below it; the browser's scroll anchoring loses the place when the page shrinks under
 * it. So `land` runs again whenever the page's main content changes size (after layout, before
 * paint), until the page scrolls away from where it was put or the visitor acts. Returns the
 * release, for when the page or its place changes.
 */
export function holdPlace(land: () => void) {
  let heldAt = window.scrollY;
  const observer = new ResizeObserver(() => {
    land();
    heldAt = window.scrollY;
  });
  const onScroll = () => {
    if (Math.abs(window.scrollY - heldAt) > 1) release();
  };
  const release = () => {
    observer.disconnect();
    window.removeEventListener('scroll', onScroll);
    for (const type of OWN_MOVES) window.removeEventListener(type, release, true);
  };
  observer.observe(document.querySelector('main') ?? document.body);
  window.addEventListener('scroll', onScroll, { passive: true });
  for (const type of OWN_MOVES) {
    window.addEventListener(type, release, { capture: true, passive: true });
  }
  return release;
}

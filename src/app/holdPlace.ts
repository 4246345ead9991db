/**
 * Keeps a page at the place it landed on while its layout settles. A section that skips rendering
 * off screen (content-visibility) stands in at an estimated height until it renders, and then
 * moves everything below it; the browser's scroll anchoring loses the place when the page shrinks
 * under it. So `land` runs again whenever the page's main content changes size (after layout,
 * before paint), until the page scrolls away from where it was put: the visitor moving on. Returns
 * the release, for when the page or its place changes.
 */
export function holdPlace(land: () => void) {
  let held = window.scrollY;
  const observer = new ResizeObserver(() => {
    land();
    held = window.scrollY;
  });
  const onScroll = () => {
    if (Math.abs(window.scrollY - held) > 1) release();
  };
  const release = () => {
    observer.disconnect();
    window.removeEventListener('scroll', onScroll);
  };
  observer.observe(document.querySelector('main') ?? document.body);
  window.addEventListener('scroll', onScroll, { passive: true });
  return release;
}

/**
 * Moves focus to the page's main heading without scrolling, so screen readers start there;
 * unless the visitor is using a menu they opened meanwhile (taking focus would close it).
 */
export function focusMainHeading() {
  if (document.activeElement?.closest('[role="menu"]')) return;
  // Skip a heading that is on its way out (inert while it animates away).
  const heading = [...document.querySelectorAll<HTMLElement>('main h1')].find(
    (candidate) => !candidate.closest('[inert]'),
  );
  if (heading) focusHeading(heading);
}

/**
 * Focuses a heading for screen readers, leaving the scroll position to the caller; not in a page
 * framed by another (a presenter view's preview), which leaves focus, and keys, to the window.
 */
export function focusHeading(heading: HTMLElement) {
  if (window.top !== window) return;
  heading.tabIndex = -1;
  heading.focus({ preventScroll: true });
}

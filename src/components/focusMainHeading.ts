/** Moves focus to the page's main heading without scrolling, so screen readers start there. */
export function focusMainHeading() {
  const heading = document.querySelector<HTMLElement>('main h1');
  if (!heading) return;
  heading.tabIndex = -1;
  heading.focus({ preventScroll: true });
}

import { focusHeading } from './focusMainHeading';

/** The offset of an element from the top of the document, by layout, ignoring transforms. */
function layoutTop(element: HTMLElement) {
  let top = 0;
  for (
    let node: HTMLElement | null = element;
    node;
    node = node.offsetParent as HTMLElement | null
  ) {
    top += node.offsetTop;
  }
  return top;
}

/**
 * Opens a page at the section its URL's hash names (`/payment-overhaul#results`): its head (the
 * eyebrow, the heading and what sits beside them) just below the fixed header (the root's scroll
 * padding), the heading focused for screen readers. Measured by layout, so a study still rising in
 * lands where it will rest. False when the hash names no section of the page, which then opens at
 * its top.
 */
export function openAtSection(): boolean {
  const id = decodeURIComponent(window.location.hash.slice(1));
  const section = id ? document.getElementById(id) : null;
  const heading = section?.closest('main') && section.querySelector<HTMLElement>('h2');
  if (!heading?.parentElement) return false;
  const padding = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
  window.scrollTo(0, layoutTop(heading.parentElement) - padding);
  focusHeading(heading);
  return true;
}

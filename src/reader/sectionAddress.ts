// A study's sections and the address: the section it names (#id), scrolling there, and naming
// the one shown, for the study, its navigator and Present mode alike.
import { focusHeading, focusMainHeading } from '../app/focusMainHeading';

/** The offset of an element from the top of the document, by layout, ignoring transforms. */
export function layoutTop(element: HTMLElement) {
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
 * Scrolls the page to one of its sections: its head (the eyebrow, the heading and what sits beside
 * them) just below the fixed header and whatever sticks under it (the root's scroll padding), the
 * heading focused for screen readers. Measured by layout, so a study still rising in lands where
 * it will rest. False when the page has no such section.
 */
export function scrollToSection(id: string, behavior: ScrollBehavior = 'instant'): boolean {
  const section = id ? document.getElementById(id) : null;
  const heading = section?.closest('main') && section.querySelector<HTMLElement>('h2');
  if (!heading?.parentElement) return false;
  const padding = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
  window.scrollTo({ top: layoutTop(heading.parentElement) - padding, behavior });
  focusHeading(heading);
  return true;
}

/** The section the URL's hash names (`/payment-overhaul#results`), or '' for none. */
export const sectionInAddress = () => decodeURIComponent(window.location.hash.slice(1));

/**
 * Names a section ('' for none) in the URL's hash, so a reload or a copied address opens there.
 * Replaced, not pushed: Back leaves the page rather than stepping through its sections.
 */
export function showSectionInAddress(id: string) {
  const { pathname, search } = window.location;
  window.history.replaceState(window.history.state, '', `${pathname}${search}${id && `#${id}`}`);
}

/**
 * Opens a page at the section its URL's hash names. False when the hash names no section of the
 * page, which then opens at its top.
 */
const openAtSection = () => scrollToSection(sectionInAddress());

/** Opens a page at the section its URL's hash names, or else at its top, its heading focused. */
export function openWhereAsked() {
  if (openAtSection()) return;
  window.scrollTo(0, 0);
  focusMainHeading();
}

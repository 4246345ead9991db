// A page's sections and the address: the section it names (#id), landing there, and naming the
// one shown, for a study, its navigator and Present mode, and for every page's arrival.
import { focusHeading, focusMainHeading } from '../app/focusMainHeading';
import { holdPlace } from '../app/holdPlace';
import { sectionOfAnchor } from '../content/sectionOutline';
import { STORY_LINE } from '../sections/story/storyMarks';

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
 * How far past a story's reading line a step lands: more than the rounding of the layout offsets
 * it is measured by (half a pixel for each positioned ancestor), so the step is read as passed
 * whatever its fractional position, and well within the half screen a step holds the figure for.
 */
const PAST_LINE = 8;

/**
 * Scrolls the page to one of its sections: its head (the eyebrow, the heading and what sits beside
 * them) just below the fixed header and whatever sticks under it (the root's scroll padding), the
 * heading focused for screen readers (unless `focus` is false). A moving story's step
 * (`#results-step-2`) lands with its top just past the story's reading line, so the figure is in
 * its state, the step focused. Measured by layout, so a study still rising in lands where it will
 * rest. False when the page has no such section.
 */
export function scrollToSection(
  id: string,
  behavior: ScrollBehavior = 'instant',
  focus = true,
): boolean {
  const section = id ? document.getElementById(id) : null;
  const step = sectionOfAnchor(id) !== id;
  const target = section?.closest('main') && (step ? section : section.querySelector('h2'));
  if (!target?.parentElement) return false;
  const line = parseFloat(getComputedStyle(target).getPropertyValue(STORY_LINE));
  const top = line
    ? layoutTop(target) - line + PAST_LINE
    : layoutTop(step ? target : target.parentElement) -
      (parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0);
  window.scrollTo({ top, behavior });
  if (focus) focusHeading(target);
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
 * Lands on section `id` (see scrollToSection) and holds it there while the page settles
 * (holdPlace). The hold's release, or null when the page has no such section.
 */
export function landOn(id: string, focus: boolean) {
  if (!scrollToSection(id, 'instant', focus)) return null;
  return holdPlace(() => scrollToSection(id, 'instant', false));
}

/**
 * Opens a page at the section its URL's hash names, or else at its top, its heading focused where
 * the visitor asked for this view (`focus`); a page the browser loaded leaves focus where it is, so
 * the first Tab still reaches the skip link. Returns the release of the hold on a section.
 */
export function landWhereAddressed(focus = true) {
  const hold = landOn(sectionInAddress(), focus);
  if (hold) return hold;
  window.scrollTo(0, 0);
  if (focus) focusMainHeading();
  return undefined;
}

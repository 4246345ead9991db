/**
 * One IntersectionObserver for every block and graphic that moves as it is scrolled to. It writes
 * the block's phase to its `data-reveal` attribute and CSS transitions do the moving, so a reveal
 * costs no React render and its motion runs on the compositor.
 *
 * No attribute: as prerendered, fully visible (server, before hydration, reduced motion, or
 *               anything on screen or above it when the page hydrates).
 * 'armed':      below the fold after hydration; hidden off-screen, waiting to be scrolled to.
 * 'revealed':   scrolled into view; transitioning (or transitioned) to its final state.
 *
 * Content that opens in place of something else (a case study after its gate) is armed from its
 * first paint instead: what is on screen then reveals as one sequence, in reading order, each block
 * one stagger after the last (`--sequence`), the parts of a drawn graphic in turn after theirs.
 */
export type RevealPhase = 'armed' | 'revealed';

export const REVEAL_ATTRIBUTE = 'data-reveal';

// Ratios at which visibility is re-checked; fine enough for blocks several screens tall.
const THRESHOLDS = [0, 0.05, 0.1, 0.2, 0.3, 0.5];

/**
 * "In view" means the given share of the element is visible, or, for an element too tall for
 * that, the same share of the viewport is filled by it. Either holds at the very bottom of the
 * page too, so nothing is left hidden there.
 */
const isRevealing = (entry: IntersectionObserverEntry, amount: number) =>
  entry.isIntersecting &&
  (entry.intersectionRatio >= amount ||
    entry.intersectionRect.height >= amount * viewportHeight(entry));

const viewportHeight = (entry: IntersectionObserverEntry) =>
  entry.rootBounds?.height ?? window.innerHeight;

/** Below the fold: the whole element is under the viewport (the observer's root). */
const isBelowFold = (entry: IntersectionObserverEntry) =>
  !entry.isIntersecting && entry.boundingClientRect.top >= viewportHeight(entry);

interface Watched {
  /** The share of the element in view that reveals it (`scroll.viewportAmount`). */
  amount: number;
  /** Until the observer's first report, where the element is is not known. */
  reported: boolean;
  /** Armed as it mounted, part of an opening sequence. */
  opening: boolean;
}

/** Mounted elements, so Replay can arm them again; the observer only sees those still waiting. */
const mounted = new Map<Element, Watched>();
let observer: IntersectionObserver | undefined;

const setPhase = (element: Element, phase: RevealPhase) =>
  element.setAttribute(REVEAL_ATTRIBUTE, phase);

const documentOrder = (a: Element, b: Element) =>
  a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;

function reveal(element: Element) {
  setPhase(element, 'revealed');
  observer?.unobserve(element);
}

function onReport(entries: IntersectionObserverEntry[]) {
  const opened: HTMLElement[] = [];
  for (const entry of entries) {
    const element = entry.target;
    const watched = mounted.get(element);
    if (!watched) continue;
    if (!watched.reported && watched.opening) {
      watched.reported = true;
      // On screen, even in part: in the sequence. Below: waits for its scroll. Above: as it is.
      if (entry.isIntersecting) opened.push(element as HTMLElement);
      else if (!isBelowFold(entry)) {
        element.removeAttribute(REVEAL_ATTRIBUTE);
        observer?.unobserve(element);
      }
    } else if (!watched.reported) {
      // Only what the visitor cannot see yet is hidden, so nothing on screen ever blinks. The
      // first report says where the element is, without forcing a layout per block.
      watched.reported = true;
      if (isBelowFold(entry)) setPhase(element, 'armed');
      else observer?.unobserve(element);
    } else if (isRevealing(entry, watched.amount)) {
      reveal(element);
    }
  }
  // In a sequence, reading order replaces a block's place among its siblings.
  opened.sort(documentOrder).forEach((element, index) => {
    element.style.setProperty('--sequence', String(index + 1));
    element.style.setProperty('--order', '0');
    reveal(element);
  });
}

function observe(element: Element) {
  observer ??= new IntersectionObserver(onReport, { threshold: THRESHOLDS });
  observer.observe(element);
}

/**
 * Watches an element until it has revealed; `opening` arms it at once, for an opening sequence.
 * The returned function stops watching; an element still armed then shows as it was prerendered,
 * so reduced motion switched on mid-visit hides nothing.
 */
export function watchReveal(element: Element, amount: number, opening = false): () => void {
  const revealed = element.getAttribute(REVEAL_ATTRIBUTE) === 'revealed';
  if (opening && !revealed) setPhase(element, 'armed');
  mounted.set(element, { amount, reported: revealed, opening });
  if (!revealed) observe(element);
  return () => {
    mounted.delete(element);
    observer?.unobserve(element);
    if (element.getAttribute(REVEAL_ATTRIBUTE) === 'armed')
      element.removeAttribute(REVEAL_ATTRIBUTE);
    // The last one gone takes the observer with it, so a page left has nothing watching.
    if (mounted.size === 0) {
      observer?.disconnect();
      observer = undefined;
    }
  };
}

/**
 * Everything mounted (`within` an element, when given) hides and reveals again as it is (or
 * comes) in view: the dev tuner's Replay, and each slide of present mode as it appears.
 */
export function replayReveals(within?: Element) {
  for (const [element, watched] of mounted) {
    if (within && !within.contains(element)) continue;
    watched.reported = true;
    setPhase(element, 'armed');
    observer?.unobserve(element);
    observe(element);
  }
}

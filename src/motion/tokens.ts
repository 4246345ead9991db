/**
 * Every motion value used by the site, in one place. Components read these through
 * `useMotionTokens()` so the dev-only tuner can change them live.
 */
export const motionTokens = {
  duration: {
    fast: 0.15,
    base: 0.3,
    slow: 0.6,
    counter: 1.2,
    route: 0.35,
    bar: 0.9,
  },
  ease: {
    out: [0.22, 1, 0.36, 1] as [number, number, number, number],
    inOut: [0.65, 0, 0.35, 1] as [number, number, number, number],
  },
  /** How far (px) a revealing block travels. */
  revealDistance: 24,
  /** Delay (s) between siblings revealing in sequence. */
  stagger: 0.08,
  /** Delay (s) between drawn parts (bars, connectors): they take longer than text to fade. */
  drawStagger: 0.24,
  /** Share of an element that must be visible before it reveals; reveals run once. */
  viewportAmount: 0.3,
};

export type MotionTokens = typeof motionTokens;

/** Behavioural constants from the specification. */
export const headerScrollThreshold = 10;

export const tooltipDelays = {
  /** Radix defaults, kept for any tooltip that does not set its own. */
  defaultDelay: 700,
  skipDelay: 300,
  /** The site's own tooltips open at once. */
  ownDelay: 0,
};

/** Grace period before a hover-opened menu closes once the pointer has left it (ms). */
export const menuHoverCloseDelay = 160;

const cubic = (points: readonly number[]) => `cubic-bezier(${points.join(', ')})`;

/** The standard easing as a CSS timing function. */
const cssEaseOut = cubic(motionTokens.ease.out);

/** A CSS animation shorthand built from the tokens, for keyframes run by CSS. */
export function cssAnimation(name: string, duration: keyof MotionTokens['duration'] = 'fast') {
  return `${name} ${motionTokens.duration[duration]}s ${cssEaseOut}`;
}

/** A CSS transition built from the tokens, for hover and state changes done in CSS. */
export function cssTransition(
  properties: string[],
  duration: keyof MotionTokens['duration'] = 'fast',
): string {
  return properties
    .map((property) => `${property} ${motionTokens.duration[duration]}s ${cssEaseOut}`)
    .join(', ');
}

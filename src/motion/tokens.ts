/**
 * Every motion value used by the site, in one place, grouped by what it moves. Framer-driven
 * motion reads these through `useMotionTokens()`, CSS-driven motion through the custom properties
 * of `cssMotion.ts`; the dev-only tuner changes both live, and its "Copy as code" writes this file.
 *
 * A token's name ends in what it measures (`tokenKinds.ts`): `…duration`, `…delay` and `stagger`
 * in seconds, `…distance` in pixels, `…scale` as a factor, `ease` as a cubic-bezier curve,
 * `…amount` as a share of an element.
 */

type Curve = [number, number, number, number];

/**
 * The scales the groups below name their curves and durations from, so the site moves at a few
 * speeds on one curve. Each group keeps its own token, so the tuner can try one group on another
 * step; "Copy as code" writes a tuned value that equals a step by the step's name.
 */
export const curves = {
  /** A quick start and a long settle: everything on the site moves on it. */
  out: [0.22, 1, 0.36, 1] as Curve,
};

/** Durations in seconds, shortest first. */
export const durations = {
  /** Small answers to the pointer: menus, tooltips, hovers. */
  instant: 0.15,
  /** A page leaving, quicker than the next one arrives. */
  quick: 0.21,
  /** The header's glass, the gate leaving, a card lifting. */
  brisk: 0.3,
  /** A page arriving. */
  moderate: 0.35,
  /** Blocks rising in; the study arriving through the gate. */
  gentle: 0.6,
  /** Bars and charts filling, connectors drawing. */
  slow: 0.9,
  /** Figures counting up; the loading shimmer's sweep. */
  slower: 1.2,
};

export const motionTokens = {
  /** Blocks fading and rising in, one after another, as they are scrolled to. */
  reveal: {
    duration: durations.gentle,
    distance: 24,
    stagger: 0.08,
    ease: curves.out,
  },
  /** How much of an element is in view before its motion starts; each runs once. */
  scroll: {
    viewportAmount: 0.3,
  },
  /** Figures counting up to their exact text. */
  counter: {
    duration: durations.slower,
    ease: curves.out,
  },
  /** The career timeline's hands-on and management bars filling. */
  bar: {
    duration: durations.slow,
    stagger: 0.24,
    ease: curves.out,
  },
  /** A study's phases rising in, each connector drawing to the next (`duration`). */
  phaseFlow: {
    duration: durations.slow,
    stepDuration: durations.gentle,
    distance: 24,
    stagger: 0.24,
    ease: curves.out,
  },
  /** Results charts, funnels and schedules: bars filling (`duration`), then what fades in beside them. */
  chart: {
    duration: durations.slow,
    fadeDuration: durations.gentle,
    stagger: 0.24,
    ease: curves.out,
  },
  /**
   * Scroll stories: a step's text passing the line (`lineAmount` of the way down the viewport)
   * moves the pinned figure to its state: bars grow or shrink and colours change (`duration`),
   * values and notes fade (`fadeDuration`).
   */
  story: {
    duration: durations.slow,
    fadeDuration: durations.gentle,
    lineAmount: 0.6,
    ease: curves.out,
  },
  /** A page arriving from below; the page it replaces leaves upwards, faster. */
  route: {
    enterDuration: durations.moderate,
    exitDuration: durations.quick,
    distance: 12,
    ease: curves.out,
  },
  /** The password gate giving way to the study, and the loading bar while the study opens. */
  gate: {
    enterDuration: durations.gentle,
    exitDuration: durations.brisk,
    studyDistance: 24,
    exitScale: 0.98,
    shimmerDuration: durations.slower,
    ease: curves.out,
  },
  /** The header's glass fading in once the page scrolls. */
  header: {
    duration: durations.brisk,
    ease: curves.out,
  },
  /** The Projects menu dropping in; a menu opened by hover closes after the grace delay. */
  menu: {
    duration: durations.instant,
    distance: 6,
    scale: 0.98,
    closeDelay: 0.16,
    ease: curves.out,
  },
  /** Tooltips rising in (on hover after the open delay, on keyboard focus at once), and a short
   * notice ('Link copied') fading once it has been read. */
  tooltip: {
    duration: durations.instant,
    distance: 4,
    openDelay: 0,
    ease: curves.out,
  },
  /** The picture viewer growing out of the picture on the page, and shrinking back into it. */
  viewer: {
    duration: durations.brisk,
    ease: curves.out,
  },
  /** The page crossing to the other colour scheme: one cross-fade of the whole page. */
  theme: {
    duration: durations.brisk,
    ease: curves.out,
  },
  /** Buttons, links and project cards answering the pointer. */
  hover: {
    duration: durations.instant,
    cardDuration: durations.brisk,
    liftDistance: 4,
    nudgeDistance: 4,
    pressDistance: 1,
    ease: curves.out,
  },
};

export type MotionTokens = typeof motionTokens;
export type MotionGroup = keyof MotionTokens;

/** Behavioural constants from the specification. */
export const headerScrollThreshold = 10;

/** Radix and timers count in milliseconds; the tokens count in seconds. */
export const milliseconds = (seconds: number) => Math.round(seconds * 1000);

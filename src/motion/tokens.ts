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

/** Curves several groups share; a tuned curve equal to one is copied by its name. */
export const curves = {
  out: [0.22, 1, 0.36, 1] as Curve,
};

export const motionTokens = {
  /** Blocks fading and rising in, one after another, as they are scrolled to. */
  reveal: {
    duration: 0.6,
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
    duration: 1.2,
    ease: curves.out,
  },
  /** The career timeline's hands-on and management bars filling. */
  bar: {
    duration: 0.9,
    stagger: 0.24,
    ease: curves.out,
  },
  /** A study's phases rising in, each connector drawing to the next (`duration`). */
  phaseFlow: {
    duration: 0.9,
    stepDuration: 0.6,
    distance: 24,
    stagger: 0.24,
    ease: curves.out,
  },
  /** Results charts, funnels and timelines: bars filling (`duration`), then what fades in beside them. */
  chart: {
    duration: 0.9,
    fadeDuration: 0.6,
    stagger: 0.24,
    ease: curves.out,
  },
  /** A page arriving from below; the page it replaces leaves upwards, faster. */
  route: {
    enterDuration: 0.35,
    exitDuration: 0.21,
    distance: 12,
    ease: curves.out,
  },
  /** The password gate giving way to the study, and the loading bar while the study opens. */
  gate: {
    enterDuration: 0.6,
    exitDuration: 0.3,
    studyDistance: 24,
    exitScale: 0.98,
    shimmerDuration: 1.2,
    ease: curves.out,
  },
  /** The header's glass fading in once the page scrolls. */
  header: {
    duration: 0.3,
    ease: curves.out,
  },
  /** The Projects menu dropping in; a menu opened by hover closes after the grace delay. */
  menu: {
    duration: 0.15,
    distance: 6,
    scale: 0.98,
    closeDelay: 0.16,
    ease: curves.out,
  },
  /** Tooltips rising in; on hover after the open delay, on keyboard focus at once. */
  tooltip: {
    duration: 0.15,
    distance: 4,
    openDelay: 0,
    ease: curves.out,
  },
  /** Buttons, links and project cards answering the pointer. */
  hover: {
    duration: 0.15,
    cardDuration: 0.3,
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

/**
 * Every motion value used by the site, in one place. Framer-driven motion reads these through
 * `useMotionTokens()`, CSS-driven motion through the custom properties of `cssMotion.ts`; the
 * dev-only tuner changes both live.
 */
export const motionTokens = {
  /** Seconds. */
  duration: {
    fast: 0.15,
    base: 0.3,
    slow: 0.6,
    counter: 1.2,
    route: 0.35,
    /** The outgoing page leaves faster than the next one arrives. */
    routeExit: 0.21,
    bar: 0.9,
    /** One sweep of the loading bar while a study opens. */
    shimmer: 1.2,
  },
  ease: {
    out: [0.22, 1, 0.36, 1] as [number, number, number, number],
    inOut: [0.65, 0, 0.35, 1] as [number, number, number, number],
  },
  /** Pixels travelled. */
  distance: {
    /** A block revealing on scroll, and a study replacing the gate. */
    reveal: 24,
    /** A page arriving (up from below) and leaving (further up). */
    route: 12,
    /** The Projects menu dropping in. */
    menu: 6,
    tooltip: 4,
    /** A project card rising under the pointer. */
    lift: 4,
    /** An arrow nudged forward on hover. */
    nudge: 4,
    /** A button pressed down. */
    press: 1,
  },
  /** Scale a popover grows from, and the gate shrinks to as it leaves. */
  scale: {
    menu: 0.98,
    gateExit: 0.98,
  },
  /** Seconds. */
  delay: {
    /** Grace period before a hover-opened menu closes once the pointer has left it. */
    menuClose: 0.16,
    /** Before a tooltip opens on hover (they open at once on keyboard focus). */
    tooltip: 0,
  },
  /** Delay (s) between siblings revealing in sequence. */
  stagger: 0.08,
  /** Delay (s) between drawn parts (bars, connectors): they take longer than text to fade. */
  drawStagger: 0.24,
  /** Share of an element that must be visible before it reveals; reveals run once. */
  viewportAmount: 0.3,
};

export type MotionTokens = typeof motionTokens;
export type DurationName = keyof MotionTokens['duration'];

/** Behavioural constants from the specification. */
export const headerScrollThreshold = 10;

/** Radix and timers count in milliseconds; the tokens count in seconds. */
export const milliseconds = (seconds: number) => Math.round(seconds * 1000);

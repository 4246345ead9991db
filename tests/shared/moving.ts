/**
 * How many transitions and animations are still running toward an end (0: the page is at rest).
 * Runs in the page, in any engine. With `onScreenOnly`, what is off screen is left out: an engine
 * need not advance an animation in a section that skips rendering until it is back in view.
 * Chromium drops such an animation from `getAnimations()` without settling its `finished`
 * promise, so a wait counts what runs rather than awaiting each one.
 */
export function moving(onScreenOnly = true) {
  const onScreen = (element: Element | null | undefined) => {
    const box = element?.getBoundingClientRect();
    return Boolean(box && box.bottom > 0 && box.top < window.innerHeight);
  };
  return document
    .getAnimations()
    .filter(
      (animation) =>
        animation.playState === 'running' &&
        animation.effect?.getComputedTiming().endTime !== Infinity &&
        (!onScreenOnly || onScreen((animation.effect as KeyframeEffect | null)?.target)),
    ).length;
}

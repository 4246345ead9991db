import { startTransition, useEffect, useLayoutEffect, useState } from 'react';

/**
 * How many of a long page's parts to mount. As the page opens, parts are added (from `atOnce`)
 * until they reach below the bottom of the screen, all before it paints, so what is on screen
 * arrives together; then one more per commit, each a transition of its own, until all `total` are
 * in (`total` may grow, as parts whose code was loading arrive). The page is built in short tasks
 * that input and animation can run between, instead of one commit that blocks them while it builds
 * and lays out everything.
 */
export function useMountedCount(total: number, atOnce: number, container: HTMLElement | null) {
  const [count, setCount] = useState(() => Math.min(atOnce, total));
  const [screenFilled, setScreenFilled] = useState(false);

  // Measuring what was laid out and rendering again before paint is what layout effects are for.
  useLayoutEffect(() => {
    if (screenFilled || !container) return;
    if (count < total && container.getBoundingClientRect().bottom < window.innerHeight) {
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setCount(count + 1);
    } else {
      setScreenFilled(true);
    }
  }, [container, count, total, screenFilled]);

  useEffect(() => {
    if (screenFilled && count < total) startTransition(() => setCount(count + 1));
  }, [screenFilled, count, total]);

  return count;
}

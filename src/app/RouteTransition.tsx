import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useOutlet } from 'react-router-dom';
import { cubicBezier } from '../motion/cssMotion';
import { useMotionTokens } from '../motion/MotionTokensContext';
import type { MotionTokens } from '../motion/tokens';
import { usePrefersReducedMotion } from '../motion/usePrefersReducedMotion';
import { landOn, landWhereAddressed } from '../reader/sectionAddress';
import { ErrorBoundary } from './ErrorBoundary';
import { RouteError } from './RouteError';
import { preloadPage } from './pageModules';

/** Keeps the outgoing page on screen, unchanged, while it animates out. */
function FrozenOutlet() {
  const outlet = useOutlet();
  const [frozen] = useState(outlet);
  return frozen;
}

/**
 * After a client-side navigation: start at the top and move focus to the new page's heading; or,
 * for an address that names a place on the page (`/#projects`), start there, its heading focused.
 * `navigation` (the location's key) also changes for a link to the page already open, which then
 * starts over at the top too. On the page's first load, focus stays where the browser put it (the
 * first Tab is the skip link's), and only a place the address names moves the page.
 */
function Arrival({
  initial,
  navigation,
  hash,
}: {
  initial: boolean;
  navigation: string;
  hash: string;
}) {
  useLayoutEffect(() => {
    if (!initial) return landWhereAddressed();
    return landOn(decodeURIComponent(hash.slice(1)), false) ?? undefined;
  }, [initial, navigation, hash]);
  return null;
}

interface Arrived {
  path: string;
  navigation: string;
  hash: string;
}

/**
 * The page on screen, by the navigation it arrived with (its own while it leaves, so nothing lands
 * on a page on its way out), and how it moves: `still`; `leaving` for a new address; once it has
 * gone, the next page `entering`.
 */
interface Shown extends Arrived {
  phase: 'shown' | 'entering' | 'leaving';
}

/**
 * The page moving in or out by the route's tokens, by the Web Animations API; with reduced motion
 * it fades without travelling.
 */
function move(
  element: HTMLElement,
  phase: 'entering' | 'leaving',
  route: MotionTokens['route'],
  reduced: boolean,
) {
  const leaving = phase === 'leaving';
  const distance = reduced ? 0 : route.distance;
  const away = { opacity: 0, transform: `translateY(${leaving ? -distance : distance}px)` };
  const here = { opacity: 1, transform: 'none' };
  return element.animate(leaving ? [here, away] : [away, here], {
    duration: (leaving ? route.exitDuration : route.enterDuration) * 1000,
    easing: cubicBezier(route.ease),
    // Gone until the next page replaces it.
    fill: leaving ? 'forwards' : 'none',
  });
}

/**
 * The page for the address; on a new address the page before leaves first, then the new one comes
 * in. No framer-motion: hydrating a page needs none of it.
 */
export function RouteTransition() {
  const location = useLocation();
  const [firstKey] = useState(location.key);
  // Once the visitor has moved on, coming back to the first page (Back) is an arrival like any other.
  const [movedOn, setMovedOn] = useState(false);
  if (!movedOn && location.key !== firstKey) setMovedOn(true);
  const { route } = useMotionTokens();
  const reduced = usePrefersReducedMotion();
  const arrived: Arrived = {
    path: location.pathname,
    navigation: location.key,
    hash: location.hash,
  };
  const [shown, setShown] = useState<Shown>({ ...arrived, phase: 'shown' });
  if (location.pathname !== shown.path) {
    if (shown.phase !== 'leaving') setShown({ ...shown, phase: 'leaving' });
  } else if (location.key !== shown.navigation || shown.phase === 'leaving') {
    // Another visit to the page on screen, or back to it before it had gone: it stays, as it is.
    setShown({ ...arrived, phase: 'shown' });
  }
  // Where the visitor is by the time the page before has gone.
  const latest = useRef(arrived);
  useLayoutEffect(() => {
    latest.current = arrived;
  });
  const page = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (shown.phase === 'shown' || !page.current) return;
    const animation = move(page.current, shown.phase, route, reduced);
    let current = true;
    // Finished, or cancelled by anything but this effect: either way the move is over.
    const done = () =>
      current &&
      setShown(
        shown.phase === 'leaving'
          ? { ...latest.current, phase: 'entering' }
          : { ...shown, phase: 'shown' },
      );
    animation.finished.then(done, done);
    return () => {
      current = false;
      animation.cancel();
    };
  }, [shown, route, reduced]);
  // The next page's module loads while the current page animates out (a failure shows there).
  useEffect(() => void preloadPage(location.pathname).catch(() => undefined), [location.pathname]);

  return (
    // A page on its way out is out of reach, as a gate on its way out is: nothing lands on it.
    <div key={shown.path} ref={page} inert={shown.phase === 'leaving'}>
      <ErrorBoundary fallback={(error) => <RouteError error={error} />}>
        <FrozenOutlet />
      </ErrorBoundary>
      <Arrival
        initial={!movedOn && shown.navigation === firstKey}
        navigation={shown.navigation}
        hash={shown.hash}
      />
    </div>
  );
}

import { AnimatePresence, m, PresenceContext } from 'framer-motion';
import { useEffect, useLayoutEffect, useState } from 'react';
import { useLocation, useOutlet } from 'react-router-dom';
import { landOn, openWhereAsked } from '../reader/sectionAddress';
import { useMotionTokens } from '../motion/MotionTokensContext';
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
 * `navigation` (the location's key, a prop so a page on its way out keeps its own) also changes
 * for a link to the page already open, which then starts over at the top too. On the page's first
 * load, focus stays where the browser put it (the first Tab is the skip link's), and only a place
 * the address names moves the page.
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
    if (!initial) return openWhereAsked();
    return landOn(decodeURIComponent(hash.slice(1)), false) ?? undefined;
  }, [initial, navigation, hash]);
  return null;
}

export function RouteTransition() {
  const location = useLocation();
  const [firstKey] = useState(location.key);
  // Once the visitor has moved on, coming back to the first page (Back) is an arrival like any other.
  const [movedOn, setMovedOn] = useState(false);
  if (!movedOn && location.key !== firstKey) setMovedOn(true);
  const { route } = useMotionTokens();
  const ease = route.ease;
  // The next page's module loads while the current page animates out (a failure shows there).
  useEffect(() => void preloadPage(location.pathname).catch(() => undefined), [location.pathname]);

  return (
    <AnimatePresence mode="wait" initial={false}>
      <m.div
        key={location.pathname}
        initial={{ opacity: 0, y: route.distance }}
        animate={{ opacity: 1, y: 0, transition: { duration: route.enterDuration, ease } }}
        exit={{
          opacity: 0,
          y: -route.distance,
          transition: { duration: route.exitDuration, ease },
        }}
      >
        {/* Only this wrapper takes part in the route's presence. Below it, `initial={false}` on
            the first page would otherwise block every section's first change, and a section
            armed before the animation features load would never hide. */}
        <PresenceContext.Provider value={null}>
          <ErrorBoundary fallback={(error) => <RouteError error={error} />}>
            <FrozenOutlet />
          </ErrorBoundary>
          <Arrival
            initial={!movedOn && location.key === firstKey}
            navigation={location.key}
            hash={location.hash}
          />
        </PresenceContext.Provider>
      </m.div>
    </AnimatePresence>
  );
}

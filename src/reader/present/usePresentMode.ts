import {
  startTransition,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
} from 'react';
import { lazyComponent } from '../../app/lazyComponent';
import { landWhereAddressed, sectionInAddress } from '../sectionAddress';
import { isDeckKey, PRESENT_KEY } from './deckKeys';
import type { DeckProps } from './PresentDeck';

/** The deck loads when the owner first presents; a reader never fetches it. */
export const LazyPresentDeck = lazyComponent<DeckProps>(() => import('./PresentDeck'));

/**
 * 'leaving': the deck stands aside at once, the page back under the reader, and goes in a
 * transition after (taking its slides down is work the reader need not wait for).
 */
export type PresentStatus = 'page' | 'loading' | 'failed' | 'presenting' | 'leaving';

/** Kept for the tab while presenting, so a reload comes back to the deck at its slide. */
const RESUME_KEY = 'presenting';

function remember(presenting: boolean) {
  try {
    if (presenting) sessionStorage.setItem(RESUME_KEY, window.location.pathname);
    else sessionStorage.removeItem(RESUME_KEY);
  } catch {
    // Without storage a reload opens the page at the slide's section instead.
  }
}

function wasPresenting() {
  try {
    return sessionStorage.getItem(RESUME_KEY) === window.location.pathname;
  } catch {
    return false;
  }
}

interface Mode {
  status: PresentStatus;
  /** The section the deck starts at. */
  startAt: string;
}

/** The page, or after a reload while presenting, the deck again at the address's section. */
const initialMode = (): Mode =>
  wasPresenting()
    ? { status: 'loading', startAt: sectionInAddress() }
    : { status: 'page', startAt: '' };

/**
 * Present mode's state for an open study (which only ever renders in the browser): the Present
 * button and the `P` key (in the study's tools) start it at the section being read, a reload
 * while presenting resumes it at the address's section, and leaving it returns to the page at the
 * last slide's section.
 */
export function usePresentMode(reading: string) {
  const [mode, setMode] = useState(initialMode);
  const { status } = mode;

  useEffect(() => {
    if (status !== 'loading') return;
    let wanted = true;
    LazyPresentDeck.preload().then(
      () => {
        if (!wanted) return;
        remember(true);
        setMode((was) => ({ ...was, status: 'presenting' }));
      },
      () => wanted && setMode((was) => ({ ...was, status: 'failed' })),
    );
    return () => {
      wanted = false;
    };
  }, [status]);

  const present = useCallback(() => setMode({ status: 'loading', startAt: reading }), [reading]);

  const exit = useCallback(() => {
    remember(false);
    setMode((was) => ({ ...was, status: 'leaving' }));
    startTransition(() => setMode({ status: 'page', startAt: '' }));
  }, []);

  // Leaving the study (Back, a link) while presenting: coming back later opens the page.
  useEffect(() => () => remember(false), []);

  // Its key acts only where focus is in the study's tools (the navigator and its Present button):
  // a bare letter pressed anywhere else on the page (a word a speech-input user says, a slip of
  // the finger) does nothing.
  const onToolsKey = useCallback(
    (event: KeyboardEvent) => {
      if (status !== 'page' && status !== 'failed') return;
      if (event.key.toLowerCase() !== PRESENT_KEY || !isDeckKey(event.nativeEvent)) return;
      event.preventDefault();
      present();
    },
    [status, present],
  );

  // Back on the page as the deck stands aside, at the last slide's section, its heading focused:
  // the study stayed laid out beneath the deck, so this is a scroll, not a layout.
  const previous = useRef(status);
  useLayoutEffect(() => {
    const left = previous.current === 'presenting' && status === 'leaving';
    previous.current = status;
    if (left) return landWhereAddressed();
  }, [status]);

  return { ...mode, present, exit, onToolsKey };
}

import {
  lazy,
  Suspense,
  useEffect,
  useState,
  useSyncExternalStore,
  type KeyboardEvent,
} from 'react';
import {
  earlyMenuIntent,
  endEarlyCapture,
  MENU_OPEN_KEYS,
  MENU_TRIGGER_ATTRIBUTE,
  type MenuIntent,
} from '../boot/protocol';
import type { ProjectsMenuProps } from './ProjectsDropdown';
import { ChevronDownIcon } from './icons';
import { menuTriggerStyle } from './navItemStyle';

const loadDropdown = () => import('./ProjectsDropdown');
const ProjectsDropdown = lazy(loadDropdown);

const opensMenu = (event: KeyboardEvent) => MENU_OPEN_KEYS.includes(event.key);
const noUpdates = () => () => {};

/**
 * Keeps Radix's menu off the critical path: a light trigger renders first (and in the
 * prerendered HTML), the menu module loads once the browser is idle, and anything the visitor
 * does before then is replayed, so an early hover, click or key press is never lost: before
 * hydration the boot script keeps it, after hydration this trigger does.
 */
export function ProjectsMenu(props: ProjectsMenuProps) {
  const [ownIntent, setIntent] = useState<MenuIntent | null>(null);
  const [ready, setReady] = useState(false);
  // Hydration renders as the server did (no intent), then at once with the boot script's.
  const early = useSyncExternalStore(noUpdates, earlyMenuIntent, () => null);
  const intent = ownIntent ?? early;
  useEffect(endEarlyCapture, []);

  useEffect(() => {
    let live = true;
    const load = () => void loadDropdown().then(() => live && setReady(true));
    const idle = window.requestIdleCallback?.(load) ?? window.setTimeout(load, 200);
    return () => {
      live = false;
      (window.cancelIdleCallback ?? window.clearTimeout)(idle);
    };
  }, []);

  const placeholder = (
    <button
      type="button"
      className={menuTriggerStyle()}
      aria-haspopup="menu"
      aria-expanded={false}
      {...{ [MENU_TRIGGER_ATTRIBUTE]: '' }}
      data-state="closed"
      onPointerEnter={(event) => event.pointerType === 'mouse' && setIntent('hover')}
      onPointerDown={() => setIntent('press')}
      onKeyDown={(event) => {
        if (!opensMenu(event)) return;
        event.preventDefault();
        setIntent('key');
      }}
      onFocus={() => setIntent((current) => current ?? intent ?? 'focus')}
    >
      {props.label}
      <ChevronDownIcon data-chevron />
    </button>
  );

  if (!ready && !intent) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <ProjectsDropdown {...props} intent={intent} />
    </Suspense>
  );
}

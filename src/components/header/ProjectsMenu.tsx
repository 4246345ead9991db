import {
  startTransition,
  useEffect,
  useState,
  useSyncExternalStore,
  type KeyboardEvent,
} from 'react';
import {
  earlyMenuIntent,
  MENU_OPEN_KEYS,
  subscribeEarlyMenuIntent,
  MENU_TRIGGER_ATTRIBUTE,
  type MenuIntent,
} from '../../boot/protocol';
import type { ProjectsMenuProps } from './ProjectsDropdown';
import { ChevronDownIcon } from '../icons';
import { menuTriggerStyle } from './navItemStyle';

type Dropdown = (typeof import('./ProjectsDropdown'))['default'];
const loadDropdown = () => import('./ProjectsDropdown').then((module) => module.default);

const opensMenu = (event: KeyboardEvent) => MENU_OPEN_KEYS.includes(event.key);

/**
 * Keeps Radix's menu off the critical path: a light trigger renders first (and in the
 * prerendered HTML), the menu module loads once the browser is idle or the visitor reaches for
 * the trigger, and anything the visitor does before then is replayed, so an early hover, click or
 * key press is never lost: before hydration the boot script keeps it, after hydration this
 * trigger does. The trigger stays the same element until the menu has loaded, so it keeps focus.
 */
export function ProjectsMenu(props: ProjectsMenuProps) {
  const [ownIntent, setIntent] = useState<MenuIntent | null>(null);
  const [ProjectsDropdown, setDropdown] = useState<Dropdown | null>(null);
  // Hydration renders as the server did (no intent), then at once with the boot script's, and
  // with whatever the boot script keeps after, until the app has hydrated.
  const early = useSyncExternalStore(subscribeEarlyMenuIntent, earlyMenuIntent, () => null);
  const intent = ownIntent ?? early;

  const wanted = intent !== null;
  useEffect(() => {
    let current = true;
    const load = () =>
      void loadDropdown().then(
        // A transition: the swap yields to the visitor's input.
        (component) => current && startTransition(() => setDropdown(() => component)),
        // The trigger stays as it is; the next reach for it tries again.
        () => undefined,
      );
    if (wanted) {
      load();
      return () => void (current = false);
    }
    const idle = window.requestIdleCallback?.(load) ?? window.setTimeout(load, 200);
    return () => {
      current = false;
      (window.cancelIdleCallback ?? window.clearTimeout)(idle);
    };
  }, [wanted]);

  if (ProjectsDropdown) return <ProjectsDropdown {...props} intent={intent} />;
  return (
    <button
      type="button"
      className={menuTriggerStyle()}
      aria-haspopup="menu"
      aria-expanded={false}
      {...{ [MENU_TRIGGER_ATTRIBUTE]: '' }}
      // Asked for (not just focused), it shows its open look at once, as the full menu's trigger
      // does in the press, while the menu's code arrives.
      data-state={intent && intent !== 'focus' ? 'open' : 'closed'}
      onPointerEnter={(event) => event.pointerType === 'mouse' && setIntent('hover')}
      onPointerLeave={(event) =>
        event.pointerType === 'mouse' &&
        setIntent((current) => (current === 'hover' ? null : current))
      }
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
}

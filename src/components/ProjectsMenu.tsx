import { lazy, Suspense, useEffect, useState, type KeyboardEvent } from 'react';
import type { MenuIntent, ProjectsMenuProps } from './ProjectsDropdown';
import { ChevronDownIcon } from './icons';
import { menuTriggerStyle } from './navItemStyle';

const loadDropdown = () => import('./ProjectsDropdown');
const ProjectsDropdown = lazy(loadDropdown);

const opensMenu = (event: KeyboardEvent) => ['Enter', ' ', 'ArrowDown'].includes(event.key);

/**
 * Keeps Radix's menu off the critical path: a light trigger renders first (and in the
 * prerendered HTML), the menu module loads once the browser is idle, and anything the visitor
 * does before then is replayed, so an early hover, click or key press is never lost.
 */
export function ProjectsMenu(props: ProjectsMenuProps) {
  const [intent, setIntent] = useState<MenuIntent | null>(null);
  const [ready, setReady] = useState(false);

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
      data-state="closed"
      onPointerEnter={(event) => event.pointerType === 'mouse' && setIntent('hover')}
      onPointerDown={() => setIntent('press')}
      onKeyDown={(event) => {
        if (!opensMenu(event)) return;
        event.preventDefault();
        setIntent('key');
      }}
      onFocus={() => setIntent((current) => current ?? 'focus')}
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

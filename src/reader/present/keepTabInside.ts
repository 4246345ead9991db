import type { KeyboardEvent } from 'react';

const CANDIDATES =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]';

/** What Tab can reach in `scope`, in order: in the tab order, drawn, and not inert. */
const tabStopsIn = (scope: HTMLElement) =>
  [...scope.querySelectorAll<HTMLElement>(CANDIDATES)].filter(
    (element) => element.tabIndex >= 0 && element.checkVisibility() && !element.closest('[inert]'),
  );

/**
 * Tab past the last stop comes back to the first, Shift+Tab before the first goes to the last: the
 * page under a layer that covers it stays as it is, out of the keyboard's reach. A modal opened
 * over the layer (the picture viewer) keeps its own keys.
 */
export function keepTabInside(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return;
  const layer = event.currentTarget;
  if ((event.target as Element).closest('[aria-modal="true"]') !== layer) return;
  const stops = tabStopsIn(layer);
  const first = stops[0];
  const last = stops.at(-1);
  const active = document.activeElement;
  const leaving = event.shiftKey ? active === first || active === layer : active === last;
  if (!first || !last || leaving) {
    event.preventDefault();
    (event.shiftKey ? last : first)?.focus();
  }
}

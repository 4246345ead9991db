import { useSyncExternalStore } from 'react';

/** The query that opens a study's page as its presenter view, or as one of the view's previews. */
const PRESENTER_QUERY = 'presenter';

/** The presenter view itself, or its preview of the slide now showing or of the next. */
export type PresenterRole = 'view' | 'current' | 'next';
const roles: readonly string[] = ['view', 'current', 'next'] satisfies PresenterRole[];

export const presenterAddress = (pathname: string, role: PresenterRole) =>
  `${pathname}?${PRESENTER_QUERY}=${role}`;

const noUpdates = () => () => {};

function roleInAddress(): PresenterRole | null {
  const role = new URLSearchParams(window.location.search).get(PRESENTER_QUERY);
  return role && roles.includes(role) ? (role as PresenterRole) : null;
}

/**
 * What this window of a study is for: the presenter's view or a preview in it, or (null) the
 * study itself. Hydrates as the prerendered study did, then takes the address's role.
 */
export const usePresenterRole = () => useSyncExternalStore(noUpdates, roleInAddress, () => null);

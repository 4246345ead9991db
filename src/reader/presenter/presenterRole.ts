/** The query that opens a study's page as its presenter view, or as one of the view's previews. */
const PRESENTER_QUERY = 'presenter';

/** The presenter view itself, or its preview of the slide now showing or of the next. */
export type PresenterRole = 'view' | 'current' | 'next';
const roles: readonly string[] = ['view', 'current', 'next'] satisfies PresenterRole[];

export const presenterAddress = (pathname: string, role: PresenterRole) =>
  `${pathname}?${PRESENTER_QUERY}=${role}`;

/**
 * What this window of a study is for: the presenter's view or a preview in it, or (null) the
 * study itself. Read as the page renders: it only decides what an opened study shows, which is
 * never prerendered, so it is known from the first render that uses it (a role learnt a render
 * late would let the study start as itself, and resume a deck this window's storage names).
 */
export function presenterRole(): PresenterRole | null {
  if (typeof window === 'undefined') return null;
  const role = new URLSearchParams(window.location.search).get(PRESENTER_QUERY);
  return role && roles.includes(role) ? (role as PresenterRole) : null;
}

import { owner } from '../content/owner';
import { pageAt, pages } from '../content/pages';
import { sitePages } from './publicStudies';

/** The page at a path, if the site has one there (the not-found page answers any other). */
export const knownPage = (pathname: string) => pageAt(sitePages, pathname);

/** A known page's own URL; the not-found page, served at any unknown path, points home. */
export function canonicalUrl(pathname: string): string {
  return `${owner.siteUrl}${knownPage(pathname)?.path ?? pages.home.path}`;
}

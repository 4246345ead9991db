import type { ComponentType } from 'react';
import { matchRoutes } from 'react-router-dom';
import type { SitePage } from '../content/types';
import { lazyComponent } from './lazyComponent';
import { loadStudy, sitePages } from './publicStudies';

/** What every page module default-exports: a page given its site-map entry. */
export type PageComponent = ComponentType<{ entry: SitePage }>;

// Each page module (src/pages/*Page.tsx) is its own chunk, named in the site map by file name.
const pageModules = import.meta.glob<{ default: PageComponent }>('../pages/*Page.tsx');

/** The page module a site-map entry names, as the build's manifest keys it. */
export const pageModuleId = (entry: SitePage) => `src/pages/${entry.page}.tsx`;

/** Every page's route: its path ('*' for the not-found page), entry and lazily loaded module. */
export const pageRoutes = sitePages.map((entry) => {
  const load = pageModules[`../pages/${entry.page}.tsx`];
  if (!load) throw new Error(`${entry.path}: no page module src/pages/${entry.page}.tsx`);
  return { path: entry.notFound ? '*' : entry.path, entry, page: lazyComponent(load) };
});

/**
 * Loads the page module for a URL, and the study a study's page shows, ahead of rendering it:
 * before hydration, or on navigating.
 */
export function preloadPage(pathname: string): Promise<unknown> {
  const [match] = matchRoutes(pageRoutes, pathname) ?? [];
  if (!match) return Promise.resolve();
  const { page, entry } = match.route;
  return Promise.all([page.preload(), entry.study && loadStudy(entry.study)]);
}

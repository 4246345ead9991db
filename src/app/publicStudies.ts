import { siteOrder } from '../content/pages';
import type { PublicStudy } from '../content/types';
import { lazyValue, type LazyValue } from './lazyValue';
import { loadStudyModule, studySlugs } from 'virtual:study-index';

/**
 * The owner's studies in the browser, from the modules the build writes of them
 * (tooling/content/publicStudies.ts): every page hydrates with their slugs and loaders; a study's
 * page loads the study itself. The one store of which have loaded.
 */

export { studySlugs };

/** Every page in site-map order; what the router and the head know of the site. */
export const sitePages = siteOrder(studySlugs);

const studies = new Map<string, LazyValue<PublicStudy>>();
const study = (slug: string) => {
  let lazy = studies.get(slug);
  if (!lazy)
    studies.set(slug, (lazy = lazyValue(() => loadStudyModule(slug).then((m) => m.default))));
  return lazy;
};

/** Loads a study, ahead of its page (`preloadPage`) or its head (`headUpdate.ts`); again after a
 * failure, as a page's module is. */
export const loadStudy = (slug: string) => study(slug).preload();

/** A study to render: loaded ahead with its page; a render that finds it still on its way waits
 * for it, and one that finds it failed shows the page's error. */
export const useStudy = (slug: string) => study(slug).useValue();

import { use } from 'react';
import { siteOrder } from '../content/pages';
import type { PublicStudy } from '../content/types';
import { loadStudyModule, studySlugs } from 'virtual:study-index';

/**
 * The owner's studies in the browser, from the modules the build writes of them
 * (tooling/content/publicStudies.ts): every page hydrates with their slugs and loaders; a study's
 * page loads the study itself. The one store of which have loaded.
 */

export { studySlugs };

/** Every page in site-map order; what the router and the head know of the site. */
export const sitePages = siteOrder(studySlugs);

const loaded = new Map<string, PublicStudy>();

/** Loads a study, ahead of its page (`preloadPage`) or its head (`headUpdate.ts`); again after a
 * failure, as a page's module is. */
export const loadStudy = (slug: string) =>
  loadStudyModule(slug).then(({ default: study }) => {
    loaded.set(slug, study);
    return study;
  });

/** A study to render: loaded ahead with its page; a render that finds it still on its way waits
 * for it, and one that finds it failed shows the page's error. */
export const useStudy = (slug: string) => loaded.get(slug) ?? use(loadStudy(slug));

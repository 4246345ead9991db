import { caseStudyLinks } from './caseStudies';
import { pageAt, pages, siteOrder } from './pages';
import { ownPageMeta, studyMeta } from './pageTitles';
import type { PageMeta, SitePage } from './types';

/**
 * The site map with every study's summary at hand, for the build and the tests. The browser gets
 * the same pages from the studies' slugs alone (src/app/publicStudies.ts).
 */
export const siteMap = siteOrder(caseStudyLinks.map((study) => study.slug));

/** The study a page opens, if it opens one. */
export const studyOf = (entry: SitePage) =>
  entry.study === undefined ? undefined : caseStudyLinks.find(({ slug }) => slug === entry.study)!;

/** A page's title and description; a study's, from its summary. */
export const metaOf = (entry: SitePage): PageMeta =>
  entry.study === undefined ? ownPageMeta(entry) : studyMeta(studyOf(entry)!);

export { pages };

/** The title and description a path is prerendered with; any unknown path is the not-found page. */
export const metaForPath = (pathname: string) =>
  metaOf(pageAt(siteMap, pathname) ?? pages.notFound);

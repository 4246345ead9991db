import type { OwnPage, SitePage, StudyPage } from './types';

/**
 * The site's pages, and the order it presents them in. The router, the prerendered files, the
 * sitemap and the tests all derive from `siteOrder`: the browser with the studies' slugs alone
 * (src/app/publicStudies.ts), the build and the tests with their summaries (./siteMap.ts).
 */

/** The pages that are not case studies, by name, so links elsewhere take their paths from here. */
export const pages = {
  home: { path: '/', page: 'HomePage' },
  leadership: { path: '/leadership', page: 'LeadershipPage' },
  /** Every case study, by employer: where the menu, the footer and each study's end lead on. */
  work: { path: '/work', page: 'WorkPage' },
  /** Served for every unknown path, with status 404; prerendered as /404. */
  notFound: { path: '/404', page: 'NotFoundPage', notFound: true },
} satisfies Record<string, OwnPage>;

/** A case study's page: `/<slug>`. Adding a study is its sealed body in ./case-studies/ plus one
 * entry in `caseStudies` (./studies.ts). */
export const studyPage = (slug: string): StudyPage => ({
  path: `/${slug}`,
  page: 'CaseStudyPage',
  study: slug,
});

/** The page at a path in `sitePages`, if the site has one there (the not-found page answers any other). */
export const pageAt = (sitePages: SitePage[], pathname: string) =>
  sitePages.find((entry) => entry.path === pathname && !entry.notFound);

/** Every page in the order the site presents them, given its studies' slugs in theirs. */
export const siteOrder = (studySlugs: string[]): SitePage[] => [
  pages.home,
  pages.leadership,
  pages.work,
  ...studySlugs.map(studyPage),
  pages.notFound,
];

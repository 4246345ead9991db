import { owner } from './owner';
import { caseStudies } from './studies';
import type { CaseStudySummary, PageMeta, SitePage } from './types';

/**
 * The site map: every page, once. The router, the prerendered files, the Projects menu, the
 * footer, the sitemap and the tests all derive from it. Adding a case study is its sealed body in
 * ./case-studies/ plus one entry in `caseStudies` (./studies.ts).
 */

const suffix = `${owner.name} · ${owner.role}`;
const { yearsOfDesign, yearsManaging, smallestTeam, largestTeam } = owner.career;

/** The pages that are not case studies, by name, so links elsewhere take their paths from here. */
export const pages = {
  home: {
    path: '/',
    page: 'HomePage',
    meta: {
      title: `${owner.name} · ${owner.role}`,
      description: `${owner.name}, ${owner.role}: ${yearsOfDesign} years of design and ${yearsManaging} years of managing teams of ${smallestTeam} to ${largestTeam}, across consumer and enterprise products.`,
    },
  },
  leadership: {
    path: '/leadership',
    page: 'LeadershipPage',
    meta: {
      title: `Leadership & Management · ${suffix}`,
      description: `How ${owner.name} leads design teams: style, key actions from vision to budgets, and recommendations.`,
    },
  },
  /** Served for every unknown path, with status 404; prerendered as /404. */
  notFound: {
    path: '/404',
    page: 'NotFoundPage',
    notFound: true,
    meta: {
      title: `Page not found · ${suffix}`,
      description: 'This page does not exist. Return home to see the portfolio.',
      noindex: true,
    },
  },
} satisfies Record<string, SitePage>;

const caseStudyMeta = (study: CaseStudySummary): PageMeta => ({
  title: `${study.seo.title} · ${suffix}`,
  description: study.seo.description,
  // Gated pages stay out of search engines and the sitemap.
  noindex: true,
});

/** Every page in the order the site presents them. */
export const siteMap: SitePage[] = [
  pages.home,
  pages.leadership,
  ...caseStudies.map((study) => ({
    path: `/${study.slug}`,
    page: 'CaseStudyPage',
    meta: caseStudyMeta(study),
    caseStudy: study,
  })),
  pages.notFound,
];

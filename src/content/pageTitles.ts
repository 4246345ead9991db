import { owner } from './owner';
import { pages } from './pages';
import type { CaseStudySummary, OwnPage, PageMeta } from './types';

const suffix = `${owner.name} · ${owner.role}`;
const { yearsOfDesign, yearsManaging, smallestTeam, largestTeam } = owner.career;

/**
 * Each page's title and description, by its module: in the prerendered head, and written on
 * navigation by code that loads then (src/app/headUpdate.ts), so no page hydrates with them.
 */
export const pageMeta: Record<string, PageMeta> = {
  [pages.home.page]: {
    title: suffix,
    description: `${owner.name}, ${owner.role}: ${yearsOfDesign} years of design and ${yearsManaging} years of managing teams of ${smallestTeam} to ${largestTeam}, across consumer and enterprise products.`,
  },
  [pages.leadership.page]: {
    title: `Leadership & Management · ${suffix}`,
    description: `How ${owner.name} leads design teams: style, key actions from vision to budgets, and recommendations.`,
  },
  [pages.work.page]: {
    title: `All work · ${suffix}`,
    description: `Every case study by ${owner.name}, by employer: the product, the year and what changed.`,
  },
  [pages.notFound.page]: {
    title: `Page not found · ${suffix}`,
    description: 'This page does not exist. Return home to see the portfolio.',
    noindex: true,
  },
};

/** A case study's title and description. Gated pages stay out of search engines and the sitemap. */
export const studyMeta = (study: Pick<CaseStudySummary, 'seo'>): PageMeta => ({
  title: `${study.seo.title} · ${suffix}`,
  description: study.seo.description,
  noindex: true,
});

/** The title and description of a page of the site's own. */
export const ownPageMeta = (entry: OwnPage) => pageMeta[entry.page]!;

import { owner } from './owner';
import { pages, siteMap } from './siteMap';
import type { PageMeta } from './types';

export const navigation = {
  skipLink: 'Skip to main content',
  home: { label: `${owner.name}, home`, href: pages.home.path },
  projects: 'Projects',
  leadership: { long: 'Leadership & Management', short: 'Leadership', href: pages.leadership.path },
  profile: { label: owner.profile.network, href: owner.profile.href },
  newTab: '(opens in a new tab)',
  /** The header's switch: on is dark. */
  darkScheme: 'Dark theme',
};

export const footer = {
  tagline: `${owner.role}. Designing products and growing teams ${owner.place.inSentence}.`,
  pagesHeading: 'Pages',
  home: 'Home',
  copyright: `© ${owner.copyrightYear} ${owner.name}. All rights reserved.`,
};

const knownPage = (pathname: string) =>
  siteMap.find((entry) => entry.path === pathname && !entry.notFound);

/** Title and description of a path, used in the prerendered head and on navigation. */
export function metaForPath(pathname: string): PageMeta {
  return (knownPage(pathname) ?? pages.notFound).meta;
}

/** A known page's own URL; the not-found page, served at any unknown path, points home. */
export function canonicalUrl(pathname: string): string {
  return `${owner.siteUrl}${knownPage(pathname)?.path ?? pages.home.path}`;
}

/** Home's Highlighted Projects section: its anchor, which the hero and each study's end link to. */
export const workAnchor = 'projects';

/** Where a case study leads on, at its end. */
export const studyEnd = {
  label: 'More case studies',
  previous: 'Previous case study',
  next: 'Next case study',
  all: 'All work',
  allHref: `${pages.home.path}#${workAnchor}`,
};

export const caseStudyLabels = {
  employer: 'Employer',
  role: 'My role',
  period: 'Year',
};

export const errorPage = {
  title: 'Unexpected Application Error!',
  hint: 'Something went wrong while loading this page. Reloading usually fixes it, for example after the site was updated.',
  reload: 'Reload page',
  home: 'Go to the home page',
};

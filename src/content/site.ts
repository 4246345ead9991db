import { caseStudies } from './caseStudies';
import { owner } from './owner';

export const navigation = {
  skipLink: 'Skip to main content',
  homeLabel: `${owner.name}, home`,
  projects: 'Projects',
  leadership: { long: 'Leadership & Management', short: 'Leadership', href: '/leadership' },
  profile: { label: owner.profile.network, href: owner.profile.href },
  newTab: '(opens in a new tab)',
};

export const footer = {
  tagline: `${owner.role}. Designing products and growing teams in the San Francisco Bay Area.`,
  pagesHeading: 'Pages',
  home: 'Home',
  copyright: `© 2025 ${owner.name}. All rights reserved.`,
};

export interface PageMeta {
  title: string;
  description: string;
  /** Gated pages stay out of search engines and the sitemap. */
  noindex?: boolean;
}

const suffix = `${owner.name} · ${owner.role}`;

/** Title and description of every route, used in the prerendered head and on navigation. */
export const pageMeta: Record<string, PageMeta> = {
  '/': {
    title: `${owner.name} · ${owner.role}`,
    description: `${owner.name} is a product design leader with 18 years of design and 9 years of managing teams of 2 to 15, across consumer and enterprise products.`,
  },
  '/leadership': {
    title: `Leadership & Management · ${suffix}`,
    description: `How ${owner.name} leads design teams: style, key actions from vision to budgets, and recommendations.`,
  },
  ...Object.fromEntries(
    caseStudies.map((study) => [
      study.path,
      {
        title: `${study.seo.title} · ${suffix}`,
        description: study.seo.description,
        noindex: true,
      },
    ]),
  ),
};

export const notFoundMeta: PageMeta = {
  title: `Page not found · ${suffix}`,
  description: 'This page does not exist. Return home to see the portfolio.',
  noindex: true,
};

/** The picture link previews show for every page (Open Graph and Twitter cards). */
export const sharePreview = { src: '/uploads/og-image.png' };

export function metaForPath(pathname: string): PageMeta {
  return pageMeta[pathname] ?? notFoundMeta;
}

/** A known page's own URL; the not-found page, served at any unknown path, points home. */
export function canonicalUrl(pathname: string): string {
  return `${owner.siteUrl}${pathname in pageMeta ? pathname : '/'}`;
}

export const notFound = {
  code: '404',
  title: 'Oops! Page Not Found',
  body: 'This page went off-brief and never made it past the sketch stage. The link may be old, or the page moved during a redesign.',
  image: {
    src: '/uploads/404.svg',
    alt: 'A paper plane that missed its landing strip',
    width: 560,
    height: 400,
  },
  cta: 'Return Home',
};

export const gate = {
  eyebrow: 'Case study',
  title: 'Protected Content',
  text: 'Please enter the password to view this project',
  label: 'Password',
  placeholder: 'Enter password',
  submit: 'View Project',
  checking: 'Checking…',
  error: 'Incorrect password',
  back: '← Back to portfolio',
  opening: 'Opening the case study…',
  loadError: 'The case study could not be loaded. Check your connection and try again.',
  retry: 'Try again',
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

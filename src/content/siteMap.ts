import { employers, owner } from './owner';
import type { CaseStudySummary, PageMeta, SitePage } from './types';

/**
 * The site map: every page, once. The router, the prerendered files, the Projects menu, the
 * footer, the sitemap and the tests all derive from it. Adding a case study is its sealed body in
 * ./case-studies/ plus one entry in `caseStudies` below.
 */

const suffix = `${owner.name} · ${owner.role}`;
const { yearsOfDesign, yearsManaging, smallestTeam, largestTeam } = owner.career;

/**
 * The public face of each case study: menus, cards and meta tags. Safe to ship in the clear.
 * Its page is `/<slug>`; the body (./case-studies/, same slug) reaches the browser only sealed.
 */
const caseStudies: CaseStudySummary[] = [
  {
    slug: 'smartscan',
    title: 'SmartScan',
    teaser: 'Snap a homework question, get the right study guide in seconds.',
    employer: employers.studyhall,
    year: '2021',
    accent: '#4F46E5',
    cardImage: {
      src: '/uploads/card-smartscan.svg',
      alt: 'A phone scanning a printed worksheet, with detected questions outlined',
      width: 960,
      height: 600,
    },
    seo: {
      title: 'SmartScan case study',
      description:
        'How a camera-first search helped students find the right study material, from research to launch.',
    },
  },
  {
    slug: 'payment-overhaul',
    title: 'Payment Overhaul',
    teaser: 'Rebuilding a plan picker that lost most visitors before they paid.',
    employer: employers.studyhall,
    year: '2020',
    accent: '#047857',
    cardImage: {
      src: '/uploads/card-payment-overhaul.svg',
      alt: 'A plan picker with three plan columns, one highlighted, beside a guarantee shield',
      width: 960,
      height: 600,
    },
    seo: {
      title: 'Payment Overhaul case study',
      description:
        'A two-phase redesign of a subscription checkout, tested with A/B experiments and shipped to every student.',
    },
  },
  {
    slug: 'livetune',
    title: 'LiveTune',
    teaser: 'Live-ops quality tuning for Unity games, by device performance tier.',
    employer: employers.arcadia,
    year: '2018',
    accent: '#C2410C',
    cardImage: {
      src: '/uploads/card-livetune.svg',
      alt: 'A phone running a game beside performance tier sliders and a rising chart',
      width: 960,
      height: 600,
    },
    seo: {
      title: 'LiveTune case study',
      description:
        'How a live-ops tool put Unity developers in control of game quality on every device tier, from research to beta.',
    },
  },
];

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

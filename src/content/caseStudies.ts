import type { CaseStudySummary } from './types';
import { employers } from './owner';

/**
 * The public face of each case study: menus, cards and meta tags. Safe to ship in the clear.
 * The bodies live in ./case-studies/ and reach the browser only sealed.
 */
export const caseStudies: CaseStudySummary[] = [
  {
    slug: 'smartscan',
    path: '/smartscan',
    title: 'SmartScan',
    teaser: 'Snap a homework question, get the right study guide in seconds.',
    employerId: employers.studyhall.id,
    year: '2021',
    accent: 'smartscan',
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
    path: '/payment-overhaul',
    title: 'Payment Overhaul',
    teaser: 'Rebuilding a plan picker that lost most visitors before they paid.',
    employerId: employers.studyhall.id,
    year: '2020',
    accent: 'payment',
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
    path: '/livetune',
    title: 'LiveTune',
    teaser: 'Live-ops quality tuning for Unity games, by device performance tier.',
    employerId: employers.arcadia.id,
    year: '2018',
    accent: 'livetune',
    cardImage: {
      src: '/uploads/card-livetune.svg',
      alt: 'A phone running a game beside performance tier sliders and a rising chart',
      width: 960,
      height: 600,
    },
    seo: {
      title: 'LiveTune case study',
      description:
        'Designing a live-ops tool that lets Unity developers tune game quality for every device tier.',
    },
  },
];

const employerNames: Record<string, string> = Object.fromEntries(
  Object.values(employers).map((employer) => [employer.id, employer.name]),
);

/** The studies with their employer's name, for the home page's cards. */
export const projectCards = caseStudies.map((study) => ({
  ...study,
  employer: employerNames[study.employerId] ?? '',
}));

/** Case studies grouped by employer, in the order the Projects menu and footer show them. */
export const projectGroups = [employers.studyhall, employers.arcadia].map((employer) => ({
  employer: employer.name,
  employerId: employer.id,
  projects: caseStudies.filter((study) => study.employerId === employer.id),
}));

export function findCaseStudy(slug: string): CaseStudySummary {
  const study = caseStudies.find((candidate) => candidate.slug === slug);
  if (!study) throw new Error(`Unknown case study: ${slug}`);
  return study;
}

import { employers } from './owner';
import type { CaseStudySummary } from './types';

/**
 * The public face of each case study, in the order the site lists them: menus, cards and meta
 * tags. Safe to ship in the clear. Its page is `/<slug>`; the body (./case-studies/, same slug)
 * reaches the browser only sealed. `highlighted` studies are the home page's cards; every study
 * is in the Projects menu and on the All work page (docs/content.md).
 */
export const caseStudies: CaseStudySummary[] = [
  {
    slug: 'smartscan',
    title: 'SmartScan',
    teaser: 'Snap a homework question, get the right study guide in seconds.',
    employer: employers.studyhall,
    year: '2021',
    highlighted: true,
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
    highlighted: true,
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
    highlighted: true,
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

import type { TimelineEntry } from './types';
import { employers } from './owner';

/** A role with no management part: all hands-on, no team. */
const individualContributor = {
  handsOnPercentage: 100,
  managementPercentage: 0,
  teamSize: 0,
  isHandsOnOnly: true,
} as const;

/** Newest to oldest, 2006 to 2025. */
export const timeline: TimelineEntry[] = [
  {
    companyLogo: employers.studyhall.logo,
    companyName: employers.studyhall.name,
    tenure: '2019 – 2025',
    title: 'Head of Product Design',
    summary:
      'Grew the design team from 6 to 15 across growth, payments and learning tools. Shipped SmartScan and the payment overhaul; set up design crits, a shared design system and research ops.',
    handsOnPercentage: 30,
    managementPercentage: 70,
    teamSize: 15,
    isHandsOnOnly: false,
    showSeparator: false,
    showLogo: true,
  },
  {
    companyLogo: employers.arcadia.logo,
    companyName: employers.arcadia.name,
    tenure: '2016 – 2019',
    title: 'Senior Product Design Manager',
    summary:
      'Grew a design team from 2 to 6 for developer-facing live-ops tools. Led design of LiveTune, which lets Unity studios set game quality per device tier, from first prototype to public beta.',
    handsOnPercentage: 55,
    managementPercentage: 45,
    teamSize: 6,
    isHandsOnOnly: false,
    showSeparator: false,
    showLogo: true,
  },
  {
    companyLogo: employers.brightwave.logo,
    companyName: employers.brightwave.name,
    tenure: '2013 – 2016',
    title: 'Lead Product Designer',
    summary:
      'Led design for an enterprise analytics suite: dashboards, report builder and admin. Mentored junior designers and brought usability testing with customer admins into every sprint.',
    ...individualContributor,
    showSeparator: true,
    showLogo: true,
  },
  {
    companyLogo: employers.fieldnote.logo,
    companyName: employers.fieldnote.name,
    tenure: '2010 – 2013',
    title: 'Senior Product Designer',
    summary:
      'Designed consumer iOS and Android apps for travel and note-taking, from first sketches to App Store launch; two apps were featured by Apple.',
    ...individualContributor,
    showSeparator: false,
    showLogo: true,
  },
  {
    companyLogo: employers.northlight.logo,
    companyName: employers.northlight.name,
    tenure: '2006 – 2010',
    title: 'Interaction Designer',
    summary:
      'Started in a digital agency: websites, kiosks and early mobile work for retail and education clients, learning to prototype, test and present.',
    ...individualContributor,
    showSeparator: false,
    showLogo: false,
  },
];

import type { Figure } from './types';
import { leadershipStyle } from './leadershipStyle';
import { owner } from './owner';

export const home = {
  intro: {
    eyebrow: 'Product design leader · San Francisco Bay Area',
    // The name stays on one line (Firefox and Safari broke the heading as 'Hi, I’m Alex / Rivera.').
    greeting: `Hi, I’m ${owner.name.replaceAll(' ', '\u00a0')}.`,
    lede: 'I design products people come back to, and build the teams that make them. For eighteen years I have moved between the pixels and the org chart: shipping consumer apps, enterprise tools and developer platforms, and growing design teams that ship with care.',
    factsHeading: 'At a Glance',
    workLink: 'See the case studies',
    facts: [
      '18 years of design, from agency work to platform products',
      '9 years of people management, leading teams of 2 to 15',
      'Consumer and enterprise products, web, mobile and developer tools',
      ...owner.personalFacts,
    ],
    stats: [
      { value: '18', label: 'years of design' },
      { value: '9', label: 'years managing people' },
      { value: '15', label: 'designers in my largest team' },
    ] satisfies Figure[],
  },
  timeline: {
    eyebrow: 'Career',
    heading: 'Career Timeline',
    intro:
      'Eighteen years, five companies, one thread: the bar shows how my time split between hands-on design and managing people in each role.',
    columns: { company: 'Company', tenure: 'Tenure', title: 'Title', summary: 'Summary' },
    handsOnLabel: 'Hands-on',
    managementLabel: 'Management',
    caption: 'Career timeline, newest role first',
    teamOf: 'Team of',
    noTeam: 'Individual contributor',
  },
  leadershipInvite: {
    eyebrow: 'Leadership',
    heading: 'How I Lead Design Teams',
    body: 'My style, the six things I actually do as a design leader, and what the people I have worked with say about it.',
    cta: 'Read about my leadership',
    /** On paper, the style itself, in three lines. */
    style: Object.values(leadershipStyle),
  },
  projects: {
    eyebrow: 'Selected work',
    heading: 'Highlighted Projects',
    intro:
      'Three case studies, each from research to results. They are password protected: ask me for the password, or use the one in my application.',
    cta: 'Read case study',
    lockedHint: 'Password protected',
  },
};

import type { Figure } from './types';
import { leadershipStyle } from './leadershipStyle';
import { countOf, numberWord } from './numberWords';
import { owner } from './owner';
import { timeline } from './timeline';

const { yearsOfDesign, yearsManaging, smallestTeam, largestTeam } = owner.career;
const companies = new Set(timeline.map((entry) => entry.companyName)).size;

export const home = {
  intro: {
    eyebrow: `${owner.role} · ${owner.place.name}`,
    // The name stays on one line (Firefox and Safari broke the heading as 'Hi, I’m Alex / Rivera.').
    greeting: `Hi, I’m ${owner.name.replaceAll(' ', '\u00a0')}.`,
    lede: `I design products people come back to, and build the teams that make them. For ${numberWord(yearsOfDesign)} years I have moved between the pixels and the org chart: shipping consumer apps, enterprise tools and developer platforms, and growing design teams that ship with care.`,
    factsHeading: 'At a Glance',
    workLink: 'See the case studies',
    facts: [
      `${yearsOfDesign} years of design, from agency work to platform products`,
      `${yearsManaging} years of people management, leading teams of ${smallestTeam} to ${largestTeam}`,
      'Consumer and enterprise products, web, mobile and developer tools',
      ...owner.personalFacts,
    ],
    stats: [
      { value: String(yearsOfDesign), label: 'years of design' },
      { value: String(yearsManaging), label: 'years managing people' },
      { value: String(largestTeam), label: 'designers in my largest team' },
    ] satisfies Figure[],
  },
  timeline: {
    eyebrow: 'Career',
    heading: 'Career Timeline',
    intro: `${numberWord(yearsOfDesign, { capital: true })} years, ${countOf(companies, ['company', 'companies'])}, one thread: the bar shows how my time split between hands-on design and managing people in each role.`,
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
    /** Given how many studies the cards show, and how many there are. */
    intro: (shown: number, total: number) =>
      `${
        shown === total
          ? countOf(shown, ['case study', 'case studies'], { capital: true })
          : `${numberWord(shown, { capital: true })} of my ${numberWord(total)} case studies`
      }${shown === 1 ? ', from research to results. It is' : ', each from research to results. They are'} password protected: ask me for the password, or use the one in my application.`,
    cta: 'Read case study',
    lockedHint: 'Password protected',
    /** The link under the cards to every study, when there are more than they show. */
    all: (total: number) => `See all ${numberWord(total)} case studies`,
  },
};

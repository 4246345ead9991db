import { leadershipStyle } from './leadershipStyle';
import { owner } from './owner';

export const leadership = {
  eyebrow: 'Leadership & Management',
  heading: 'Leading designers, shipping with them',
  lede: 'Nine years of managing designers taught me that a team’s work is only as good as the clarity, trust and standards around it. This is how I try to provide all three.',
  style: {
    heading: 'My Style',
    themes: [
      {
        title: leadershipStyle.strategic,
        body: 'I set direction with product and engineering leads, then stay close to the work: I sketch in early crits, review flows line by line and will pair on a prototype when a deadline needs it.',
      },
      {
        title: leadershipStyle.empathetic,
        body: 'I learn what each designer wants from the next two years and shape their work around it. Teams do their best work when they feel safe to show unfinished ideas, so I make crits generous and candid.',
      },
      {
        title: leadershipStyle.calm,
        body: 'When launches slip or priorities change, I keep the room steady, name the trade-off and make the call, with the reasoning written down so the team can challenge it.',
      },
    ],
  },
  actions: {
    heading: 'Key Actions',
    intro:
      'Six areas where I spend my time as a design leader, and what that looks like week to week.',
    groups: [
      {
        title: 'Vision',
        practices: [
          'Write a one-page design vision each half, tied to company goals and reviewed with product and engineering leads',
          'Turn the vision into a north-star prototype the whole team can point at',
          'Revisit it quarterly with what research and metrics taught us',
        ],
      },
      {
        title: 'Design Quality',
        practices: [
          'Run weekly critiques with a clear format: goal, constraints, the decision needed',
          'Keep a shared design system with engineering and fund its upkeep on the roadmap',
          'Hold a quality bar at launch reviews: accessibility, content and edge cases, not just the happy path',
        ],
      },
      {
        title: 'Cross-functional',
        practices: [
          'Pair every designer with a product manager and an engineering lead from discovery onwards',
          'Share research findings in short readouts that any team can act on',
          'Agree on success metrics before design starts, so experiments settle debates',
        ],
      },
      {
        title: 'Hiring',
        practices: [
          'Write role scorecards before opening a role, and calibrate interviewers on them',
          'Use a paid, time-boxed exercise or a portfolio deep-dive instead of unpaid take-home work',
          'Hire for range and kindness as much as craft; grew a team from 6 to 15 this way',
        ],
      },
      {
        title: 'Team Growth',
        practices: [
          'Hold weekly one-to-ones and quarterly growth conversations against a published career ladder',
          'Give stretch projects with a safety net, then credit the designer publicly',
          'Promoted five designers to senior and two to lead or manager roles',
        ],
      },
      {
        title: 'Budgets',
        practices: [
          'Plan headcount, tools and research budgets yearly with finance, tied to the roadmap',
          'Consolidated design and research tooling, cutting spend while adding seats',
          'Balance contractors and full-time hires so the team can flex without burning out',
        ],
      },
    ],
  },
  recommendations: {
    heading: 'In Their Words',
    body: 'Designers, product managers and engineering leaders have written recommendations about working with me.',
    link: { label: 'Read recommendations', href: owner.profile.recommendationsHref },
  },
};

import { studyEmployers } from './shared/employers';
import { teamSection } from './shared/sections';
import type { CaseStudyBody } from '../types';

const body: CaseStudyBody = {
  slug: 'payment-overhaul',
  hero: {
    kind: 'hero',
    eyebrow: 'Case study · Monetization',
    title: 'Payment Overhaul: a checkout students could say yes to',
    lede: 'Studyhall’s payment page lost most of the students who reached it. Over two phases, I led the redesign that made the choice between credits and membership clear and put our money-back promise in plain sight.',
    employer: studyEmployers.studyhall,
    role: 'Head of Product Design',
    period: '2020',
    headline: {
      value: '12.7%',
      label: 'net bookings lift',
    },
    image: {
      src: '/uploads/payment-hero.svg',
      alt: 'The redesigned Studyhall payment page: a price table of Monthly, Quarterly and Annual plans with a money-back guarantee badge and a Free plan link beneath.',
      width: 1200,
      height: 750,
    },
  },
  sections: [
    {
      label: 'Problems',
      kind: 'metrics',
      intro:
        'The payment page was the last step between a student who needed a document and a booking, and it was where most of them stopped.',
      items: [
        {
          value: '70%',
          label: 'drop-off on the old page',
          detail:
            'Seven in ten students who reached the payment page left without choosing a plan.',
        },
        {
          value: '<0.1%',
          label: 'Better Grades Guarantee use',
          detail:
            'Our money-back promise lived in the fine print, so almost nobody knew it existed.',
        },
      ],
    },
    {
      label: 'Design Process',
      kind: 'phaseFlow',
      intro:
        'We split the work in two: find the winning direction with a real test, then refine and ship it.',
      phases: [
        {
          label: 'Phase 1',
          title: 'Find the winning direction',
          body: 'Listen to feedback, turn it into two hypotheses, explore three layouts, and put all three in front of real students in an A/B test against the old page.',
          duration: '6 weeks of design, 1.5 months of development',
        },
        {
          label: 'Phase 2',
          title: 'Refine and ship the winner',
          body: 'Take the winning layout, fix what the test exposed, and roll it out to every student on web and mobile web.',
          duration: '2.5 weeks of design, 2 months of development',
        },
      ],
    },
    {
      label: 'Business context',
      kind: 'bullets',
      intro:
        'Students could pay for access in two ways, and the old page asked them to decode both at once.',
      groups: [
        {
          title: 'Membership plans',
          body: 'Subscription access to the library, cheaper per month the longer the commitment.',
          items: ['Monthly', 'Quarterly', 'Annual'],
        },
        {
          title: 'Earn-as-you-go credits',
          body: 'Students on the Free plan could upload their own material instead of paying: 10 study docs for 5 credits, and each credit unlocks one document.',
        },
        {
          title: 'Better Grades Guarantee',
          body: 'A money-back promise for members whose grades didn’t improve. A strong reason to commit, and nearly invisible.',
        },
      ],
    },
    {
      label: 'Current UX assessment',
      kind: 'figure',
      id: 'current-ux',
      intro:
        'I audited the old page step by step with the team. It asked for a decision before it explained the options, and it buried the one reason to feel safe.',
      image: {
        // A screenshot of the live page at 2x, as the design tool exported it.
        src: '/uploads/payment-old-page.png',
        alt: 'The old Studyhall payment page: a long multi-step form with plan radio buttons, dense plan descriptions, and the guarantee as small grey text below the payment button.',
      },
      caption:
        'The old page: plans described in paragraphs, credits hidden behind a separate link, and the guarantee in small grey type under the payment button.',
    },
    {
      label: 'Feedback',
      kind: 'prose',
      heading: 'What feedback surfaced',
      paragraphs: [
        'We spent 1.5 weeks listening before drawing anything: reading support tickets and refund requests, watching session recordings of the payment page, and talking to students who had just abandoned it.',
        'Three themes kept coming back. Students didn’t see how credits and a membership related (“Do I have to subscribe to see one answer?”). The checkout felt like a long commitment before they had seen any value. And nobody mentioned the guarantee until we showed it to them.',
        'These were signals, not proof, so we turned them into two hypotheses we could test.',
      ],
    },
    {
      label: 'Hypotheses',
      kind: 'cards',
      cards: [
        {
          label: 'Hypothesis 1',
          title: 'Put earn-as-you-go credits next to the membership',
          body: 'If students see that they can earn credits by uploading their own study docs, laid out against the membership plan, the page stops feeling like a wall. Students who won’t pay today stay with us, and students who compare see the membership as the faster route.',
        },
        {
          label: 'Hypothesis 2',
          title: 'Make the money-back guarantee impossible to miss',
          body: 'If the Better Grades Guarantee is stated plainly at the moment of decision, paying feels less risky and more students commit to a plan. We expected more refund requests and agreed upfront to measure that trade rather than fear it.',
        },
      ],
    },
    {
      label: 'Design ideations',
      kind: 'cards',
      intro: 'Three layouts, each a different bet on how much choice to show and in what order.',
      cards: [
        {
          label: 'A-1',
          title: 'Side-by-side',
          body: 'Earn-as-you-go credits and the membership as two equal columns, with the guarantee under both. The most literal expression of Hypothesis 1.',
          image: {
            src: '/uploads/payment-a1.svg',
            alt: 'Concept A-1: the Free plan with earn-as-you-go credits and the membership plan shown in two equal columns side by side, with the guarantee beneath both.',
            width: 1200,
            height: 750,
          },
        },
        {
          label: 'A-2',
          title: 'Stacked',
          body: 'The membership first, with earn-as-you-go credits stacked below as the secondary path. Fewer choices above the fold and one clear next step on a phone.',
          image: {
            src: '/uploads/payment-a2.svg',
            alt: 'Concept A-2: the membership plan card on top with a guarantee note, and a smaller earn-as-you-go credits card stacked below it.',
            width: 1200,
            height: 750,
          },
        },
        {
          label: 'B',
          title: 'Price-table focused',
          body: 'A compact price table for Monthly, Quarterly and Annual, the guarantee as a badge on the table, and the Free plan offered as a fallback underneath. The shortest path from intent to payment.',
          image: {
            src: '/uploads/payment-b.svg',
            alt: 'Concept B: a three-column price table for Monthly, Quarterly and Annual plans with a guarantee badge, and a text link to the Free plan below the table.',
            width: 1200,
            height: 750,
          },
        },
      ],
    },
    {
      label: 'Results',
      kind: 'story',
      intro:
        'We A/B tested all three layouts against the old page. The price-table design won clearly, and the side-by-side design lost money.',
      figure: {
        kind: 'barChart',
        metricLabel: 'Net bookings change',
        bars: [
          { label: 'A-1', name: 'Side-by-side', value: '-3.9%' },
          { label: 'A-2', name: 'Stacked', value: '+4.4%' },
          { label: 'B', name: 'Price-table focused', value: '+7.1%' },
        ],
        footnote:
          'Change in net bookings against the old payment page in the Phase 1 A/B test. With the guarantee made clear, the refund rate doubled; net bookings already account for those refunds.',
      },
      steps: [
        {
          text: 'We put all three layouts in front of real students at once, each against the old page, and judged them on one number: net bookings, money in minus refunds. The line down the middle is the old page. Anything left of it cost us money.',
          shows: [],
          note: 'The centre line is the old page',
        },
        {
          text: 'A-1 was our first hypothesis taken literally: earn-as-you-go credits and the membership as equals, side by side. It lost. Once earning credits looked as good as paying, students chose to wait, and net bookings fell below the old page.',
          shows: ['A-1'],
          focus: 'A-1',
          note: 'Free looked as good as paying',
        },
        {
          text: 'A-2 put the membership first and stacked credits beneath it as the second path. Fewer choices above the fold gave students one obvious next step, and that alone beat the old page.',
          shows: ['A-1', 'A-2'],
          focus: 'A-2',
          note: 'One clear next step',
        },
        {
          text: 'B went furthest: a compact price table, the guarantee as a badge on it, and Free as a quiet link underneath. The shortest path from intent to payment won clearly, even though refunds doubled once students could see the guarantee.',
          shows: ['A-1', 'A-2', 'B'],
          focus: 'B',
        },
        {
          text: 'So B is what we shipped. Phase 2 kept its price table and its short path, rewrote the guarantee in plain language, and carried the pattern to mobile web and document pages, where it became the template for every pricing change after it.',
          shows: ['A-1', 'A-2', 'B'],
          focus: 'B',
          note: 'Refined in Phase 2 and shipped',
        },
      ],
    },
    {
      label: 'Before and after',
      kind: 'compare',
      heading: 'The page we shipped',
      intro:
        'Concept B went to every student. The same screen, before and after: the form shrank to four fields, the plans became a table you can read in one glance, and the guarantee moved up to where the decision happens.',
      comparing: 'the old payment page and the shipped one',
      before: {
        label: 'Before',
        image: {
          src: '/uploads/payment-old-page.png',
          alt: 'The old Studyhall payment page: a long multi-step form with plan radio buttons, dense plan descriptions, and the guarantee as small grey text below the payment button.',
        },
      },
      after: {
        label: 'After',
        image: {
          src: '/uploads/payment-new-page.svg',
          alt: 'The shipped payment page: a Monthly, Quarterly and Annual price table with the Quarterly plan highlighted, the Better Grades Guarantee in a green banner below it, and a four-field card form with one payment button.',
          width: 1200,
          height: 750,
        },
      },
      caption:
        'The same window before and after: eleven fields became four, and the guarantee went from grey small print to the first thing beside the price.',
    },
    {
      label: 'Takeaways',
      kind: 'bullets',
      groups: [
        {
          title: 'Shorter steps suit high-intent search users',
          body: 'Most students arrive from search with one problem to solve tonight. B’s short path from price table to payment matched that urgency; every extra step cost us.',
        },
        {
          title: 'Showing the Free plan as a fallback worked',
          body: 'Offering Free beneath the paid plans kept students who weren’t ready to pay, instead of losing them to the back button.',
        },
        {
          title: 'The money-back guarantee worked, although the refund rate doubled',
          body: 'A clear guarantee gave students the confidence to commit. Refunds doubled, yet net bookings still rose: a trade worth making, with better guardrails.',
        },
        {
          title: 'A clearer side-by-side table made Free too attractive',
          body: 'In A-1, earning credits looked as good as paying, so students chose to wait. Clarity has to point somewhere.',
        },
      ],
    },
    {
      label: 'Phase 1 timeline',
      kind: 'schedule',
      intro: 'From the first support ticket we read to a live A/B test.',
      steps: [
        { label: 'Feedback', duration: '1.5 weeks' },
        { label: 'Hypotheses', duration: '1 week' },
        { label: 'Ideation and testing', duration: '2 weeks' },
        { label: 'Visual design', duration: '1.5 weeks' },
        { label: 'Development to A/B test', duration: '1.5 months' },
      ],
    },
    {
      label: 'Phase 2',
      kind: 'prose',
      paragraphs: [
        'Phase 2 took layout B and fixed what the test exposed. We kept the price table and the short path, and kept Free as a quiet fallback below the table rather than a column competing with the paid plans.',
        'We rewrote the guarantee so students knew exactly what it covered and how to claim it, which kept the promise strong while steering refunds toward the students it was meant for. Then we carried the pattern into mobile web and into the unlock prompt on document pages, so the same choice looked the same everywhere.',
        'The rolled-out page delivered a 12.7% net bookings lift, and it became the template for every pricing change that followed.',
      ],
      aside: {
        title: 'What changed in Phase 2',
        items: [
          'Free kept as a fallback, never a rival column',
          'Guarantee terms in plain language',
          'One pricing pattern across web, mobile web and document pages',
        ],
      },
    },
    {
      label: 'Phase 2 timeline',
      kind: 'schedule',
      intro: 'A tighter loop, because the direction was already proven.',
      steps: [
        { label: 'Ideation', duration: '1.5 weeks' },
        { label: 'Visual design', duration: '1 week' },
        { label: 'Development', duration: '2 months' },
      ],
    },
    teamSection(
      'I led design hands-on alongside one product designer, partnering with product and research from the first ticket to the final rollout.',
      [
        { count: 2, role: 'Designers' },
        { count: 1, role: 'Product manager' },
        { count: 1, role: 'UX researcher' },
        { count: 7, role: 'Engineers' },
      ],
    ),
  ],
};

export default body;

import { studyEmployers } from './shared/employers';
import { teamSection } from './shared/sections';
import type { CaseStudyBody } from '../types';

const body: CaseStudyBody = {
  slug: 'payment-overhaul',
  talkMinutes: 18,
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
    notes:
      'Set the stakes in one breath: this page was where students who already wanted something walked away. I was Head of Product Design, working hands-on with one other designer. I mention the 12.7% now, then tell how we got there, including the layout that lost money.',
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
      notes:
        'Two numbers, two different failures. The 70% says the page was confusing; the under 0.1% says our strongest reassurance was invisible. If asked how we knew it wasn’t simply the price, I say we didn’t know yet, which is why the next step was listening rather than designing.',
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
      notes:
        'Splitting it in two was deliberate: Phase 1 existed to find the right direction with a real test, Phase 2 to polish only the winner. It kept us from perfecting three layouts when two of them were going to lose. Why not one big redesign? A payment page is too valuable to change on opinion.',
    },
    {
      label: 'Business Context',
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
      notes:
        'Thirty seconds here, just enough for the room to hold both ways to pay at once, because that confusion is the whole story. I plant the guarantee now; it pays off in the results.',
    },
    {
      label: 'Current UX Assessment',
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
      notes:
        'Let the screenshot sit for a moment before talking. Then name the ordering problem: the page asked for a decision before it explained the options. I ran the audit with the team rather than handing down a critique, so we all worked from one list of what was broken before any new design existed.',
    },
    {
      label: 'Feedback',
      kind: 'prose',
      paragraphs: [
        'We spent 1.5 weeks listening before drawing anything: reading support tickets and refund requests, watching session recordings of the payment page, and talking to students who had just abandoned it.',
        'Three themes kept coming back. Students didn’t see how credits and a membership related (“Do I have to subscribe to see one answer?”). The checkout felt like a long commitment before they had seen any value. And nobody mentioned the guarantee until we showed it to them.',
        'These were signals, not proof, so we turned them into two hypotheses we could test.',
      ],
      notes:
        'The sentence to stress is the last one: signals, not proof. I read the student’s question about subscribing to see one answer out loud, since it explains the credits confusion better than I can. If someone asks why only a week and a half of listening, it’s because a live A/B test was going to be the real judge.',
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
      notes:
        'Two bets, each with a cost we named upfront. I dwell on the second: we expected refunds to rise once the guarantee was visible, and agreed to measure that trade before launch instead of arguing about it. That agreement is what let us ship when refunds did double.',
    },
    {
      label: 'Design Ideations',
      kind: 'cards',
      intro: 'Three layouts, each a different bet on how much choice to show and in what order.',
      cards: [
        {
          label: 'A-1',
          title: 'Side-by-side',
          body: 'Earn-as-you-go credits and the membership as two equal columns, with the guarantee under both. The most literal expression of Hypothesis 1.',
          image: {
            src: '/uploads/payment-a1.svg',
            alt: 'Concept A-1: Monthly, Quarterly and Annual plan cards side by side, and beside them, as an equal choice, an Earn as you go card for the Free plan: upload 10 docs, get 5 credits.',
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
            alt: 'Concept A-2: the membership first, with Monthly, Quarterly and Annual stacked as choices, Quarterly selected as the most popular, one Continue to payment button, and below it a quieter link to earn credits on the Free plan.',
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
      notes:
        'I frame the three layouts as bets on how much choice to show, from the most to the least. A-1 is the first hypothesis taken literally, and I sometimes ask the room to guess the winner before moving on. Why test three rather than one? A single layout tells you whether it beats the old page, not why.',
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
          notes:
            'Orient everyone before a single bar appears: the centre line is the old page, and anything to its left cost us money. Ten seconds here saves confusion for the rest of the slide.',
        },
        {
          text: 'A-1 was our first hypothesis taken literally: earn-as-you-go credits and the membership as equals, side by side. It lost. Once earning credits looked as good as paying, students chose to wait, and net bookings fell below the old page.',
          shows: ['A-1'],
          focus: 'A-1',
          note: 'Free looked as good as paying',
          notes:
            'Own this loss plainly; it was our own first hypothesis. Making Free look as good as paying gave students a perfectly reasonable excuse to wait. Interviewers tend to like this part, because it shows the test doing its job.',
        },
        {
          text: 'A-2 put the membership first and stacked credits beneath it as the second path. Fewer choices above the fold gave students one obvious next step, and that alone beat the old page.',
          shows: ['A-1', 'A-2'],
          focus: 'A-2',
          note: 'One clear next step',
          notes:
            'A-2 is the bridge between the two stories: the same ingredients as A-1 in a different order, and a loss turned into a gain. What changed the outcome was order and emphasis, not content.',
        },
        {
          text: 'B went furthest: a compact price table, the guarantee as a badge on it, and Free as a quiet link underneath. The shortest path from intent to payment won clearly, even though refunds doubled once students could see the guarantee.',
          shows: ['A-1', 'A-2', 'B'],
          focus: 'B',
          notes:
            'Raise the refunds here, not later: they doubled, and B still won on a number that already takes them out. Was doubling refunds worth it? Yes, with better guardrails, which is what the Phase 2 rewrite of the guarantee was for.',
        },
        {
          text: 'So B is what we shipped. Phase 2 kept its price table and its short path, rewrote the guarantee in plain language, and carried the pattern to mobile web and document pages, where it became the template for every pricing change after it.',
          shows: ['A-1', 'A-2', 'B'],
          focus: 'B',
          note: 'Refined in Phase 2 and shipped',
          notes:
            'Connect the test to the rollout: +7.1% in Phase 1, 12.7% once Phase 2 shipped. If someone asks why the final number is higher, I stick to what I know: Phase 2 fixed what the test exposed and reached mobile web and document pages, and I don’t claim more precision than that.',
        },
      ],
      notes:
        'One number judges all three layouts: net bookings, which already subtracts refunds. It’s the first thing a finance-minded interviewer asks about, so I answer it before they can.',
    },
    {
      label: 'Before and After',
      kind: 'compare',
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
      notes:
        'Move the handle slowly and narrate only two changes: eleven fields down to four, and the guarantee going from grey small print to right beside the price. Everything else on the screen follows from those two decisions.',
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
      notes:
        'With time for only one, I pick the last: clarity has to point somewhere. A-1 was arguably our clearest page and it lost money, a useful story whenever people equate good UX with showing every option. The refund trade is the one I’d keep second.',
    },
    {
      label: 'Phase 1 Timeline',
      kind: 'schedule',
      intro: 'From the first support ticket we read to a live A/B test.',
      steps: [
        { label: 'Feedback', duration: '1.5 weeks' },
        { label: 'Hypotheses', duration: '1 week' },
        { label: 'Ideation and testing', duration: '2 weeks' },
        { label: 'Visual design', duration: '1.5 weeks' },
        { label: 'Development to A/B test', duration: '1.5 months' },
      ],
      notes:
        'Six weeks of design, then a month and a half to get it live as a test. Ideation and testing took only two weeks, and that was fine, because the A/B test rather than our design reviews was going to decide.',
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
      notes:
        'This is where the 12.7% comes from, so I say it clearly. The part I enjoy explaining is the guarantee rewrite: we didn’t bury the promise to cut refunds, we made its terms plain so it reached the students it was meant for. One pricing pattern everywhere is why it became the template for later changes.',
    },
    {
      label: 'Phase 2 Timeline',
      kind: 'schedule',
      intro: 'A tighter loop, because the direction was already proven.',
      steps: [
        { label: 'Ideation', duration: '1.5 weeks' },
        { label: 'Visual design', duration: '1 week' },
        { label: 'Development', duration: '2 months' },
      ],
      notes:
        'A short slide. Two and a half weeks of design was enough because the direction was already proven; the real point is that Phase 1’s test bought us speed here.',
    },
    {
      ...teamSection(
        'I led design hands-on alongside one product designer, partnering with product and research from the first ticket to the final rollout.',
        [
          { count: 2, role: 'Designers' },
          { count: 1, role: 'Product manager' },
          { count: 1, role: 'UX researcher' },
          { count: 7, role: 'Engineers' },
        ],
      ),
      notes:
        'Two designers, and I was one of them, hands-on from the first support ticket to the rollout. That’s my answer when someone asks how a head of design keeps their own hands on a project. I credit product and research here too: they were partners from the first ticket, not a handoff.',
    },
  ],
};

export default body;

import { studyEmployers } from './shared/employers';
import { teamSection } from './shared/sections';
import type { CaseStudyBody } from '../types';

/** The three results, summed up first and then told in full. */
const outcomes = {
  returning: { value: '30%', label: 'returned for more' },
  bookings: { value: '2%+', label: 'net bookings lift' },
  valuePerDoc: { value: '7x', label: 'value per doc' },
};

const body: CaseStudyBody = {
  slug: 'smartscan',
  talkMinutes: 12,
  hero: {
    kind: 'hero',
    eyebrow: 'Case study · Mobile search',
    title: 'SmartScan: snap a problem, land on the answer',
    lede: 'Students were typing equations into a search box and giving up. I led the design of a camera-first way to find the exact solved problem in Studyhall’s library, and it changed how often students came back.',
    employer: studyEmployers.studyhall,
    role: 'Head of Product Design',
    period: '2021',
    image: {
      src: '/uploads/smartscan-hero.svg',
      alt: 'A phone camera framing a handwritten calculus problem, with a matched solved problem set card sliding up from the bottom of the screen.',
      width: 1200,
      height: 750,
    },
    notes:
      'I open with the student, not the feature: someone at a desk with a worksheet, stuck on one problem, in a library that already had the answer. I was Head of Product Design, and I’ll be clear all the way through about what I designed myself and what the team did. The thing to land in the first minute is that this changed a habit, not just a conversion rate.',
  },
  sections: [
    {
      label: 'At a Glance',
      kind: 'metrics',
      id: 'impact',
      numbered: false,
      heading: 'Impact at a Glance',
      intro: 'One new way in, three numbers that mattered to students and to the business.',
      items: [
        {
          ...outcomes.returning,
          detail:
            'Students who came back to scan another problem within a week of their first scan.',
        },
        {
          ...outcomes.bookings,
          detail: 'Across the whole platform, measured in an A/B test against text search alone.',
        },
        {
          ...outcomes.valuePerDoc,
          detail: 'Documents unlocked through a scan were worth seven times an average unlock.',
        },
      ],
      notes:
        'Results go first so nobody spends the talk wondering whether it worked. Three numbers for three audiences: the 30% speaks for students, the 2%+ for the business, the 7x for the library itself. If someone asks whether 2% is a lot, my answer is that it’s platform-wide and came from a single new entry point.',
    },
    {
      label: 'Challenges',
      kind: 'bullets',
      intro:
        'Studyhall’s library already had the answer to almost any homework problem. Students just couldn’t find it fast enough.',
      groups: [
        {
          title: 'You can’t type an integral into a search box',
          body: 'Math, physics and chemistry problems are full of symbols, fractions and diagrams. Keyword search worked for essays and failed exactly where students were most stuck.',
        },
        {
          title: 'A 40-page document for one problem',
          body: 'Search results pointed to whole documents. Students unlocked a set of notes, scrolled from page one, and often never found the problem they came for, so each unlock felt like a gamble.',
        },
        {
          title: 'Mobile-first students, desktop-first search',
          body: 'Most homework help happens on a phone at a desk covered in paper, yet the search experience had been designed for a laptop keyboard.',
        },
        {
          title: 'A wrong match costs trust',
          body: 'Optical character recognition on messy handwriting is imperfect. If a scan matched the wrong problem and a student spent a credit on it, we would lose them, not just the booking.',
        },
      ],
      notes:
        'The library was never the problem; getting to the right page of it was. I spend the most time on the last card, because a wrong match was the risk that could sink the whole idea. When asked why we didn’t just improve keyword search, I say that notation is exactly where typing breaks, and better ranking can’t fix a query nobody can type.',
    },
    {
      label: 'User Research',
      kind: 'bullets',
      intro:
        'We sat with students during real homework sessions in libraries and dorm rooms, then ran a diary study through a midterm week. Four findings shaped everything that followed.',
      groups: [
        {
          title: 'Students already photograph their homework',
          body: 'Camera rolls were full of worksheet photos sent to group chats with “anyone get #4?”. The behaviour existed; our product just wasn’t part of it.',
        },
        {
          title: 'The unit of value is the problem, not the document',
          body: 'Nobody wanted “Chapter 7 notes”. They wanted the one problem in front of them, and the steps to solve the next one themselves.',
        },
        {
          title: 'Typing equations is where search dies',
          body: 'In the diary entries, abandoned searches clustered around notation: exponents, square roots, chemical formulas. Students rewrote their query twice, then closed the tab.',
        },
        {
          title: 'Seeing the match comes before paying',
          body: 'Students were happy to spend a credit once they could see that a document contained their exact question. Blind unlocks felt like a trick.',
        },
      ],
      notes:
        'Stress the method: we watched real homework sessions and followed students through a midterm week instead of asking them what they wanted. The camera-roll finding is the one I tell first, because it meant we weren’t inventing a behaviour, only joining one. “The problem is the product” came out of the second finding, so I pause there.',
    },
    {
      label: 'Hypothesis',
      kind: 'prose',
      paragraphs: [
        'If students can scan a problem and land directly on the matching solved step inside a document, they will unlock with more confidence, get more value from each unlock, and come back with the next problem on the worksheet.',
        'We framed it as a habit bet rather than a conversion trick. Search is something students do when they are stuck; scanning could become the first thing they do when they sit down to study.',
      ],
      aside: {
        title: 'How we would know',
        items: [
          'Students return to scan again within a week',
          'Net bookings rise against text search alone',
          'Scan-led unlocks are worth more per document',
        ],
      },
      notes:
        'I framed it as a habit bet on purpose. A conversion trick gets judged on one number; I wanted us judged on whether students came back. The three checks in the side note were agreed with product and data before any design started, which is my answer if anyone asks how we kept from moving the goalposts.',
    },
    {
      label: 'Solutions',
      kind: 'cards',
      intro: 'Four decisions turned a camera feature into a study habit.',
      cards: [
        {
          label: 'Capture',
          title: 'Camera-first entry, one problem at a time',
          body: 'A scan button sits on the home screen and inside search. A crop guide asks for one problem, not the whole page, which made matching sharper and the result feel personal. Photos from the camera roll work too.',
          image: {
            src: '/uploads/smartscan-flow.svg',
            alt: 'The SmartScan flow across three phone screens: the camera framing one problem on a worksheet, the matches with the exact problem first, and its solution opened at the steps.',
            width: 1200,
            height: 750,
          },
        },
        {
          label: 'Match',
          title: 'Show the match before the paywall',
          body: 'Results show the matched question text next to the student’s own photo, with the solution steps blurred. A “Not your problem?” link lets students recrop or edit the recognised text before spending anything.',
        },
        {
          label: 'Unlock',
          title: 'Open the document at the exact page',
          body: 'Unlocking deep-links to the page holding the problem and highlights it, instead of dropping students on page one of a long document. The rest of the document is one scroll away, which is where the extra value showed up.',
        },
        {
          label: 'Return',
          title: 'Scan history as a worksheet companion',
          body: 'Every scan is saved with its match, so students can pick up where they left off. After a solved problem, a gentle prompt invites them to scan the next one while the worksheet is still on the desk.',
        },
      ],
      notes:
        'Walk the four cards as one journey: capture, match, unlock, return. The decision I defend hardest is showing the match before the paywall, since handwriting recognition will sometimes get it wrong and a student should find out before spending a credit. If asked whether the blurred steps cost us unlocks, the short answer is that blind unlocks felt like a trick, and a credit wasted on the wrong problem loses the student, not just the sale.',
    },
    {
      kind: 'clip',
      id: 'scan-motion',
      heading: 'The Scan, in Motion',
      clip: {
        src: '/uploads/smartscan-scan.mp4',
        description:
          'A motion study of the scan on a phone: the crop guide closes in on one problem of a calculus worksheet, a beam sweeps it, the recognised text rises beneath it, and the exact match slides up with a button to open it at that problem.',
        poster: 4.5,
        play: 'loop',
      },
      caption:
        'The motion study we tested the scan with: one problem framed, read back to the student, then matched. Each step says what the app understood before asking for anything.',
      notes:
        'This loop is the motion study from prototype testing. The read-back before the match was the detail students commented on most: it told them the app had understood the problem before it asked for a credit.',
    },
    {
      label: 'Results',
      kind: 'story',
      intro:
        'We launched SmartScan behind an A/B test against text search alone. All three signals from the hypothesis moved in the right direction.',
      figure: {
        kind: 'metrics',
        items: [
          {
            ...outcomes.returning,
            detail:
              'Nearly a third of first-time scanners came back within a week to scan another problem: a habit, not a one-off.',
          },
          {
            ...outcomes.bookings,
            detail:
              'A platform-wide lift from a single entry point, large enough to make scanning a permanent part of the roadmap.',
          },
          {
            ...outcomes.valuePerDoc,
            detail:
              'Landing on the exact problem made each unlock worth far more; students kept reading past the answer they came for.',
          },
        ],
      },
      steps: [
        {
          text: 'Before launch we wrote down the three signals that would tell us SmartScan worked: students coming back, the business earning more, and each unlock being worth more. Then we ran it against text search alone.',
          shows: [],
          note: 'Each against text search alone, in an A/B test',
          notes:
            'Point out that the three signals were written down before launch. That answers the question of whether we picked the metrics that happened to look good.',
        },
        {
          text: 'Habit came first. Students who scanned one problem came back within the week to scan the next: the worksheet was still on the desk, and the camera was faster than typing.',
          shows: [outcomes.returning.label],
          focus: outcomes.returning.label,
          notes:
            'This is the number I’m proudest of, because it’s about behaviour rather than revenue. Scan history and the gentle next-problem prompt were designed for exactly this moment, while the worksheet is still on the desk.',
        },
        {
          text: 'Then the business. A single new way into the library lifted net bookings across the whole platform, which made scanning a permanent part of the roadmap rather than an experiment.',
          shows: [outcomes.returning.label, outcomes.bookings.label],
          focus: outcomes.bookings.label,
          notes:
            'Keep it short: one button, a lift across the whole platform. What mattered inside the company was that it turned scanning from an experiment into a roadmap commitment.',
        },
        {
          text: 'The surprise was value. Because an unlock opened the document at the exact problem, students kept reading past the answer they came for, and a document unlocked through a scan was worth far more than an average unlock.',
          shows: [outcomes.returning.label, outcomes.bookings.label, outcomes.valuePerDoc.label],
          focus: outcomes.valuePerDoc.label,
          notes:
            'I’m honest about why I call this the surprise: we expected scan-led unlocks to be worth more, not seven times more. Opening at the exact page was meant to make an unlock feel fair; students reading on past their answer was the bonus.',
        },
        {
          text: 'Three signals, all moving the right way, from one camera button. That was the case for making scanning a core way into the library, not a feature behind a menu.',
          shows: [outcomes.returning.label, outcomes.bookings.label, outcomes.valuePerDoc.label],
          notes:
            'A natural place to stop for questions. If someone asks what I’d change, I’d track wrong matches as a fourth signal from day one, since trust was the risk we designed hardest against.',
        },
      ],
      notes:
        'Everything on this slide comes from one A/B test against text search alone, and I say that before the first number appears, because it’s the first thing a sharp interviewer checks. Then I let the figure build one number at a time and talk about why each one moved.',
    },
    {
      label: 'Design Timelines',
      kind: 'schedule',
      intro:
        'Design ran ahead of engineering in short loops, so every build week started with a tested flow.',
      steps: [
        { label: 'Research', duration: '2 weeks' },
        { label: 'Concepts', duration: '2 weeks' },
        { label: 'Prototype testing', duration: '1.5 weeks' },
        { label: 'Visual design', duration: '1.5 weeks' },
        { label: 'Build & launch', duration: '2 months' },
      ],
      notes:
        'The shape matters more than the dates: about seven weeks of design, then two months of build, with design staying a loop ahead. When asked how design kept pace with engineering, my answer is that every build week started with a flow we had already put in front of students.',
    },
    {
      ...teamSection(
        'A small squad with machine learning and mobile engineers working side by side with design from the first week.',
        [
          { count: 1, role: 'Head of Product Design (me)' },
          { count: 1, role: 'Product designer' },
          { count: 1, role: 'UX researcher' },
          { count: 1, role: 'Product manager' },
          { count: 1, role: 'Data scientist' },
          { count: 6, role: 'Engineers' },
        ],
      ),
      notes:
        'Eleven people, and the data scientist and machine learning engineers were with us from the first week, so matching limits shaped the design instead of surprising us late. Worth saying out loud that I was designing hands-on here, not only managing the product designer.',
    },
    {
      label: 'Responsibilities',
      kind: 'bullets',
      groups: [
        {
          title: 'Vision',
          items: [
            'Pitched the shift from searching for documents to scanning for problems to the leadership team',
            'Set the success signals with product and data before design began',
          ],
        },
        {
          title: 'Research',
          items: [
            'Planned the homework-session observations and diary study with our UX researcher',
            'Turned the findings into the principle “the problem is the product”',
          ],
        },
        {
          title: 'Design',
          items: [
            'Designed the capture, match and unlock flows hands-on, and reviewed every screen with the product designer',
            'Defined how match confidence is shown so a wrong match never costs a student a credit unknowingly',
          ],
        },
        {
          title: 'Delivery and leadership',
          items: [
            'Ran weekly design reviews with engineering to keep the flow intact through build',
            'Coached the product designer through their first end-to-end launch',
          ],
        },
      ],
      notes:
        'Here I separate leadership from craft. I pitched the shift and set the signals, and I also designed the capture, match and unlock flows myself. The line I want remembered is the coaching one: the product designer shipped their first end-to-end launch on this project, which leads nicely into questions about how I grow people.',
    },
  ],
};

export default body;

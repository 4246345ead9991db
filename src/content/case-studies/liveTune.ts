import { studyEmployers } from './shared/employers';
import { teamSection } from './shared/sections';
import type { CaseStudyBody } from '../types';

/** The beta pilot's funnel, which its story steps through. */
const pilot = {
  joined: {
    value: '168',
    label: 'projects joined within 2 months',
    detail: 'Developers signed up faster than we could onboard them.',
  },
  integrated: {
    value: '62',
    label: 'implemented the SDK',
    detail:
      'Integration needed an engineer’s time and a new release, the biggest drop in the funnel.',
  },
  lifted: {
    value: '4',
    label: 'showed a 10%+ daily playtime increase',
    detail: 'Proof the idea worked when tiers were actually tuned.',
  },
};

const body: CaseStudyBody = {
  slug: 'livetune',
  talkMinutes: 18,
  hero: {
    kind: 'hero',
    eyebrow: 'Case study · Live ops',
    title: 'LiveTune: the right quality for every device',
    lede: 'Mobile games were losing players to stutter and overheating on phones their developers had never held. I led design for LiveTune, a live-ops tool that lets Unity developers tune game quality by device performance tier, without shipping a new build.',
    employer: studyEmployers.arcadia,
    role: 'Senior Product Design Manager',
    period: '2018',
    headline: {
      value: '10%+',
      label: 'lift in daily playtime',
    },
    image: {
      src: '/uploads/livetune-hero.svg',
      alt: 'The LiveTune dashboard showing Android devices grouped into performance tiers, each tier with its own quality level and a daily playtime trend line.',
      width: 1200,
      height: 750,
    },
    notes:
      'Change gears for the room: this one is B2B, a tool for game developers, so my users were studios, not players. I was Senior Product Design Manager at Arcadia Labs and the only designer on it. The 10%+ is real but came from a handful of apps, and I say so upfront rather than let someone discover it.',
  },
  sections: [
    {
      label: 'Developer Problems',
      kind: 'metrics',
      intro:
        'Studios ship one set of quality settings to every player. On Android, that means a game that looks great on a flagship and crawls on the phone most players actually own.',
      items: [
        {
          value: '50%',
          label: 'of 1-star reviews relate to performance',
          detail:
            'Stutter, crashes, overheating and battery drain: half of the harshest reviews were about how a game ran, not how it played.',
        },
        {
          value: '50,000+',
          label: 'fragmented Android device models',
          detail: 'No studio can test on all of them, and no single quality setting fits them all.',
        },
      ],
      notes:
        'Make it concrete: half of the harshest reviews were about how a game ran, and nobody can test on over 50,000 Android models. Together the two numbers are the argument for tiers; neither works alone.',
    },
    {
      label: 'User Research',
      kind: 'prose',
      paragraphs: [
        'We started with a survey of Unity developers shipping on mobile to size the problem and learn how teams handled device performance today.',
        'Then we went deep: interviews with 8 mid-sized studios, from tech leads to producers. Each walked us through how they chose quality settings, what broke after launch, and how they found out.',
      ],
      aside: {
        title: 'How we researched',
        items: [
          'Survey of Unity developers shipping on mobile',
          'Interviews with 8 mid-sized studios',
          'Walkthroughs of their quality settings and crash reports',
        ],
      },
      notes:
        'Survey for breadth, interviews for depth. The insight came from the 8 studios, watching tech leads and producers walk through their settings and crash reports. Why mid-sized studios? Large ones had already built their own tiering, and mid-sized teams needed it without the people to build it.',
    },
    {
      label: 'Key Findings',
      kind: 'bullets',
      groups: [
        {
          title: 'Quality settings are a launch-day guess',
          body: 'Studios picked settings once, based on the handful of phones in their office test drawer, and rarely revisited them.',
        },
        {
          title: 'Players report performance before dashboards do',
          body: 'A wave of 1-star reviews was often the first sign that a device family was struggling.',
        },
        {
          title: 'Every fix means a new build',
          body: 'Changing quality meant a release and an app store review, so fixes arrived days or weeks after players had already left.',
        },
        {
          title: 'Mid-sized studios have no performance engineer',
          body: 'Large studios build their own device tiering. Mid-sized teams know they need it and can’t spare the people.',
        },
        {
          title: 'Developers want control, not magic',
          body: 'Nobody trusted a black box changing their game. They wanted to see which devices sat in which tier and approve every rule.',
        },
      ],
      notes:
        'Five findings, but I dwell on two. “Every fix means a new build” set what LiveTune had to do: change quality without a release. “Control, not magic” set how it had to feel: studios see which devices sit in each tier and approve every rule.',
    },
    {
      label: 'Ideation Flow',
      kind: 'phaseFlow',
      intro:
        'We chose to earn each layer of product, proving the value by hand before building interface.',
      phases: [
        {
          label: 'Phase 1',
          title: 'Spreadsheet MVP',
          body: 'Prove that tiered quality moves playtime before building any interface. Our team grouped devices into tiers and studios tuned quality levels in a shared spreadsheet, pushed live through the SDK.',
          duration: '2 months',
        },
        {
          label: 'Phase 2',
          title: 'Limited Access Dashboard',
          body: 'A beta pilot for invited projects: tiers, quality levels and results in one dashboard, with an account manager on hand to help each studio.',
          duration: '1 month to build, 2 months to pilot',
        },
        {
          label: 'Phase 3',
          title: 'Self-Serve Dashboard',
          body: 'Any Unity developer turns LiveTune on, starts from recommended tiers and tunes on their own. The pilot’s lessons set its roadmap.',
        },
      ],
      notes:
        'This is the decision I’m asked about most: why start with a spreadsheet? The riskiest question was whether tiered quality moved playtime at all, and a spreadsheet could test that in two months without building interface we might throw away. Each phase had to earn the next one.',
    },
    {
      label: 'KPIs',
      kind: 'metrics',
      intro:
        'We agreed on two goals for the beta before writing any code: one for reach, one for impact.',
      items: [
        {
          value: '200',
          label: 'projects by end of 2018',
          detail: 'Reach: enough projects to prove demand beyond our pilot studios.',
        },
        {
          value: '10',
          label: 'pilot apps with over 10% average daily playtime',
          detail: 'Impact: apps whose average daily playtime rose by more than 10% after tuning.',
        },
      ],
      notes:
        'Two goals, set before any code: one for reach, one for impact. I show them now so the room can hold the results up against them later, including the one we missed.',
    },
    {
      label: 'Phase 1: MVP',
      kind: 'prose',
      paragraphs: [
        'We tested the idea with 7 studios over 2 months, and the interface was a spreadsheet. Our engineers grouped each game’s devices into performance tiers from benchmark data; I designed the sheet so a producer could read and edit it without training: one tab per tier, quality settings as columns, and a change log.',
        'Changes reached players through the SDK with no new build. That alone won over studios who had waited weeks for store reviews.',
        'What we learned: studios trusted tiers once they could see which devices were in them; they reached for shadows and texture resolution first; and the spreadsheet fell apart the moment two people edited it at once. That was the brief for the dashboard.',
      ],
      notes:
        'Stress that I designed the spreadsheet as a real interface for a producer, not as an engineering artefact. Seven studios over two months taught us three things, and the last one, two people editing at once, is the reason the dashboard exists.',
    },
    {
      kind: 'figure',
      id: 'mvp-spreadsheet',
      heading: 'Inside the Spreadsheet MVP',
      image: {
        src: '/uploads/livetune-spreadsheet.svg',
        alt: 'The MVP spreadsheet: a row per device model with its tier, columns for quality settings such as target frame rate, texture and shadows, the day’s changes highlighted, and a tech lead’s comment on one of them.',
        width: 1200,
        height: 750,
      },
      caption:
        'The MVP spreadsheet: one tab per tier, one column per quality setting, and a change log so studios could see who tuned what.',
      notes:
        'A quick slide. I point at the change log: trust came from seeing who tuned what, and that need to see who changed what shaped the dashboard.',
    },
    {
      label: 'Phase 2: Beta Pilot',
      kind: 'prose',
      paragraphs: [
        'The Limited Access Dashboard turned the spreadsheet into a product. A tier overview shows how many of a game’s players sit in each tier; a quality editor starts from presets and lets studios adjust each setting; and a staged rollout applies changes to a slice of players before everyone.',
        'Every change sits next to its effect on frame rate and daily playtime, so studios could see whether tuning worked instead of waiting for the next round of reviews.',
        'We opened the beta to invited projects and paired each studio with our account manager for onboarding, which is how we learned where integration really stalled.',
      ],
      notes:
        'The dashboard answers the research finding about control. Nobody trusted a black box, so changes went to a slice of players first and sat right next to their effect on playtime. I also mention the account manager pairing, since that’s how we found where integration stalled.',
    },
    {
      kind: 'figure',
      id: 'beta-dashboard',
      heading: 'Inside the Beta Dashboard',
      image: {
        src: '/uploads/livetune-dashboard.svg',
        alt: 'The Limited Access Dashboard: a tier overview with player share per tier, a quality level editor with presets, and a chart comparing daily playtime before and after a change.',
        width: 1200,
        height: 750,
      },
      caption:
        'The Limited Access Dashboard: tier overview, quality editor with presets, staged rollout and a before-and-after view of playtime.',
      notes:
        'Walk the screen in the order a studio uses it: who sits in which tier, what quality they get, what happened after a change. If asked why a before-and-after view, it’s because studios wanted to know whether one change worked, rather than wait for the next round of reviews.',
    },
    {
      kind: 'clip',
      id: 'tier-walkthrough',
      heading: 'Tuning a Tier, Walked Through',
      clip: {
        src: '/uploads/livetune-tiers.mp4',
        description:
          'The dashboard prototype, walked through: a producer picks Tier 3, where 41% of players run at 24 fps, turns its shadows from Baked to Off so the estimate reaches 30 fps, rolls the change out to 10% of Tier 3 players, and watches their daily playtime climb 11% above the rest of the tier.',
        poster: 13.5,
        captions: '/uploads/livetune-tiers.vtt',
        play: 'walkthrough',
      },
      caption:
        'The beta dashboard’s prototype, one tuning from start to finish: find the struggling tier, change one setting, roll it out to a slice, read the effect.',
      notes:
        'Let it play without talking over the first seconds. The point is the loop a studio lives in: see a struggling tier, change one setting, try it on a slice, read the effect the next day. Pause on the last frame if asked how we proved the lift; the slice against the rest of the tier is the comparison.',
    },
    {
      kind: 'story',
      id: 'tuning-decisions',
      heading: 'Why Each Step Looks as It Does',
      intro:
        'The same tuning, held at the moment of each decision: what the producer sees there, and the research finding that put it on the screen.',
      figure: {
        kind: 'clip',
        clip: {
          src: '/uploads/livetune-tiers.mp4',
          description:
            'The dashboard prototype held at each decision of one tuning: Tier 3 picked, its quality level opened, shadows turned off with the estimate at 30 fps, the rollout to 10% of the tier, and the slice’s playtime 11% above the rest.',
          poster: 13.5,
          play: 'loop',
        },
        caption: 'The beta dashboard’s prototype, a frame for each decision.',
      },
      steps: [
        {
          text: 'The dashboard opens on tiers, not devices. Thousands of Android models become a handful of tiers a producer can reason about, and the biggest one, where 41% of this game’s players sit, is the first thing on screen.',
          at: 2,
          notes:
            'Tiers are the decision everything else rests on. A studio could never tune thousands of device models; it can tune five tiers. If asked how devices landed in a tier, the answer is benchmark data, with the studio able to move a model.',
        },
        {
          text: 'Each tier carries its frame rate beside its quality level. Tier 3 runs at 24 fps on Medium, so the gap between what players get and what the game needs shows before anyone opens a setting.',
          at: 5.5,
          notes:
            'The research said studios did not know where their game struggled. Putting frame rate next to quality level answers that before any settings page.',
        },
        {
          text: 'A setting shows its effect before it ships. Turning shadows from Baked to Off moves the estimate to a steady 30 fps, and studios told us they would not touch a setting whose effect they could not see first.',
          at: 9.3,
          notes:
            'This is the control finding from the interviews. Nobody trusted a black box, so every change shows its estimate first.',
        },
        {
          text: 'The change goes to a slice first, with undo beside it. Trying it on 10% of Tier 3 made producers willing to change a live game at all.',
          at: 11.5,
          notes:
            'Staged rollout was the feature that turned interest into use. I stress the undo: it is why a producer presses the button.',
        },
        {
          text: 'The effect is read against the rest of the same tier, not against last week. The slice’s daily playtime climbs 11% above the others, a comparison a studio could trust without a data team.',
          at: 14.5,
          notes:
            'The slice against the rest of its own tier is the whole evaluation design. It controls for the week, the content update and the season, which is why studios believed the number.',
        },
      ],
      notes:
        'Use this after the walkthrough, or instead of it when time is short: each slide is one decision and the finding behind it.',
    },
    {
      label: 'Quality Levels and Tiers',
      kind: 'table',
      intro:
        'The heart of LiveTune: every device maps to a performance tier, and every tier maps to a quality level the studio controls.',
      caption:
        'Default tier configuration in the beta. Studios could override any setting per game, and move individual device models between tiers.',
      columns: [
        'Device tier',
        'Example devices',
        'Quality level',
        'Target FPS',
        'Texture',
        'Shadows',
        'Effects',
      ],
      rows: [
        [
          'Tier 1 · High-end',
          'Galaxy S9, Pixel 2 XL',
          'Ultra',
          '60',
          'Full resolution',
          'Soft, real-time',
          'Full post-processing',
        ],
        [
          'Tier 2 · Upper mid-range',
          'Galaxy A8, Moto G6',
          'High',
          '60',
          'Full resolution',
          'Hard, real-time',
          'Bloom only',
        ],
        [
          'Tier 3 · Mid-range',
          'Galaxy J7 Pro, Redmi Note 4',
          'Medium',
          '30',
          'Half resolution',
          'Baked',
          'Reduced particles',
        ],
        [
          'Tier 4 · Entry-level',
          'Galaxy J2 Prime, Moto E4',
          'Low',
          '30',
          'Quarter resolution',
          'Off',
          'Off',
        ],
      ],
      notes:
        'This table is the model the whole product rests on, so I take it slowly. The rows are defaults, not rules: studios could override any setting and move device models between tiers, which is the control the interviews asked for. Expect a question on how devices were assigned; the short answer is benchmark data, with the studio having the final say.',
    },
    {
      label: 'Beta Pilot Results',
      kind: 'story',
      intro:
        'Demand was real, integration was the leak, and where studios tuned, players stayed longer. Four apps was well short of our goal of ten, but the pilot showed exactly what the self-serve product had to fix.',
      figure: {
        kind: 'funnel',
        steps: [pilot.joined, pilot.integrated, pilot.lifted],
      },
      steps: [
        {
          text: 'We opened the beta to invited projects and braced for a trickle. Instead, studios signed up faster than our account manager could onboard them. Whether developers wanted this was answered inside two months.',
          shows: [pilot.joined.label],
          focus: pilot.joined.label,
          notes:
            'Say it quickly so nobody mistakes the later numbers for a lack of interest: demand was never the problem. 168 projects in two months, with one account manager doing the onboarding.',
        },
        {
          text: 'Then the leak. Joining took a form; integrating took an engineer’s afternoon and a new store release, and most studios never found both. This was the biggest drop in the funnel, and the problem I kept coming back to.',
          shows: [pilot.joined.label, pilot.integrated.label],
          focus: pilot.integrated.label,
          note: 'The leak: integration, not interest',
          notes:
            'Pause on the drop from 168 to 62. Integration cost an engineer and a store release, the same “every fix means a new build” pain from research, now showing up at the front door.',
        },
        {
          text: 'Where studios did tune their tiers, players stayed longer. Only a handful of apps got there, well short of our goal, but each one proved the idea worked once the tuning actually happened.',
          shows: [pilot.joined.label, pilot.integrated.label, pilot.lifted.label],
          focus: pilot.lifted.label,
          notes:
            'Four apps is well short of ten, and I say the number plainly. What it proves is narrower but real: where tuning actually happened, players stayed longer, and that’s the headline on the first slide.',
        },
        {
          text: 'So the pilot wrote the brief for the self-serve dashboard: keep the tuning studios loved, and make integration the easy part, with a guided SDK setup and nothing to release before the first change.',
          shows: [pilot.joined.label, pilot.integrated.label, pilot.lifted.label],
          note: 'Next: make integration the easy part',
          notes:
            'End on the step forward: the pilot wrote the self-serve brief. If asked what I’d do differently, I’d design for integration inside the beta itself instead of learning about it on onboarding calls.',
        },
      ],
      notes:
        'This is the honest slide: four apps against a goal of ten. I don’t soften it; I show where the funnel leaked and what that taught us, which is what interviewers actually want to hear.',
    },
    {
      label: 'Timelines',
      kind: 'schedule',
      intro: 'About six months from the first survey question to the end of the pilot.',
      steps: [
        { label: 'Research', duration: '2 weeks' },
        { label: 'Brainstorming', duration: '2 weeks' },
        { label: 'MVP program', duration: '2 months' },
        { label: 'Beta design and development', duration: '1 month' },
        { label: 'Pilot', duration: '2 months' },
      ],
      notes:
        'About six months end to end, and most of it spent learning with real studios rather than building. That ratio was deliberate; it’s the three-phase idea again, seen as a calendar.',
    },
    {
      ...teamSection(
        'I was the only designer on the project, working hands-on while managing the wider design team.',
        [
          { count: 1, role: 'Senior Product Design Manager (me)' },
          { count: 1, role: 'Product manager' },
          { count: 6, role: 'Engineers' },
          { count: 1, role: 'Account manager' },
        ],
      ),
      notes:
        'I was the only designer while also managing the wider design team, so expect the question of how I balanced the two. My short answer: the phased plan kept each design step small enough to do hands-on. The account manager belongs on this slide, because much of what we learned came through those onboarding calls.',
    },
    {
      label: 'Contributions',
      kind: 'bullets',
      groups: [
        {
          title: 'Research',
          items: [
            'Wrote the developer survey and ran the 8 studio interviews with our product manager',
            'Synthesised the findings into the tier-and-quality-level model the product is built on',
          ],
        },
        {
          title: 'Product definition',
          items: [
            'Proposed the three-phase path from spreadsheet to self-serve, so we proved value before building interface',
            'Set the beta KPIs with product and engineering',
          ],
        },
        {
          title: 'Design',
          items: [
            'Designed the spreadsheet MVP as a real interface, from tab structure to change log',
            'Designed the Limited Access Dashboard end to end: tier overview, quality editor, staged rollout and results view',
          ],
        },
        {
          title: 'Pilot and handoff',
          items: [
            'Joined onboarding calls with the account manager to watch studios integrate the SDK',
            'Turned the funnel’s drop-offs into the Self-Serve Dashboard roadmap for leadership',
          ],
        },
      ],
      notes:
        'Close on what outlasted the pilot: the tier-and-quality-level model came out of my research synthesis, and the funnel’s drop-offs became the self-serve roadmap I took to leadership. That’s the thread from research to strategy I want people to leave with.',
    },
  ],
};

export default body;

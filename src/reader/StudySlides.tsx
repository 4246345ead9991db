import { Suspense, useLayoutEffect, useMemo, type ComponentType, type Dispatch } from 'react';
import { lazyComponent } from '../app/lazyComponent';
import { sectionOutline, stepAnchor, type SectionTitle } from '../content/sectionOutline';
import { caseStudyLabels } from '../content/caseStudyLabels';
import type { CaseStudyBody, Section } from '../content/types';
import { BulletGroups } from '../sections/BulletGroups';
import { CardGrid } from '../sections/CardGrid';
import { CaseStudyHero } from '../sections/CaseStudyHero';
import { DataTable } from '../sections/DataTable';
import { FigureBlock } from '../sections/FigureBlock';
import { Funnel } from '../sections/Funnel';
import { MetricsGrid } from '../sections/MetricsGrid';
import { PhaseFlow } from '../sections/PhaseFlow';
import { ProseBlock } from '../sections/ProseBlock';
import { PullQuote } from '../sections/PullQuote';
import { Reveal } from '../sections/Reveal';
import { ResultsChart } from '../sections/ResultsChart';
import { SectionFrame, type SectionTone } from '../sections/SectionFrame';
import { TeamList } from '../sections/TeamList';
import { ScheduleChart } from '../sections/ScheduleChart';
import type { BeforeAfterProps } from '../sections/BeforeAfter';
import type { StoryLens } from '../sections/story/storyItem';
import { SlideViewContext, useSlide } from '../slides/presentation';
import { CopyLinkButton } from './CopyLinkButton';
import type { PartCode, StudyAction } from './study/studyMachine';
import type { LateKind } from './study/studySections';
import type { StoryBodyProps } from './StoryBody';
import type { ClipProps } from '../clips/Clip';
import { posterOf } from '../content/clipPoster';
import { SiteImage } from '../components/SiteImage';
import { figureSlot } from '../styles/slots/figure';

// An opened study's opening and sections, each by its kind: drawn on the page, and again as
// Present mode's slides over it.

/** Where a section sits: its anchor and its background. */
interface SectionPlace {
  id: string;
  tone: SectionTone;
}

interface BodyProps {
  section: Section;
  place: SectionPlace;
  /** For a story's figure: how its items show at the step in view. */
  lens?: StoryLens;
  /** For a story's clip: the second the step in view shows, or null for the final frame. */
  at?: number | null;
}

/**
 * Maps each section kind of the content model to the component that renders it. Each takes the
 * section's own fields as its props (and reads only those it names).
 */
function SectionBody({ section, place, lens, at }: BodyProps) {
  switch (section.kind) {
    case 'metrics':
      return <MetricsGrid {...section} lens={lens} />;
    case 'prose':
      return <ProseBlock {...section} />;
    case 'bullets':
      return <BulletGroups {...section} />;
    case 'cards':
      return <CardGrid {...section} />;
    case 'phaseFlow':
      return <PhaseFlow {...section} />;
    case 'schedule':
      return <ScheduleChart {...section} />;
    case 'team':
      return <TeamList {...section} />;
    case 'figure':
      return <FigureBlock {...section} />;
    case 'clip':
      return (
        <FigureBlock caption={section.caption}>
          <Suspense fallback={<PosterOnly {...section} />}>
            <LazyClip {...section} anchor={place.id} at={at} />
          </Suspense>
        </FigureBlock>
      );
    case 'compare':
      // Revealed here: its own chunk reaching for the reveal would split the shared code.
      return (
        <Reveal>
          <Suspense fallback={<BeforeOnly {...section} />}>
            <LazyBeforeAfter {...section} />
          </Suspense>
        </Reveal>
      );
    case 'quote':
      return <PullQuote {...section} />;
    case 'barChart':
      return <ResultsChart {...section} lens={lens} />;
    case 'funnel':
      return <Funnel {...section} lens={lens} />;
    case 'table':
      return <DataTable {...section} />;
    case 'story':
      return (
        <LazyStoryBody
          story={section}
          anchors={section.steps.map((_, index) => stepAnchor(place.id, index))}
          tone={place.tone}
          figure={(lens, at) => (
            <SectionBody section={section.figure} place={place} lens={lens} at={at} />
          )}
        />
      );
  }
}

/** A comparison, until its code loads (or if it cannot): its "before" picture. */
const BeforeOnly = ({ before, caption }: BeforeAfterProps) => (
  <FigureBlock image={before.image} caption={caption} />
);

/**
 * A section kind's code, loaded once the study shows: `settle` resolves once it is in, or once it
 * failed and `Fallback` stands in for it for the page's life.
 */
function latePart<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  Fallback: ComponentType<P>,
) {
  let code: Exclude<PartCode, 'loading'> = 'in';
  const component = lazyComponent<P>(() =>
    load().catch(() => {
      code = 'fallback';
      return { default: Fallback };
    }),
  );
  return Object.assign(component, { settle: () => component.preload().then(() => code) });
}

/** A comparison's code (see `SECTION_CODE`). */
const LazyBeforeAfter = latePart<BeforeAfterProps>(
  () => import('../sections/BeforeAfter'),
  BeforeOnly,
);

/** A clip, until its code loads (or if it cannot): its poster. */
const PosterOnly = ({ clip }: Pick<ClipProps, 'clip'>) => (
  <SiteImage image={posterOf(clip)} slot={figureSlot} />
);

/** A clip's place: its poster, and its player on the first reach for it (see `SECTION_CODE`). */
const LazyClip = latePart<ClipProps>(() => import('../clips/Clip'), PosterOnly);

/** A story whose code could not load reads as its figure, then its steps. */
const StoryWithoutMotion = ({ story, figure }: StoryBodyProps) => (
  <>
    {figure()}
    <ProseBlock paragraphs={story.steps.map((step) => step.text)} />
  </>
);

/** A scroll story's code (see `SECTION_CODE`). */
const LazyStoryBody = latePart<StoryBodyProps>(() => import('./StoryBody'), StoryWithoutMotion);

/** What the study asks of a late part's code: to load it, and how that settled. */
interface LateCode {
  preload(): Promise<unknown>;
  settle(): Promise<Exclude<PartCode, 'loading'>>;
}

/**
 * Where each section kind's code is: in this chunk (null), or loaded once the study shows, for the
 * kinds never on its first screen (`LATE_KINDS`). Every kind is named, and exactly the late kinds
 * have late code (the type says so), so a new one cannot be left out by mistake: a kind whose code
 * comes late holds back the sections from the first of its kind on (see `drawable`), and is a late
 * part of the study's state, whose fallback is drawn if it fails.
 */
const SECTION_CODE: { [Kind in Section['kind']]: Kind extends LateKind ? LateCode : null } = {
  metrics: null,
  prose: null,
  bullets: null,
  cards: null,
  phaseFlow: null,
  schedule: null,
  team: null,
  figure: null,
  clip: LazyClip,
  compare: LazyBeforeAfter,
  quote: null,
  barChart: null,
  funnel: null,
  table: null,
  story: LazyStoryBody,
};

/** The late code of the parts a study has, by part. */
export function lateCodeOf(sections: Section[]) {
  const codeByKind = new Map<LateKind, LateCode>();
  for (const { kind } of sections) {
    const code = SECTION_CODE[kind];
    if (code) codeByKind.set(kind as LateKind, code);
  }
  return codeByKind;
}

/**
 * One section in its frame. What it renders is the same element until its slide's view changes:
 * the study renders again for each section it adds, and, in the deck, as the deck moves.
 */
function StudySection({
  section,
  titled,
  index,
  report,
}: {
  section: Section;
  titled: SectionTitle;
  index: number;
  report?: Dispatch<StudyAction>;
}) {
  const tone: SectionTone = index % 2 === 0 ? 'sunken' : 'plain';
  // Presented, the section is a slide, or a few of them.
  const slide = useSlide(titled.id);
  // On the page, it reports itself drawn (the deck's slides, the same sections again, do not).
  useLayoutEffect(() => {
    if (!report) return;
    report({ type: 'sectionDrawn', index });
    return () => report({ type: 'sectionGone', index });
  }, [report, index]);
  return useMemo(
    () => (
      <SectionFrame
        {...titled}
        // Every study section's heading says its label (the build checks it).
        eyebrowSaid
        intro={section.intro}
        tone={tone}
        action={<CopyLinkButton id={titled.id} heading={titled.heading} />}
        frame={slide?.frame}
      >
        <SlideViewContext value={slide}>
          <SectionBody section={section} place={{ id: titled.id, tone }} />
        </SlideViewContext>
      </SectionFrame>
    ),
    [titled, section, tone, slide],
  );
}

/**
 * A study's opening and its first `count` sections: the page, or in Present mode's deck its
 * slides, each then rendering itself as the deck's presentation has it (see `useSlide`).
 */
export function StudySlides({
  body,
  count,
  report,
}: {
  body: CaseStudyBody;
  count?: number;
  /** On the page, what each section reports itself drawn to (the study's state). */
  report?: Dispatch<StudyAction>;
}) {
  const outline = useMemo(() => sectionOutline(body.sections), [body.sections]);
  return (
    <>
      <CaseStudyHero {...body.hero} labels={caseStudyLabels} />
      {body.sections.slice(0, count).map((section, index) => (
        <StudySection
          key={outline[index]!.id}
          section={section}
          titled={outline[index]!}
          index={index}
          report={report}
        />
      ))}
    </>
  );
}

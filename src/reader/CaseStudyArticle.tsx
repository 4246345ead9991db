import { Suspense, use, useEffect, useLayoutEffect, useMemo, useReducer, useState } from 'react';
import { lazyComponent } from '../app/lazyComponent';
import {
  sectionOfAnchor,
  sectionOutline,
  stepAnchor,
  type SectionTitle,
} from '../content/sectionOutline';
import { caseStudyLabels } from '../content/site';
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
import { CopyLinkButton } from './CopyLinkButton';
import { NavigatorRoom, StudyArticle } from './navigatorLayout';
import { openWhereAsked, sectionInAddress } from './sectionAddress';
import { TooltipProvider } from '../components/TooltipProvider';
import { navigatorLoadError } from '../content/navigatorLoadError';
import { MotionReplayContext, useMotionReplay } from '../motion/MotionReplayContext';
import { OpeningSequence } from '../motion/OpeningSequence';
import type { CaseStudyToolsProps } from './CaseStudyTools';
import {
  PresentationContext,
  SlideViewContext,
  useSlide,
  type Presentation,
} from '../slides/presentation';
import type { StoryBodyProps } from './StoryBody';
import { useMountedCount } from './useMountedCount';

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
}

/**
 * Maps each section kind of the content model to the component that renders it. Each takes the
 * section's own fields as its props (and reads only those it names).
 */
function SectionBody({ section, place, lens }: BodyProps) {
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
          figure={(lens) => <SectionBody section={section.figure} place={place} lens={lens} />}
        />
      );
  }
}

/** A comparison, until its code loads (or if it cannot): its "before" picture. */
const BeforeOnly = ({ before, caption }: BeforeAfterProps) => (
  <FigureBlock image={before.image} caption={caption} />
);

/** A comparison's code (see `SECTION_CODE`). */
const LazyBeforeAfter = lazyComponent<BeforeAfterProps>(() =>
  import('../sections/BeforeAfter').catch(() => ({ default: BeforeOnly })),
);

/** A story whose code could not load reads as its figure, then its steps. */
const StoryWithoutMotion = ({ story, figure }: StoryBodyProps) => (
  <>
    {figure()}
    <ProseBlock paragraphs={story.steps.map((step) => step.text)} />
  </>
);

/** A scroll story's code (see `SECTION_CODE`). */
const LazyStoryBody = lazyComponent<StoryBodyProps>(() =>
  import('./StoryBody').catch(() => ({ default: StoryWithoutMotion })),
);

/**
 * Where each section kind's code is: in this chunk (null), or loaded once the study shows, for the
 * kinds never on its first screen. Every kind is named, so a new one cannot be left out by
 * mistake: a kind whose code comes late holds back the sections from the first of its kind on.
 */
const SECTION_CODE: Record<Section['kind'], { preload(): Promise<unknown> } | null> = {
  metrics: null,
  prose: null,
  bullets: null,
  cards: null,
  phaseFlow: null,
  schedule: null,
  team: null,
  figure: null,
  compare: LazyBeforeAfter,
  quote: null,
  barChart: null,
  funnel: null,
  table: null,
  story: LazyStoryBody,
};

/** The late code `sections` need, and where the first section that needs it is (-1: none). */
function lateCodeOf(sections: Section[]) {
  const codes = new Set(sections.flatMap(({ kind }) => SECTION_CODE[kind] ?? []));
  return { codes: [...codes], from: sections.findIndex(({ kind }) => SECTION_CODE[kind]) };
}

/**
 * One section in its frame. What it renders is the same element until its slide's view changes:
 * the study renders again for each section it adds, and, presented, as the deck moves.
 */
function StudySection({
  section,
  titled,
  index,
}: {
  section: Section;
  titled: SectionTitle;
  index: number;
}) {
  const tone: SectionTone = index % 2 === 0 ? 'sunken' : 'plain';
  // Presented, the section is a slide, or a few of them.
  const slide = useSlide(titled.id);
  return useMemo(
    () => (
      <SectionFrame
        {...titled}
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

/** Where the navigator would be, saying it could not load: the study reads on without it. */
const ToolsMissing = () => <NavigatorRoom role="status">{navigatorLoadError}</NavigatorRoom>;

/** The links on at a study's end load once it shows; without them the study simply ends. */
const StudyEnd = lazyComponent<{ slug: string }>(() =>
  import('./StudyEnd').catch(() => ({ default: () => null })),
);

/** The navigator and present mode load once the study shows: they are not what is read first. */
const CaseStudyTools = lazyComponent<CaseStudyToolsProps>(() =>
  import('./CaseStudyTools').catch(() => ({ default: ToolsMissing })),
);

/**
 * The navigator and present mode, once the study's end is in as well: they jump anywhere, the
 * last section too, which lands by the page's final height.
 */
function ToolsOnceEnded(props: CaseStudyToolsProps) {
  use(StudyEnd.preload());
  return <CaseStudyTools {...props} />;
}

/**
 * An opened case study: its hero and sections in order, with the navigator beside them and
 * present mode. Its own chunk, loaded with the sealed content. It always opens in place of its
 * gate, so what is on screen then reveals in sequence.
 */
export interface CaseStudyArticleProps {
  title: string;
  body: CaseStudyBody;
  /** In the presenter view, a preview of the audience's slides: the study as their deck alone. */
  preview?: 'current' | 'next';
  /** The visitor asked for it (a link within the site, the password): focus moves to it. */
  asked?: boolean;
}

export default function CaseStudyArticle(props: CaseStudyArticleProps) {
  const { body } = props;
  const outline = useMemo(() => sectionOutline(body.sections), [body.sections]);
  const late = useMemo(() => lateCodeOf(body.sections), [body.sections]);
  const [article, setArticle] = useState<HTMLElement | null>(null);
  // Presented, the study's opening and sections render themselves as the deck's slides.
  const [presentation, setPresentation] = useState<Presentation | null>(null);
  // Each slide shown counts its figures again, on top of the dev tuner's Replay.
  const replay = useMotionReplay();
  const [slidesShown, onReplay] = useReducer((shown: number) => shown + 1, 0);
  // The study opens with the sections on screen, the rest mounting one per commit below them, so
  // opening is short tasks rather than one long one. A section the address names lands by the
  // height of all before it, and the navigator and present mode jump anywhere: those wait for
  // every section.
  const [first] = useState(() =>
    outline.some(({ id }) => id === sectionOfAnchor(sectionInAddress())) ? outline.length : 0,
  );
  // A story's or a comparison's code arrives after the study shows, and the sections from the
  // first of them on wait for it: each then renders at once, never its stand-in, so the navigator
  // and the viewer, which come once every section is in, find the study whole. A deep link lands
  // by the heights of every section, so that study opens once the code is in (the gate shows its
  // opening state meanwhile, the study rendering as a transition).
  if (first) for (const code of late.codes) use(code.preload());
  const [lateIn, setLateIn] = useState(first > 0 || late.from < 0);
  useEffect(() => {
    if (!lateIn)
      void Promise.all(late.codes.map((code) => code.preload())).then(() => setLateIn(true));
  }, [lateIn, late]);
  const mounted = useMountedCount(lateIn ? outline.length : late.from, first, article);
  // The study is whole: every section is in, each with its own code. The navigator and Present
  // mode, which jump anywhere and read every section, and the study's end come with it.
  const whole = mounted === outline.length;

  // In place of the gate, the study opens at the section the URL names, or else at its top (the
  // visitor may have scrolled to reach the form); unless the visitor has moved focus on meanwhile.
  // It takes focus from the view it replaces (the form, or the opening state a link within the
  // site focused); on the page's first load nothing has focus, and that stays so.
  useLayoutEffect(() => {
    const active = document.activeElement;
    if (active && active !== document.body && !active.closest('[data-gate]')) return;
    return openWhereAsked(props.asked || active !== document.body);
    // Once, as the study opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <TooltipProvider>
      <PresentationContext value={presentation}>
        <MotionReplayContext.Provider value={replay + slidesShown}>
          <OpeningSequence value>
            <StudyArticle ref={setArticle}>
              {/* Until they load, and until every section is in, their bar keeps its room. */}
              <Suspense fallback={<NavigatorRoom />}>
                {whole ? (
                  <ToolsOnceEnded
                    {...props}
                    article={article}
                    onPresent={setPresentation}
                    onReplay={onReplay}
                  />
                ) : (
                  <NavigatorRoom />
                )}
              </Suspense>
              <CaseStudyHero {...body.hero} labels={caseStudyLabels} />
              {body.sections.slice(0, mounted).map((section, index) => (
                <StudySection
                  key={outline[index]!.id}
                  section={section}
                  titled={outline[index]!}
                  index={index}
                />
              ))}
            </StudyArticle>
            {/* Not in the presenter's previews of slides. */}
            {whole && !props.preview && (
              <Suspense>
                <StudyEnd slug={body.slug} />
              </Suspense>
            )}
          </OpeningSequence>
        </MotionReplayContext.Provider>
      </PresentationContext>
    </TooltipProvider>
  );
}

import { memo, Suspense, useCallback, useLayoutEffect, useMemo, useState } from 'react';
import { lazyComponent } from '../app/lazyComponent';
import { sectionOutline, type SectionTitle } from '../content/sectionOutline';
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
import { ResultsChart } from '../sections/ResultsChart';
import { SectionFrame } from '../sections/SectionFrame';
import { TeamList } from '../sections/TeamList';
import { ScheduleChart } from '../sections/ScheduleChart';
import { CopyLinkButton } from './CopyLinkButton';
import { NavigatorRoom, StudyArticle } from './navigatorLayout';
import { openWhereAsked, sectionInAddress } from './sectionAddress';
import { TooltipProvider } from '../components/TooltipProvider';
import { sectionNavigator } from '../content/sectionNavigator';
import { MotionReplayContext, useMotionReplay } from '../motion/MotionReplayContext';
import { OpeningSequence } from '../motion/OpeningSequence';
import type { CaseStudyToolsProps } from './CaseStudyTools';
import { useMountedCount } from './useMountedCount';

/** Maps each section kind of the content model to the component that renders it. */
function SectionBody({ section }: { section: Section }) {
  switch (section.kind) {
    case 'metrics':
      return <MetricsGrid items={section.items} />;
    case 'prose':
      return <ProseBlock paragraphs={section.paragraphs} aside={section.aside} />;
    case 'bullets':
      return <BulletGroups groups={section.groups} />;
    case 'cards':
      return <CardGrid cards={section.cards} />;
    case 'phaseFlow':
      return <PhaseFlow phases={section.phases} />;
    case 'schedule':
      return <ScheduleChart steps={section.steps} />;
    case 'team':
      return <TeamList members={section.members} note={section.note} />;
    case 'figure':
      return <FigureBlock image={section.image} caption={section.caption} />;
    case 'quote':
      return <PullQuote text={section.text} attribution={section.attribution} />;
    case 'barChart':
      return (
        <ResultsChart
          metricLabel={section.metricLabel}
          bars={section.bars}
          footnote={section.footnote}
        />
      );
    case 'funnel':
      return <Funnel steps={section.steps} />;
    case 'table':
      return <DataTable caption={section.caption} columns={section.columns} rows={section.rows} />;
  }
}

/** One section in its frame, memoised: the study renders again for each section it adds. */
const StudySection = memo(function StudySection({
  section,
  titled,
  index,
}: {
  section: Section;
  titled: SectionTitle;
  index: number;
}) {
  return (
    <SectionFrame
      {...titled}
      intro={section.intro}
      tone={index % 2 === 0 ? 'sunken' : 'plain'}
      action={<CopyLinkButton id={titled.id} heading={titled.heading} />}
    >
      <SectionBody section={section} />
    </SectionFrame>
  );
});

/** Where the navigator would be, saying it could not load: the study reads on without it. */
const ToolsMissing = () => (
  <NavigatorRoom role="status">{sectionNavigator.loadError}</NavigatorRoom>
);

/** The navigator and present mode load once the study shows: they are not what is read first. */
const CaseStudyTools = lazyComponent<CaseStudyToolsProps>(() =>
  import('./CaseStudyTools').catch(() => ({ default: ToolsMissing })),
);

/**
 * An opened case study: its hero and sections in order, with the navigator beside them and
 * present mode. Its own chunk, loaded with the sealed content. It always opens in place of its
 * gate, so what is on screen then reveals in sequence.
 */
export default function CaseStudyArticle({ title, body }: { title: string; body: CaseStudyBody }) {
  const outline = useMemo(() => sectionOutline(body.sections), [body.sections]);
  const [article, setArticle] = useState<HTMLElement | null>(null);
  // Each slide shown counts its figures again, on top of the dev tuner's Replay.
  const replay = useMotionReplay();
  const [slidesShown, setSlidesShown] = useState(0);
  const onSlide = useCallback(() => setSlidesShown((shown) => shown + 1), []);
  // The study opens with the sections on screen, the rest mounting one per commit below them, so
  // opening is short tasks rather than one long one. A section the address names lands by the
  // height of all before it, and the navigator and present mode jump anywhere: those wait for
  // every section.
  const [first] = useState(() =>
    outline.some(({ id }) => id === sectionInAddress()) ? outline.length : 0,
  );
  const mounted = useMountedCount(outline.length, first, article);
  const complete = mounted === outline.length;

  // In place of the gate, the study opens at the section the URL names, or else at its top (the
  // visitor may have scrolled to reach the form); unless the visitor has moved on meanwhile.
  useLayoutEffect(() => {
    const active = document.activeElement;
    if (active && active !== document.body && !active.closest('[data-gate]')) return;
    openWhereAsked();
  }, []);

  return (
    <TooltipProvider>
      <MotionReplayContext.Provider value={replay + slidesShown}>
        <OpeningSequence value>
          <StudyArticle ref={setArticle}>
            {/* Until they load, and until every section is in, their bar keeps its room. */}
            <Suspense fallback={<NavigatorRoom />}>
              {complete ? (
                <CaseStudyTools
                  title={title}
                  sections={outline}
                  article={article}
                  onSlide={onSlide}
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
        </OpeningSequence>
      </MotionReplayContext.Provider>
    </TooltipProvider>
  );
}

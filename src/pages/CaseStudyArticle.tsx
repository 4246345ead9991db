import { sectionOutline } from '../content/sectionOutline';
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
import { TimelineChart } from '../sections/TimelineChart';
import { CopyLinkButton } from '../components/CopyLinkButton';
import { TooltipProvider } from '../components/TooltipProvider';
import { OpeningSequence } from '../motion/OpeningSequence';

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
    case 'timeline':
      return <TimelineChart steps={section.steps} />;
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

/**
 * An opened case study: its hero and sections in order. Its own chunk, loaded with the sealed
 * content. It always opens in place of its gate, so what is on screen then reveals in sequence.
 */
export default function CaseStudyArticle({ body }: { body: CaseStudyBody }) {
  const outline = sectionOutline(body.sections);
  return (
    <TooltipProvider>
      <OpeningSequence value>
        <article>
          <CaseStudyHero {...body.hero} labels={caseStudyLabels} />
          {body.sections.map((section, index) => {
            const title = outline[index]!;
            return (
              <SectionFrame
                key={title.id}
                {...title}
                intro={section.intro}
                tone={index % 2 === 0 ? 'sunken' : 'plain'}
                action={<CopyLinkButton id={title.id} heading={title.heading} />}
              >
                <SectionBody section={section} />
              </SectionFrame>
            );
          })}
        </article>
      </OpeningSequence>
    </TooltipProvider>
  );
}

import { useMemo } from 'react';
import { SectionNavigator, type NavigatorSection } from './SectionNavigator';
import { useCurrentSection } from './useCurrentSection';
import { PresentButton } from './present/PresentButton';
import type { OnSlide } from './present/deckPlan';
import { LazyPresentDeck, usePresentMode } from './present/usePresentMode';

export interface CaseStudyToolsProps {
  title: string;
  sections: readonly NavigatorSection[];
  /** The open study, which present mode shows as slides. */
  article: HTMLElement | null;
  /** Called as each slide appears. */
  onSlide: OnSlide;
}

/**
 * An open study's tools, loaded once the study shows: the section navigator, which follows the
 * reader, and present mode, started from it or by its key.
 */
export default function CaseStudyTools({ title, sections, article, onSlide }: CaseStudyToolsProps) {
  const ids = useMemo(() => sections.map(({ id }) => id), [sections]);
  const { current, jumpTo } = useCurrentSection(ids);
  const presenting = usePresentMode(sections[current]?.id ?? '');
  return (
    <>
      <SectionNavigator
        study={title}
        sections={sections}
        current={current}
        onJump={jumpTo}
        action={<PresentButton status={presenting.status} onPresent={presenting.present} />}
      />
      {presenting.status === 'presenting' && article && (
        <LazyPresentDeck
          article={article}
          study={title}
          startAt={presenting.startAt}
          onSlide={onSlide}
          onExit={presenting.exit}
        />
      )}
    </>
  );
}

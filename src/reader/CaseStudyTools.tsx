import { useCallback, useMemo } from 'react';
import type { Presentation } from '../slides/presentation';
import { SectionNavigator, type NavigatorSection } from './SectionNavigator';
import { useCurrentSection } from './useCurrentSection';
import { PresentButton } from './present/PresentButton';
import { LazyPresentDeck, usePresentMode } from './present/usePresentMode';

export interface CaseStudyToolsProps {
  title: string;
  sections: readonly NavigatorSection[];
  /** The open study, which present mode shows as slides. */
  article: HTMLElement | null;
  /** Sets what the study's sections show as slides (`null`: the page). */
  onPresent: (presentation: Presentation | null) => void;
  /** Called as a slide appears whose animations play again. */
  onReplay: () => void;
}

/**
 * An open study's tools, loaded once the study shows: the section navigator, which follows the
 * reader, and present mode, started from it or by its key.
 */
export default function CaseStudyTools({
  title,
  sections,
  article,
  onPresent,
  onReplay,
}: CaseStudyToolsProps) {
  const ids = useMemo(() => sections.map(({ id }) => id), [sections]);
  const { current, jumpTo } = useCurrentSection(ids);
  const presenting = usePresentMode(sections[current]?.id ?? '');
  const { exit } = presenting;
  // The sections are the page again in the same commit the deck leaves, so the page then opens
  // at the last slide's section by their own layout.
  const leave = useCallback(() => {
    onPresent(null);
    exit();
  }, [onPresent, exit]);
  const onScreen = presenting.status === 'presenting' && article;
  return (
    <>
      <SectionNavigator
        study={title}
        sections={sections}
        current={current}
        onJump={jumpTo}
        action={<PresentButton status={presenting.status} onPresent={presenting.present} />}
        inert={!!onScreen}
      />
      {onScreen && (
        <LazyPresentDeck
          article={article}
          study={title}
          startAt={presenting.startAt}
          onPresent={onPresent}
          onReplay={onReplay}
          onExit={leave}
        />
      )}
    </>
  );
}

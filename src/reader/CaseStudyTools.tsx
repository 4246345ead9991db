import { useCallback, useMemo } from 'react';
import { sectionOutline } from '../content/sectionOutline';
import type { CaseStudyBody } from '../content/types';
import type { Presentation } from '../slides/presentation';
import { SectionNavigator } from './SectionNavigator';
import { useCurrentSection } from './useCurrentSection';
import { PresentButton } from './present/PresentButton';
import { LazyPresentDeck, usePresentMode } from './present/usePresentMode';
import { lazyComponent } from '../app/lazyComponent';
import type { PreviewDeckProps } from './presenter/PreviewDeck';

/** A preview in the presenter view: the study as the audience's deck, following it. */
const LazyPreviewDeck = lazyComponent<PreviewDeckProps>(() => import('./presenter/PreviewDeck'));

export interface CaseStudyToolsProps {
  title: string;
  /** In the presenter view, the preview it is (see CaseStudyArticle). */
  preview?: 'current' | 'next';
  /** Its content: the sections the navigator lists, the notes of the slides presented. */
  body: CaseStudyBody;
  /** The open study, which present mode shows as slides. */
  article: HTMLElement | null;
  /** Sets what the study's sections show as slides (`null`: the page). */
  onPresent: (presentation: Presentation | null) => void;
  /** Called as a slide appears whose animations play again. */
  onReplay: () => void;
}

/**
 * An open study's tools, loaded once the study shows: the section navigator, which follows the
 * reader, and present mode, started from it or by its key. In a preview of the presenter view,
 * the study is the audience's deck alone.
 */
export default function CaseStudyTools(props: CaseStudyToolsProps) {
  const { preview, article } = props;
  if (preview) return article && <LazyPreviewDeck role={preview} {...props} article={article} />;
  return <ReaderTools {...props} />;
}

function ReaderTools({ title, body, article, onPresent, onReplay }: CaseStudyToolsProps) {
  const sections = useMemo(() => sectionOutline(body.sections), [body.sections]);
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
          body={body}
          startAt={presenting.startAt}
          onPresent={onPresent}
          onReplay={onReplay}
          onExit={leave}
        />
      )}
    </>
  );
}

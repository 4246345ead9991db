import { useMemo } from 'react';
import { sectionOutline } from '../content/sectionOutline';
import type { CaseStudyBody } from '../content/types';
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
  /** Its content: the sections the navigator lists, the slides and notes of the deck. */
  body: CaseStudyBody;
}

/**
 * An open study's tools, loaded once the study shows: the section navigator, which follows the
 * reader, and present mode, started from it or by its key. In a preview of the presenter view,
 * the study is the audience's deck alone.
 */
export default function CaseStudyTools(props: CaseStudyToolsProps) {
  const { preview, body } = props;
  if (preview) return <LazyPreviewDeck role={preview} body={body} />;
  return <ReaderTools {...props} />;
}

function ReaderTools({ title, body }: CaseStudyToolsProps) {
  const sections = useMemo(() => sectionOutline(body.sections), [body.sections]);
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
        onKeyDown={presenting.onToolsKey}
      />
      {/* Drawn over the study, which stays as it is beneath: leaving it lays out nothing again. */}
      {(presenting.status === 'presenting' || presenting.status === 'leaving') && (
        <LazyPresentDeck
          study={title}
          body={body}
          startAt={presenting.startAt}
          shown={presenting.status === 'presenting'}
          onExit={presenting.exit}
        />
      )}
    </>
  );
}

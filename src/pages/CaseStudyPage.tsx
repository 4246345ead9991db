import { lazyComponent } from '../app/lazyComponent';
import { useStudy } from '../app/publicStudies';
import { AccentScope } from '../components/AccentScope';
import type { SitePage } from '../content/types';
import type { CaseStudyArticleProps } from '../reader/CaseStudyArticle';
import { CaseStudyGate } from '../gate/CaseStudyGate';
import { SealedPicturesProvider } from '../gate/SealedPicturesProvider';
import { StudyStateProvider, useStudyDispatch, useStudyState } from '../reader/study/StudyState';
import { drawable, everySectionDrawn } from '../reader/study/studyMachine';
import { studySections } from '../reader/study/studySections';
import { PictureViewerProvider } from '../viewer/PictureViewer';
import type { PresenterViewProps } from '../reader/presenter/PresenterView';
import { presenterRole } from '../reader/presenter/presenterRole';

/** The study's sections need code only an unlocked visitor runs: it loads with the sealed content. */
const LazyCaseStudyArticle = lazyComponent<CaseStudyArticleProps>(
  () => import('../reader/CaseStudyArticle'),
);

/** The presenter's window of a presented study, loaded only when it is opened. */
const LazyPresenterView = lazyComponent<PresenterViewProps>(
  () => import('../reader/presenter/PresenterView'),
);

/**
 * The opened study, told what of it is drawn from its state, which is kept here with the viewer
 * (the article reports to it, and reads it only as these props).
 */
function OpenStudy(props: Omit<CaseStudyArticleProps, 'drawable' | 'allDrawn' | 'report'>) {
  const state = useStudyState();
  return (
    <LazyCaseStudyArticle
      {...props}
      drawable={drawable(state)}
      allDrawn={everySectionDrawn(state)}
      report={useStudyDispatch()}
    />
  );
}

/** One case study: the gate, then the opened study (or, in its window, its presenter view). */
export default function CaseStudyPage({ entry }: { entry: SitePage }) {
  if (!entry.study) throw new Error(`${entry.path} is not a case study in the site map`);
  const study = useStudy(entry.study);
  const role = presenterRole();
  const presenter = role === 'view';
  return (
    <AccentScope study={study}>
      <CaseStudyGate
        study={study}
        prepare={presenter ? LazyPresenterView.preload : LazyCaseStudyArticle.preload}
      >
        {({ body, pictures }, focusOnOpen) =>
          presenter ? (
            <LazyPresenterView title={study.title} body={body} />
          ) : (
            <SealedPicturesProvider pictures={pictures}>
              {/* The study's one state, which the article reports to and the viewer reads. */}
              <StudyStateProvider sections={studySections(body.sections)}>
                <PictureViewerProvider study={study.title}>
                  <OpenStudy
                    title={study.title}
                    body={body}
                    preview={role ?? undefined}
                    focusOnOpen={focusOnOpen}
                  />
                </PictureViewerProvider>
              </StudyStateProvider>
            </SealedPicturesProvider>
          )
        }
      </CaseStudyGate>
    </AccentScope>
  );
}

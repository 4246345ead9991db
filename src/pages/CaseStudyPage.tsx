import { lazyComponent } from '../app/lazyComponent';
import { AccentScope } from '../components/AccentScope';
import type { CaseStudyBody, SitePage } from '../content/types';
import { CaseStudyGate } from '../gate/CaseStudyGate';
import { SealedPicturesProvider } from '../gate/SealedPicturesProvider';
import { PictureViewerProvider } from '../viewer/PictureViewer';

/** The study's sections need code only an unlocked visitor runs: it loads with the sealed content. */
const LazyCaseStudyArticle = lazyComponent<{ title: string; body: CaseStudyBody }>(
  () => import('../reader/CaseStudyArticle'),
);

/** One case study: the gate, then the opened study. */
export default function CaseStudyPage({ entry }: { entry: SitePage }) {
  const study = entry.caseStudy;
  if (!study) throw new Error(`${entry.path} is not a case study in the site map`);
  return (
    <AccentScope accent={study.accent}>
      <CaseStudyGate study={study} prepare={LazyCaseStudyArticle.preload}>
        {({ body, pictures }) => (
          <SealedPicturesProvider pictures={pictures}>
            <PictureViewerProvider study={study.title}>
              <LazyCaseStudyArticle title={study.title} body={body} />
            </PictureViewerProvider>
          </SealedPicturesProvider>
        )}
      </CaseStudyGate>
    </AccentScope>
  );
}

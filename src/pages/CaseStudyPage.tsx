import { lazyComponent } from '../app/lazyComponent';
import { AccentScope } from '../components/AccentScope';
import { findCaseStudy } from '../content/caseStudies';
import type { CaseStudyBody } from '../content/types';
import { CaseStudyGate } from '../gate/CaseStudyGate';

/** The study's sections need code only an unlocked visitor runs: it loads with the sealed content. */
export const CaseStudyArticle = lazyComponent<{ body: CaseStudyBody }>(
  () => import('./CaseStudyArticle'),
);

/** One case study: the gate, then the opened study. */
export function CaseStudyPage({ slug }: { slug: string }) {
  const study = findCaseStudy(slug);
  return (
    <AccentScope accent={study.accent}>
      <CaseStudyGate study={study} prepare={CaseStudyArticle.preload}>
        {(body) => <CaseStudyArticle body={body} />}
      </CaseStudyGate>
    </AccentScope>
  );
}

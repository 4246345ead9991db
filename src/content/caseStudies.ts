import { byEmployer } from './employerGroups';
import { studyPage } from './pages';
import { caseStudies } from './studies';
import type { CaseStudyLink } from './types';

/**
 * Every case study, in site-map order, with its page's path: for the build and the tests. The
 * browser gets them from the modules the build writes (src/app/publicStudies.ts), each where it
 * is drawn.
 */
export const caseStudyLinks: CaseStudyLink[] = caseStudies.map((study) => ({
  ...study,
  path: studyPage(study.slug).path,
}));

/** Case studies grouped by employer, in the order the Projects menu shows them. */
export const projectGroups = byEmployer(caseStudyLinks);

import { siteMap } from './siteMap';
import type { CaseStudyLink } from './types';

/** Every case study, in site-map order, with its page's path. */
export const caseStudyLinks: CaseStudyLink[] = siteMap.flatMap((entry) =>
  entry.caseStudy ? [{ ...entry.caseStudy, path: entry.path }] : [],
);

/** Case studies grouped by employer, in the order the Projects menu and footer show them. */
export const projectGroups = [...new Set(caseStudyLinks.map((study) => study.employer))].map(
  (employer) => ({
    employer: employer.name,
    employerId: employer.id,
    projects: caseStudyLinks.filter((study) => study.employer === employer),
  }),
);

import type { Employer } from './types';

/** Studies grouped by employer, in the order of each employer's first study. */
export const byEmployer = <Study extends { employer: Pick<Employer, 'id' | 'name'> }>(
  studies: Study[],
) =>
  [...new Map(studies.map(({ employer }) => [employer.id, employer])).values()].map((employer) => ({
    employer: employer.name,
    employerId: employer.id,
    projects: studies.filter((study) => study.employer.id === employer.id),
  }));

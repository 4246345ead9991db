import { employers } from '../../owner';

/** The employers as the studies introduce them, with a line on what each does (sealed with them). */
export const studyEmployers = {
  studyhall: {
    name: employers.studyhall.name,
    tooltip:
      'Studyhall is a study platform where students unlock study guides, notes and solved problem sets with credits or a membership plan.',
  },
  arcadia: {
    name: employers.arcadia.name,
    tooltip:
      'Arcadia Labs is a games technology platform that gives Unity developers services to build, run and grow their games.',
  },
};

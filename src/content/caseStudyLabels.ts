/** What a study's hero names its facts: with the opened study, never with a page. */
export const caseStudyLabels = {
  employer: 'Employer',
  role: 'My role',
  period: 'Year',
};

/** Where a case study leads on, at its end: with the study's end, never with a page. */
export const studyEnd = {
  label: 'More case studies',
  previous: 'Previous case study',
  next: 'Next case study',
};

/** The button at the end of an open study's navigator that starts Present mode. */
export const presentButton = {
  start: 'Present',
  startHint: 'Show this case study as slides, one section a slide',
  startError: 'Present mode could not load. Reload the page to try again.',
};

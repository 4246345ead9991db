/**
 * Present mode: an open case study shown as slides, one section a slide, for a walkthrough. (The
 * button that starts it is `presentButton.ts`: the reader's tools carry it, the deck this.)
 */
export const presentMode = {
  deck: (study: string) => `${study}, presented as slides`,
  controls: 'Slide controls',
  counter: (slide: number, total: number) => `${slide} / ${total}`,
  counterLabel: (slide: number, total: number) => `Slide ${slide} of ${total}`,
  previous: 'Previous slide',
  previousMark: '←',
  next: 'Next slide',
  nextMark: '→',
  fullscreen: 'Full screen',
  leaveFullscreen: 'Leave full screen',
  exit: 'Exit',
  print: 'Print slides',
  keys: 'Arrow keys or Space to move, S for your notes, Ctrl+P or ⌘P to print the slides, Esc to leave',
};

/**
 * Present mode: an open case study shown as slides, one section a slide, for a walkthrough. (The
 * button that starts it is `presentButton.ts`: the reader's tools carry it, the deck this.)
 */
export const presentMode = {
  deck: (study: string) => `${study}, presented as slides`,
  controls: 'Slide controls',
  counter: (slide: number, total: number) => `${slide} / ${total}`,
  counterLabel: (slide: number, total: number) => `Slide ${slide} of ${total}`,
  /** What a screen reader hears as a slide arrives: its number, then what it is. */
  arrival: (slide: number, total: number, what: string) => `Slide ${slide} of ${total}: ${what}`,
  /** A section shown a part a slide. */
  part: (heading: string, part: number, parts: number) => `${heading}, part ${part} of ${parts}`,
  /** A story's step, its text read with it. */
  step: (heading: string, step: number, steps: number, text: string) =>
    `${heading}, step ${step} of ${steps}. ${text}`,
  /** A slide showing a picture and no heading of its own. */
  picture: (name: string) => `Picture: ${name}`,
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

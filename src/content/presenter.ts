/** The presenter view: the speaker's own window beside a presented study, and its fallbacks. */
export const presenter = {
  open: 'Presenter view',
  openHint: 'Notes, the next slide and a timer in a window of their own (S)',
  /** The presenter window's title and landmark. */
  title: (study: string) => `Presenter view: ${study}`,
  current: 'Now showing',
  next: 'Next',
  lastSlide: 'This is the last slide.',
  notes: 'Speaker notes',
  noNotes: 'No notes for this slide.',
  notesSmaller: 'Smaller notes',
  notesLarger: 'Larger notes',
  elapsed: 'Elapsed',
  resetTimer: 'Reset timer',
  clock: 'Time',
  pace: (talkMinutes: number) => `Pace for a ${talkMinutes}-minute talk`,
  onPace: 'On pace',
  ahead: (minutes: number) => `${minutes} min ahead`,
  behind: (minutes: number) => `${minutes} min behind`,
  waiting: 'Waiting for the slides. Present the study in the other window to begin.',
  ended: 'The presentation has ended. Present the study again to pick up from here.',
  close: 'Close this window',
  pictureOpen: (picture: string) => `The audience sees a picture enlarged: ${picture}`,
  closePicture: 'Close the picture',
  /** The deck's drawer, where the browser would not open a second window. */
  blocked:
    'Your browser blocked the presenter window. Your notes are in this drawer instead; only you should see this screen.',
  drawer: 'Notes',
  closeDrawer: 'Hide notes',
  printWithNotes: 'Print slides with notes',
};

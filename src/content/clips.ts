/** What a clip's controls and its printed line say (src/clips/Clip.tsx, ClipPlayback.tsx). */
export const clips = {
  /** A walkthrough's play button, and a loop's while it waits (reduced motion). */
  play: (name: string) => `Play the clip: ${name}`,
  pause: (name: string) => `Pause the clip: ${name}`,
  /** Read with the play button. */
  length: (length: string) => `${length} clip`,
  loading: 'Loading the clip…',
  failed: 'The clip could not load. Its poster stands in; press play to try again.',
  /** When the code that plays clips cannot load. */
  missing:
    'The clip cannot play: its player did not load. Its poster stands in; reload to try again.',
  /** On paper, under the poster. */
  printed: (length: string, address: string) => `A ${length} clip plays here at ${address}`,
  /** The captions' language, as the owner writes them. */
  captions: { language: 'en', label: 'English' },
};

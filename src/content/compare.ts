/** A before/after comparison's handle, as assistive tech names and reads it. */
export const compare = {
  handle: (comparing: string) => `Compare ${comparing}`,
  /** Where the handle rests: how much of each side shows. */
  position: (before: string, after: string, shown: number) =>
    `${before} ${shown}%, ${after} ${100 - shown}%`,
};

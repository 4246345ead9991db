import type { CSS } from '../styles/stitches.config';

/**
 * A term that holds a note: the same before and after the note's code has loaded. (A chunk
 * of its own, which opening a study fetches with the rest.)
 */
export const infoTooltipTrigger = {
  padding: 0,
  border: 0,
  background: 'none',
  font: 'inherit',
  fontWeight: 600,
  color: 'inherit',
  cursor: 'help',
  // The dotted line is the only sign a name holds a note.
  textDecoration: 'underline',
  textDecorationStyle: 'dotted',
  textDecorationThickness: '1.5px',
  textUnderlineOffset: '4px',
  // On paper the note cannot open, so nothing marks it.
  '@print': { textDecoration: 'none' },
} as const satisfies CSS;

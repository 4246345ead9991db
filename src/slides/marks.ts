// The attributes a presented study's opening and sections render on themselves, which the deck
// reads to measure them and its styles select.

/**
 * On every slide of the deck (the study's opening and each section): the section's anchor id, ''
 * for the opening. The deck's slides carry no ids of their own: the page beneath keeps them.
 */
export const SLIDE = 'data-slide';

/** On the slide on screen. */
export const CURRENT = 'data-slide-current';

/** On every slide while the deck lays them all out, out of sight, to measure them. */
export const MEASURING = 'data-slide-measuring';

/**
 * On the list a section's items sit in (cards, figures, groups, people): presented, a section too
 * tall for one slide shows a few of its rows at a time.
 */
export const SLIDE_ITEMS = 'data-slide-items';

/** On a story's list of steps: presented, each step is a slide of its own. */
export const SLIDE_STEPS = 'data-slide-steps';

// What Present mode reads and marks on a study's page, known to the sections it shows as slides.

/** On every slide (the study's opening and each section) while the study is presented. */
export const SLIDE = 'data-slide';

export const SLIDE_ITEMS_ATTRIBUTE = 'data-slide-items';

/**
 * Marks the list a section's items sit in (cards, figures, groups, people): presented, a section
 * too tall for one slide is shown a few of its rows at a time. Spread onto the list.
 */
export const slideItems = { [SLIDE_ITEMS_ATTRIBUTE]: '' };

export const SLIDE_STEPS_ATTRIBUTE = 'data-slide-steps';

/** Marks a story's list of steps: presented, each step is a slide of its own. */
export const slideSteps = { [SLIDE_STEPS_ATTRIBUTE]: '' };

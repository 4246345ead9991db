export const SLIDE_ITEMS_ATTRIBUTE = 'data-slide-items';

/**
 * Marks the list a section's items sit in (cards, figures, groups, people): presented, a section
 * too tall for one slide is shown a few of its rows at a time. Spread onto the list.
 */
export const slideItems = { [SLIDE_ITEMS_ATTRIBUTE]: '' };

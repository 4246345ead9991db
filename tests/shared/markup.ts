import { sectionNavigator } from '../../src/content/sectionNavigator';

// The site's parts as every browser suite finds them: by role and name, or by markup.

/** A study's section navigator, by its role and name (any study's). */
export const NAVIGATOR = `nav[aria-label^="${sectionNavigator.label('')}"]`;

/**
 * A figure (MetricCounter) by its markup: two drawn layers hidden from assistive tech (the final
 * text, then the live count), then the text assistive tech reads.
 */
const FIGURE = 'span:has(> [aria-hidden] + [aria-hidden] + .visually-hidden)';
/** A figure's final text: shown in print, without JavaScript and with reduced motion. */
export const FIGURE_FINAL = `${FIGURE} > [aria-hidden]:nth-child(1)`;
/** A figure's live count, drawn over its final text while it counts. */
export const FIGURE_LIVE = `${FIGURE} > [aria-hidden]:nth-child(2)`;

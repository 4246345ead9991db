/**
 * The page's colour scheme as the boot script and the style sheet share it. By default the page
 * follows the reader's system (`SYSTEM_DARK`, in CSS); a reader who flips the header's switch
 * sets `SCHEME_ATTRIBUTE` on the root, kept for the visit in sessionStorage (localStorage holds
 * only the site password). The one place the system query is written.
 */
export type Scheme = 'light' | 'dark';

export const SYSTEM_DARK = '(prefers-color-scheme: dark)';

/** On the root: the reader's choice, which overrides the system's. */
export const SCHEME_ATTRIBUTE = 'data-theme';

/** The reader's choice on `root`, or null while the page follows the system. */
export function chosenScheme(root: Element): Scheme | null {
  const value = root.getAttribute(SCHEME_ATTRIBUTE);
  return value === 'light' || value === 'dark' ? value : null;
}

/**
 * The mark an illustration carries for each scheme, which the page names in the picture's
 * address once the reader has chosen one (`card.svg#scheme-dark`): the picture's dark version keys
 * on it (`:target`) as well as on the system's scheme, which is all WebKit shows a picture by.
 */
export const pictureSchemeId = (scheme: Scheme) => `scheme-${scheme}`;

/** On the root for the moment of a switch: no transition plays, every colour changes at once. */
export const SCHEME_SWITCHING_ATTRIBUTE = 'data-theme-switching';

/** On the header's switch (a checkbox): checked is dark. */
export const SCHEME_SWITCH_ATTRIBUTE = 'data-theme-switch';

/** On each theme-color meta: the scheme whose page colour it carries. */
export const SCHEME_COLOR_ATTRIBUTE = 'data-scheme';

/** Where the choice is kept, in sessionStorage. */
export const SCHEME_STORAGE_KEY = 'theme';

/** A custom property each scheme sets: how far the header switch's icon is turned. */
export const SCHEME_TURN = '--scheme-turn';

/** The turn of the switch's icon (`SCHEME_TURN`) in each scheme. */
export const SCHEME_TURNS: Record<Scheme, string> = { light: '0turn', dark: '0.5turn' };

/**
 * On the root from a press on the switch until the page changes scheme: the scheme chosen, whose
 * turn the switch's icon takes at once, before the page's colours follow.
 */
export const SCHEME_CHOSEN_ATTRIBUTE = 'data-theme-chosen';

import {
  chosenScheme,
  SCHEME_ATTRIBUTE,
  SCHEME_CHOSEN_ATTRIBUTE,
  SCHEME_COLOR_ATTRIBUTE,
  SCHEME_STORAGE_KEY,
  SCHEME_SWITCH_ATTRIBUTE,
  SCHEME_SWITCHING_ATTRIBUTE,
  SYSTEM_DARK,
  type Scheme,
} from '../styles/colorScheme';

/**
 * Runs `then` once what is on screen now has reached the screen: after the next frame has been
 * drawn, in the task after the frame that follows it (a View Transition started in the frame's own
 * wake holds that frame back with it). At once in a tab that draws nothing.
 */
const afterPaint = (then: () => void) =>
  document.hidden
    ? then()
    : requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(then)));

/**
 * The reader's light or dark choice, run by the boot script before the first paint (in dev, by
 * the app): it applies a choice made earlier in the tab, and works the header's switch from then
 * on, before the app has even loaded. The switch is a checkbox the app renders without a checked
 * state of its own; this keeps it checked when the page is dark. The page's colours change by a
 * token change on the root, never a render.
 */
export function startSchemeChoice() {
  const root = document.documentElement;
  const system = matchMedia(SYSTEM_DARK);

  const read = (): string | null => {
    try {
      return sessionStorage.getItem(SCHEME_STORAGE_KEY);
    } catch {
      return null;
    }
  };
  const shown = (): Scheme => chosenScheme(root) ?? (system.matches ? 'dark' : 'light');

  // The browser's own bar takes the chosen scheme's colour; without a choice, each meta's media.
  const colourBar = (scheme: Scheme) =>
    document.querySelectorAll(`meta[${SCHEME_COLOR_ATTRIBUTE}]`).forEach((meta) => {
      meta.setAttribute(
        'media',
        meta.getAttribute(SCHEME_COLOR_ATTRIBUTE) === scheme ? 'all' : 'not all',
      );
    });

  const syncSwitches = () =>
    document
      .querySelectorAll<HTMLInputElement>(`input[${SCHEME_SWITCH_ATTRIBUTE}]`)
      .forEach((input) => (input.checked = shown() === 'dark'));

  const apply = (scheme: Scheme) => {
    root.setAttribute(SCHEME_ATTRIBUTE, scheme);
    colourBar(scheme);
  };

  const saved = read();
  if (saved === 'light' || saved === 'dark') apply(saved);

  const choose = (scheme: Scheme) => {
    try {
      sessionStorage.setItem(SCHEME_STORAGE_KEY, scheme);
    } catch {
      // Storage refused: the choice holds for this page only.
    }
    // Every colour at once, not each element's own colour transition: one cross-fade of the
    // whole page where the browser has View Transitions (its length a motion token, none with
    // reduced motion), otherwise an instant change.
    const change = () => {
      root.setAttribute(SCHEME_SWITCHING_ATTRIBUTE, '');
      root.removeAttribute(SCHEME_CHOSEN_ATTRIBUTE);
      apply(scheme);
      // Styles recomputed now, with transitions off; on the next frame nothing is left to move.
      void getComputedStyle(root).color;
      requestAnimationFrame(() => root.removeAttribute(SCHEME_SWITCHING_ATTRIBUTE));
    };
    // The switch answers in the press's own frame, its icon turned to the scheme chosen. The
    // cross-fade restyles and captures the whole page, a long frame on a slow phone: it starts
    // once that answer is drawn, and the scheme's own turn takes over.
    root.setAttribute(SCHEME_CHOSEN_ATTRIBUTE, scheme);
    afterPaint(() => {
      if (document.startViewTransition) document.startViewTransition(change);
      else change();
    });
  };

  document.addEventListener('change', (event) => {
    const input = event.target;
    if (!(input instanceof HTMLInputElement) || !input.hasAttribute(SCHEME_SWITCH_ATTRIBUTE))
      return;
    choose(input.checked ? 'dark' : 'light');
  });
  // The switch shows the page's scheme: once it is parsed, as the system's changes, and before
  // any press (a switch the app rendered anew starts unchecked).
  document.addEventListener('DOMContentLoaded', syncSwitches);
  system.addEventListener('change', syncSwitches);
  for (const type of ['pointerdown', 'keydown', 'focusin']) {
    document.addEventListener(
      type,
      (event) =>
        event.target instanceof Element &&
        event.target.hasAttribute(SCHEME_SWITCH_ATTRIBUTE) &&
        syncSwitches(),
      true,
    );
  }
}

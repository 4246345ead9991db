// What the journeys read in the page. Each function runs in the engine under test, so it is
// self-contained: it uses only the browser's APIs and what it is passed.

/**
 * The web font families whose faces, as the page declares them, this engine loads and decodes
 * (the local fallback faces aside). Each is loaded afresh from its rule's own `src`, not read off
 * the page's use of it: the faces are `font-display: optional`, so on a first visit slower than
 * their short block period (a busy machine) the page rightly keeps its fallback, and an engine may
 * drop the face it no longer needs.
 */
export async function loadedFamilies(families: string[]) {
  const rules = [...document.styleSheets]
    .flatMap((sheet) => [...sheet.cssRules])
    .filter((rule): rule is CSSFontFaceRule => rule instanceof CSSFontFaceRule);
  const loaded: string[] = [];
  for (const rule of rules) {
    const family = rule.style.getPropertyValue('font-family').replace(/["']/g, '');
    if (!families.includes(family)) continue;
    const face = new FontFace(`${family} probe`, rule.style.getPropertyValue('src'));
    if (
      await face.load().then(
        () => true,
        () => false,
      )
    )
      loaded.push(family);
  }
  return families.filter((family) => loaded.includes(family));
}

/** How far the page is wider than its window, after walking it top to bottom (0 is none). */
export async function sidewaysAfterScrolling() {
  const frames = () =>
    new Promise<void>((resolve) =>
      requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
    );
  const step = Math.round(window.innerHeight * 0.6);
  let widest = 0;
  for (let y = 0; y <= document.documentElement.scrollHeight; y += step) {
    window.scrollTo(0, y);
    await frames();
    widest = Math.max(widest, document.documentElement.scrollWidth - window.innerWidth);
  }
  window.scrollTo(0, 0);
  await frames();
  return widest;
}

/** The Projects menu: whether it is open, its items, and which of them (or its trigger) has focus. */
export function projectsMenu(trigger: string) {
  const menu = document.querySelector('[role="menu"]');
  const items = [...(menu?.querySelectorAll('[role="menuitem"]') ?? [])];
  const focused = document.activeElement;
  return {
    open: Boolean(menu && menu.getClientRects().length > 0),
    items: items.map((item) => item.textContent?.trim() ?? ''),
    focus: focused?.matches(trigger) ? 'trigger' : items.indexOf(focused as Element),
  };
}

/** Focuses the first element the selector matches, as a keyboard user's Tab would reach it. */
export function focus(selector: string) {
  (document.querySelector(selector) as HTMLElement).focus();
}

/** Whether the first checkbox the selector matches is checked. */
export const checked = (selector: string) =>
  (document.querySelector(selector) as HTMLInputElement | null)?.checked ?? null;

/** Whether anything matches the selector. */
export const present = (selector: string) => document.querySelector(selector) !== null;

/** The main heading's text. */
export const mainHeading = () => document.querySelector('main h1')?.textContent?.trim() ?? '';

/** Every heading's text in the main content, in order. */
export const headings = () =>
  [...document.querySelectorAll('main :is(h1, h2, h3)')].map(
    (heading) => heading.textContent?.trim() ?? '',
  );

/** Text shown anywhere in the main content. */
export const mainText = () =>
  (document.querySelector('main') as HTMLElement | null)?.innerText ?? '';

/** Selects the focused field's text, so what is typed next replaces it. */
export function selectField(selector: string) {
  const field = document.querySelector(selector) as HTMLInputElement;
  field.focus();
  field.select();
}

/** Reads local storage. */
export const stored = (key: string) => localStorage.getItem(key);

/** The address's path and fragment. */
export const address = () => location.pathname + location.hash;

export { figuresNotFinal } from '../shared/figures';

/** Every picture in the main content: its alt text, whether it comes from memory and is decoded. */
export const pictures = () =>
  [...document.querySelectorAll('main img')].map((element) => {
    const image = element as HTMLImageElement;
    return {
      alt: image.alt,
      fromMemory: image.currentSrc.startsWith('blob:'),
      decoded: image.complete && image.naturalWidth > 0,
    };
  });

/** The Present mode counter's text ('2 / 16'), or null when the deck is not showing. */
export function slideCounter() {
  const shown = [...document.querySelectorAll('[aria-hidden]')]
    .map((element) => element.textContent?.trim() ?? '')
    .find((text) => /^\d+ \/ \d+$/.test(text));
  return document.querySelector('[data-slide-current]') ? (shown ?? null) : null;
}

/**
 * The presenter view: its slide counter and the speaker's notes it shows (null before). Finds the
 * counter as slideCounter does: each function here runs in the page alone.
 */
export function presenterView() {
  const counter = [...document.querySelectorAll('[aria-hidden]')]
    .map((element) => element.textContent?.trim() ?? '')
    .find((text) => /^\d+ \/ \d+$/.test(text));
  const notes = document.querySelector('[role="region"][tabindex="0"]')?.textContent ?? null;
  return counter ? { counter, notes } : null;
}

/** How the first element the selector matches is underlined, as the engine computes it. */
export function underline(selector: string) {
  const style = getComputedStyle(document.querySelector(selector)!);
  return { line: style.textDecorationLine, style: style.textDecorationStyle };
}

/** The text of the tooltip on screen, if one is. */
export const tooltip = () => document.querySelector('[role="tooltip"]')?.textContent ?? null;

/**
 * Every declaration in the page's style sheets as written (the `<style>` text the build put in the
 * page) that this engine cannot parse, so it silently drops it: a shorthand it does not take, a
 * value it does not know. At-rule descriptors (@font-face, @page, @property) are not properties; a
 * vendor prefix is meant for one engine, and `enhancements` (properties, or 'property: value')
 * are meant for those that read them.
 */
export function droppedDeclarations(enhancements: string[]) {
  const css = [...document.querySelectorAll('style')]
    .map((style) => style.textContent ?? '')
    .join('\n')
    .replace(/\/\*[\s\S]*?\*\//g, '');
  const dropped = new Set<string>();
  for (const block of css.matchAll(/([^{}]*)\{([^{}]*)\}/g)) {
    if (/@(font-face|page|property)/.test(block[1]!)) continue;
    for (const written of block[2]!.split(';')) {
      const colon = written.indexOf(':');
      if (colon < 0) continue;
      const property = written.slice(0, colon).trim();
      const value = written
        .slice(colon + 1)
        .replace(/!important/, '')
        .trim();
      if (!property || property.startsWith('--') || /^-(webkit|moz)-/.test(property)) continue;
      const declaration = `${property}: ${value}`;
      if (enhancements.includes(property) || enhancements.includes(declaration)) continue;
      if (!CSS.supports(property, value)) dropped.add(declaration);
    }
  }
  return [...dropped];
}

/**
 * The open picture viewer, or null: what it announces ('Picture 3 of 5: …'), whether it is still
 * growing, and how wide it draws the picture shown.
 */
export function pictureViewer() {
  const dialog = document.querySelector('[role="dialog"][aria-modal="true"]');
  if (!dialog) return null;
  // The shown slide's image with a name: not the nameless stand-in drawn until it has decoded.
  const picture = dialog.querySelector('[aria-hidden="false"] img:not([alt=""])');
  return {
    announced: dialog.querySelector('[role="status"]')?.textContent ?? '',
    growing: dialog.getAttribute('aria-busy') === 'true',
    width: Math.round(picture?.getBoundingClientRect().width ?? 0),
  };
}

/** The accessible name the focused element carries in its own label. */
export const focusedLabel = () => document.activeElement?.getAttribute('aria-label') ?? null;

/**
 * The clip playing in the first element the selector matches (a section, a slide, the viewer's
 * shown slide), in the page or in the frame of the title given (the presenter's preview of a
 * slide), or null while it shows its poster: whether it plays from memory (a `blob:` address), how
 * far it is, whether it is paused or muted, and its text tracks' modes.
 */
export function clipIn([selector, frame]: readonly [string, string?]) {
  const root = frame
    ? document.querySelector<HTMLIFrameElement>(`iframe[title="${frame}"]`)?.contentDocument
    : document;
  const video = root?.querySelector(selector)?.querySelector('video');
  if (!video || video.hidden || !video.currentSrc) return null;
  return {
    fromMemory: video.currentSrc.startsWith('blob:'),
    time: video.currentTime,
    paused: video.paused,
    muted: video.muted,
    captions: [...video.textTracks].map((track) => track.mode).join(),
  };
}

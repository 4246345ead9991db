/**
 * The only script a prerendered page starts with, inlined in its head (allowed by a CSP hash).
 * It lets the page paint as plain HTML first and fetches the app only once the page has loaded
 * and painted, so no script competes with the HTML, fonts and images for the first paints. Until the app has hydrated it
 * keeps what the visitor did to the Projects menu, and it hides the gate form for a returning
 * visitor before paint. It applies the reader's light or dark choice and works its switch (see
 * schemeChoice.ts). Its data attributes, written by tooling/pipeline/prerender.mjs:
 *   data-entry    the app's entry module
 *   data-preload  space-separated modules the page needs (fetched alongside the entry)
 *   data-gated    present on case-study pages
 *   data-sealed   what opening this page's case study loads: sealed content and the code that
 *                 renders it (fetched at once for a returning visitor)
 * A share link's key is taken out of the address first, before any other script runs.
 */
import { readStoredSecret } from '../gate/storage';
import { startSchemeChoice } from './schemeChoice';
import {
  BOOT_GLOBAL,
  GATE_FORM_ATTRIBUTE,
  GATE_RESTORING_ATTRIBUTE,
  MENU_OPEN_KEYS,
  MENU_TRIGGER_ATTRIBUTE,
  takeShareFragment,
  type BootState,
  type MenuIntent,
} from './protocol';

const script = document.currentScript as HTMLScriptElement;
const { entry = '', preload = '', gated, sealed = '' } = script.dataset;

// The secret must not stay where history, bookmarks or another script could read it.
const shared = takeShareFragment(location.hash);
if (shared.key !== null)
  history.replaceState(history.state, '', location.pathname + location.search + shared.rest);

// Before the first paint: a scheme chosen earlier in this tab.
startSchemeChoice();

const state: BootState = (window[BOOT_GLOBAL] = {
  menuIntent: null,
  sharedKey: shared.key,
  gateSubmitted: false,
  appHydrated: false,
});

// A share link is opened like a stored password: quietly, the study fetched at once.
const returning = gated !== undefined && (shared.key !== null || Boolean(readStoredSecret()));
if (returning) document.documentElement.setAttribute(GATE_RESTORING_ATTRIBUTE, '');

// Early input on the Projects menu trigger, kept for the app (see ProjectsMenu) and kept from it:
// an event the app saw while hydrating would make React finish hydrating the page at once, in the
// middle of the visitor's tap, where the app takes what was kept as state once it can.
const onTrigger = (event: Event) =>
  !state.appHydrated &&
  event.target instanceof Element &&
  event.target.closest(`[${MENU_TRIGGER_ATTRIBUTE}]`) !== null;
const record = (intent: MenuIntent | null) => {
  state.menuIntent = intent;
  for (const listener of state.menuListeners ?? []) listener();
};
const listen = (type: string, handler: (event: Event) => void = () => {}) =>
  document.addEventListener(
    type,
    (event) => {
      if (!onTrigger(event)) return;
      handler(event);
      event.stopPropagation();
    },
    true,
  );
listen('pointerover', (event) => {
  if ((event as PointerEvent).pointerType === 'mouse' && !state.menuIntent) record('hover');
});
listen('pointerout', (event) => {
  const next = (event as PointerEvent).relatedTarget;
  const left = !(next instanceof Element && next.closest(`[${MENU_TRIGGER_ATTRIBUTE}]`));
  if (left && state.menuIntent === 'hover') record(null);
});
listen('pointerdown', () => record('press'));
listen('focusin', () => record(state.menuIntent ?? 'focus'));
listen('keydown', (event) => {
  if (!MENU_OPEN_KEYS.includes((event as KeyboardEvent).key)) return;
  event.preventDefault();
  record('key');
});
// The rest of a press, kept from the app too: what the press asked for is kept already.
for (const type of ['pointerup', 'touchstart', 'touchend', 'mousedown', 'mouseup', 'click'])
  listen(type);
// A password submitted before the app arrives would go out as a plain form, in the URL: hold it
// for the app, which submits it as soon as it has hydrated (see PasswordGate).
document.addEventListener(
  'submit',
  (event) => {
    if (state.appHydrated || !(event.target instanceof Element)) return;
    if (!event.target.closest(`[${GATE_FORM_ATTRIBUTE}]`)) return;
    event.preventDefault();
    state.gateSubmitted = true;
  },
  true,
);

function load() {
  const modules = [...preload.split(' '), ...(returning ? sealed.split(' ') : [])];
  for (const href of modules.filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  const app = document.createElement('script');
  app.type = 'module';
  app.src = entry;
  document.head.append(app);
}

/** Runs `then` once the page has painted its content (or, without paint timing, a frame). */
function afterFirstPaint(then: () => void) {
  const next = () => setTimeout(then);
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    requestAnimationFrame(next);
    return;
  }
  const observer = new PerformanceObserver((list) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    next();
  });
  observer.observe({ type: 'paint', buffered: true });
}

/** Runs `then` once the page's own resources (fonts, eager images) are in and it has painted. */
function afterPageLoaded(then: () => void) {
  if (document.readyState === 'complete') afterFirstPaint(then);
  else addEventListener('load', () => afterFirstPaint(then), { once: true });
}

// A returning visitor's case study is the page's main content: fetch it at once.
if (returning) load();
else afterPageLoaded(load);

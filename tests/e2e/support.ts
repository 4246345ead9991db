import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { sitePassword } from '../../tooling/sealing/sitePassword.mjs';
import { BOOT_GLOBAL } from '../../src/boot/protocol';
import { caseStudyLinks } from '../../src/content/caseStudies';
import { home } from '../../src/content/home';
import { leadership } from '../../src/content/leadership';
import { work } from '../../src/content/work';
import { pages, siteMap } from '../../src/content/siteMap';
import { gate } from '../../src/content/gate';
import { STORAGE_KEY } from '../../src/gate/storage';
import { motionTokens } from '../../src/motion/tokens';
import { countedFigure } from '../../src/sections/figureFormat';
import { presentButton } from '../../src/content/presentButton';
import { landedAt } from '../shared/landing';
import { DARK, luminance, pageBackground } from '../shared/luminance';
import { FIGURE_FINAL, FIGURE_LIVE, NAVIGATOR } from '../shared/markup';
import { moving } from '../shared/moving';
import { WEDGED_AFTER_MS, WEDGED_RENDERER } from './wedgedRenderer';

export { FIGURE_FINAL, FIGURE_LIVE, NAVIGATOR };

/** The password the build under test was sealed with (tooling/runner/test-all.mjs sets it). */
export const PASSWORD = sitePassword();

/** A returning visitor: the password is stored before the page loads. */
export const asReturningVisitor = (page: Page) =>
  page.addInitScript(({ key, password }) => localStorage.setItem(key, password), {
    key: STORAGE_KEY,
    password: PASSWORD,
  });

/**
 * The suite runs with reduced motion (playwright.config.ts), so nothing waits on an animation. A
 * test about motion turns it back on: a whole file with `test.use(MOTION)`, one test with this.
 */
export const MOTION = { reducedMotion: 'no-preference' } as const;
export const withMotion = (page: Page) => page.emulateMedia(MOTION);

/** What the page keeps under the specification's storage key. */
export const storedPassword = (page: Page) =>
  page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY);

/** The site map's pages: case studies behind the password, and the open pages. */
export const gatedPaths = siteMap.filter((entry) => entry.study).map((entry) => entry.path);
export const openPaths = siteMap
  .filter((entry) => !entry.study && !entry.notFound)
  .map((entry) => entry.path);

/** Each page's main heading for a visitor without the password. */
export const lockedHeadings: Record<string, string> = {
  [pages.home.path]: home.intro.greeting,
  [pages.leadership.path]: leadership.heading,
  [pages.work.path]: work.heading,
  ...Object.fromEntries(gatedPaths.map((path) => [path, gate.title])),
};

/** Records console errors and warnings, and uncaught page errors. */
export function watchConsole(page: Page) {
  const problems: string[] = [];
  const logs: string[] = [];
  page.on('console', (message) => {
    // A real 404 page is served with status 404, which Chromium reports for the document itself.
    const documentStatus =
      message.location().url === page.url() && /status of 404/.test(message.text());
    if ((message.type() === 'error' || message.type() === 'warning') && !documentStatus) {
      problems.push(`${message.type()}: ${message.text()}`);
    }
    if (message.type() === 'log') logs.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return { problems, logs };
}

/** Waits until the app has hydrated the prerendered page: it tells the boot script it took over. */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(
    (global) => window[global as typeof BOOT_GLOBAL]?.appHydrated,
    BOOT_GLOBAL,
  );
}

/** The study the gate tests open: its path, and its main heading once it is open. */
export const firstStudy = {
  slug: caseStudyLinks[0]!.slug,
  path: gatedPaths[0]!,
  heading: (page: Page) =>
    page.getByRole('heading', { level: 1, name: new RegExp(`^${caseStudyLinks[0]!.title}:`) }),
};

/** Opens a path and waits for the app to take over the prerendered page. */
export async function openHydrated(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

/** Opens a case study's gate, locked, ready for a password. */
export async function openLockedGate(page: Page, path: string) {
  await openHydrated(page, path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(gate.title);
}

/** Opens a case study and unlocks it through its gate. */
export async function openUnlockedFromGate(page: Page, path: string) {
  await openLockedGate(page, path);
  await unlockFromGate(page);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(gate.title);
}

export async function unlockFromGate(page: Page, password = PASSWORD) {
  await page.getByPlaceholder(gate.placeholder).fill(password);
  await page.getByRole('button', { name: gate.submit }).click();
}

/**
 * The section's head (eyebrow, heading, copy-link control) rests just below the fixed header (and
 * the section navigator's bar, where it shows), not under them; a section too near the end to come
 * up that far leaves the page scrolled to its bottom instead. Its heading is focused where the
 * visitor asked for the section (a jump, the password, leaving Present mode); on a page's first
 * load (`asked: false`) focus stays where the browser put it, so the first Tab is the skip link's.
 */
export async function expectLandedAt(page: Page, id: string, { asked = true } = {}) {
  if (asked) await expect(page.locator(`#${id} h2`)).toBeFocused();
  // Once the study has risen into place.
  await expect
    .poll(async () => (await page.evaluate(landedAt, [id, NAVIGATOR] as const)).resting)
    .toBe(true);
  if (!asked) await expectFocusUnmoved(page);
}

/** Nothing has taken focus since the page loaded. */
export const expectFocusUnmoved = (page: Page) => expect(page.locator('body')).toBeFocused();

/**
 * Presses the study's Present button where the reader sees it. Never scrolled to: Playwright
 * retries a click it could not land (the page busy) at other scroll alignments, and scrolling the
 * page past a section changes the section being read, which the deck starts at.
 */
export async function pressPresent(page: Page) {
  await page
    .getByRole('button', { name: presentButton.start, exact: true })
    .click({ scroll: 'none' });
}

/**
 * The study, loaded at section `id`, has landed there and the navigator marks it (by its `label`)
 * as the one being read, as a reader sees it before pressing Present, which starts there: until the
 * landing has settled, the section before (or none) can still be the one being read.
 */
export async function expectReadingAt(page: Page, id: string, label: string) {
  await expectLandedAt(page, id, { asked: false });
  await expect(page.locator(NAVIGATOR).locator('[aria-current="location"]')).toHaveText(label);
}

export async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

/**
 * Waits until nothing anywhere on the page is still moving: a block fading in reads as faint text
 * and one rising sits over its neighbour, neither of which a reader who stops to read sees.
 */
export async function atRest(page: Page) {
  await expect.poll(() => page.evaluate(moving, false), { message: 'the page at rest' }).toBe(0);
}

/** The WCAG 2.1 A and AA rules axe runs; the ones on colour alone, what a scheme changes. */
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** No axe violation of WCAG 2.1 A/AA (with `colourOnly`, of its rules on colour). */
export async function expectAxeClean(page: Page, { colourOnly = false } = {}) {
  // Axe weighs contrast through opacity.
  await atRest(page);
  // Only violations fail a test: axe need not gather every node that passes.
  const axe = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  const results = await (colourOnly ? axe.withRules(COLOUR_RULES) : axe.withTags(WCAG)).analyze();
  expect(
    results.violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' | ')}`,
    ),
  ).toEqual([]);
}

/**
 * Axe-clean in the light scheme, then, the system turned dark with the page open, its colours
 * again: every other rule reads what the scheme does not change. The page is left light.
 */
export async function expectAxeCleanInBothSchemes(page: Page) {
  await expectAxeClean(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect.poll(async () => luminance(await page.evaluate(pageBackground))).toBeLessThan(DARK);
  await expectAxeClean(page, { colourOnly: true });
  await page.emulateMedia({ colorScheme: 'light' });
}

/**
 * Waits until every section of the open study is in (below the screen they mount one per commit):
 * the navigator comes then.
 */
export async function sectionsIn(page: Page) {
  await expect(page.locator(NAVIGATOR)).toBeVisible();
}

/**
 * Scrolls through an open study once every section is in. Scrolled sooner, on a busy machine, the
 * walk can end at the bottom of a page still being built, and the sections added below it are
 * never scrolled to (their figures would wait at zero).
 */
export async function scrollThroughStudy(page: Page) {
  await sectionsIn(page);
  await scrollThrough(page);
}

/**
 * Scrolls through the whole page so every scroll-triggered section runs: 60% of the window at a
 * time, two rendering updates at each stop so scroll and intersection work is done. The walk runs
 * in the page, one round trip in all; the height is read at each stop, as a section that skipped
 * rendering takes its own as it nears.
 */
export async function scrollThrough(page: Page) {
  // A page the browser counts as in the background gets no frames, and the walk would wait on
  // them for good: it is brought to the front, and a hidden page says so rather than timing out.
  // A page Chromium stopped drawing says that instead (tests/e2e/wedgedRenderer.ts).
  await page.bringToFront();
  await page.evaluate(drawing, {
    wedged: WEDGED_RENDERER,
    wedgedAfter: WEDGED_AFTER_MS,
    walk: true,
  });
}

/**
 * Runs `check`, which waits on what only a drawn frame brings (a key's scroll glides frame by
 * frame): where it fails on a page Chromium stopped drawing, it fails saying so instead
 * (tests/e2e/wedgedRenderer.ts), the one failure a retry may answer.
 */
export async function unlessWedged(page: Page, check: () => Promise<void>) {
  try {
    await check();
  } catch (error) {
    await page.evaluate(drawing, {
      wedged: WEDGED_RENDERER,
      wedgedAfter: WEDGED_AFTER_MS,
      walk: false,
    });
    throw error;
  }
}

/**
 * In the page: two rendering updates, each told by an intersection observer's first report, which
 * the browser makes as it renders (animation frames may be the test's clock's, `frameByFrame`,
 * not drawn); with `walk`, after each step of a walk down the whole page. Fails with `wedged` when
 * none comes for `wedgedAfter`.
 */
async function drawing({
  wedged,
  wedgedAfter,
  walk,
}: {
  wedged: string;
  wedgedAfter: number;
  walk: boolean;
}) {
  if (document.visibilityState !== 'visible')
    throw new Error(`The page is ${document.visibilityState}: it gets no frames to scroll by`);
  const rendered = () =>
    new Promise<void>((resolve) =>
      new IntersectionObserver((_, observer) => {
        observer.disconnect();
        resolve();
      }).observe(document.body),
    );
  const frames = () =>
    new Promise<void>((resolve, reject) => {
      const watchdog = setTimeout(() => reject(new Error(wedged)), wedgedAfter);
      void rendered()
        .then(rendered)
        .then(() => {
          clearTimeout(watchdog);
          resolve();
        });
    });
  if (!walk) return frames();
  const step = Math.round(window.innerHeight * 0.6);
  for (let y = 0; y <= document.documentElement.scrollHeight; y += step) {
    window.scrollTo(0, y);
    await frames();
  }
}

/**
 * Pairs of visible text elements and controls whose boxes overlap (neither inside the other),
 * described by tag and text: what a reader would see as words printed over each other. Content
 * scrolling under the fixed header is by design, so each fixed layer is compared only with itself.
 */
export async function overlappingText(page: Page) {
  await atRest(page);
  return page.evaluate(() => {
    const selector = 'h1, h2, h3, p, li, dt, dd, th, td, a, button, input, label, figcaption';
    /** Inside a box clipped to (almost) nothing: visually hidden, read only by screen readers. */
    const clippedAway = (element: HTMLElement) => {
      for (let node: HTMLElement | null = element; node; node = node.parentElement) {
        const box = node.getBoundingClientRect();
        const clips = getComputedStyle(node).overflow !== 'visible';
        if (clips && (box.width <= 1 || box.height <= 1)) return true;
      }
      return false;
    };
    const elements = [...document.querySelectorAll<HTMLElement>(selector)].filter((element) => {
      const box = element.getBoundingClientRect();
      return (
        box.width > 0 &&
        box.height > 0 &&
        getComputedStyle(element).visibility !== 'hidden' &&
        element.textContent?.trim() &&
        !element.closest('[aria-hidden="true"], [hidden]') &&
        !clippedAway(element)
      );
    });
    const fixedLayer = (element: HTMLElement) => {
      for (let node: HTMLElement | null = element; node; node = node.parentElement) {
        if (['fixed', 'sticky'].includes(getComputedStyle(node).position)) return node;
      }
      return null;
    };
    const layers = new Map(elements.map((element) => [element, fixedLayer(element)]));
    const name = (element: HTMLElement) =>
      `${element.tagName.toLowerCase()} "${element.textContent!.trim().slice(0, 30)}"`;
    const overlaps: string[] = [];
    for (const [index, first] of elements.entries()) {
      const a = first.getBoundingClientRect();
      for (const second of elements.slice(index + 1)) {
        if (first.contains(second) || second.contains(first)) continue;
        if (layers.get(first) !== layers.get(second)) continue;
        const b = second.getBoundingClientRect();
        const width = Math.min(a.right, b.right) - Math.max(a.left, b.left);
        const height = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
        if (width > 2 && height > 2) overlaps.push(`${name(first)} × ${name(second)}`);
      }
    }
    return overlaps;
  });
}

/** A frame of the page's time, as the paused clock gives it out. */
const FRAME_MS = 16;

/**
 * Runs the page's time (Playwright's clock: timers, animation frames, `performance.now()`) a
 * frame at a time, paused in between, from now until the page closes. Every frame of a count is
 * run and recorded, however busy the machine: in real time, a browser too busy to draw runs one
 * late frame for many and a count can jump from its start to its value, so a test could not tell
 * a busy machine from a counter that jumps. A step that fails (the page between two documents)
 * is taken again.
 */
async function frameByFrame(page: Page) {
  // Paused a second ahead of where it was installed, so a busy machine cannot overtake it.
  const installed = Date.now();
  await page.clock.install({ time: installed });
  await page.clock.pauseAt(installed + 1000);
  void (async () => {
    while (!page.isClosed()) await page.clock.runFor(FRAME_MS).catch(() => undefined);
  })();
}

/**
 * Records, from the page's first frame, what each counter shows: its start, a value on the way,
 * or its final text (each change once), with the page's time run a frame at a time
 * (`frameByFrame`). Returns a reader of the recording, by counter in document order.
 */
export async function recordCounters(page: Page) {
  await frameByFrame(page);
  await page.addInitScript(
    ({ liveSelector, durationMs }) => {
      const samples: string[][] = [];
      // By counter: frames run since it last changed more than a whole count's length ago.
      const restFrames: number[] = [];
      const changedAt: number[] = [];
      Object.assign(window, { counterSamples: samples, counterRestFrames: restFrames });
      // The final text is drawn just before the live count.
      const finalOf = (live: HTMLElement) => live.previousElementSibling;
      const shown = (live: HTMLElement) => {
        const final = finalOf(live);
        if (final && getComputedStyle(final).visibility === 'visible')
          return final.textContent ?? '';
        return live.getAttribute('data-start') ?? live.textContent ?? '';
      };
      const frame = () => {
        const now = performance.now();
        document.querySelectorAll<HTMLElement>(liveSelector).forEach((live, index) => {
          const list = (samples[index] ??= []);
          const text = shown(live);
          if (list.at(-1) === text) {
            if (now - changedAt[index]! >= durationMs) restFrames[index] = restFrames[index]! + 1;
            return;
          }
          changedAt[index] = now;
          restFrames[index] = 0;
          list.push(text);
        });
        requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    },
    { liveSelector: FIGURE_LIVE, durationMs: motionTokens.counter.duration * 1000 },
  );
  return () =>
    page.evaluate(() => (window as unknown as { counterSamples: string[][] }).counterSamples);
}

/**
 * Waits until the counters from `first` on show `finals` and each has held its text for a whole
 * count's length, two frames on: past the count's end, so a count that reaches its value and is
 * then written otherwise as it ends shows that.
 */
export async function expectLanded(page: Page, finals: string[], first = 0) {
  await expect
    .poll(() =>
      page.evaluate(
        ({ from, to }) => {
          const { counterSamples, counterRestFrames } = window as unknown as {
            counterSamples: string[][];
            counterRestFrames: number[];
          };
          return counterSamples
            .slice(from, to)
            .map((list, index) => ((counterRestFrames[from + index] ?? 0) >= 2 ? list.at(-1) : ''));
        },
        { from: first, to: first + finals.length },
      ),
    )
    .toEqual(finals);
}

/** The size of the number a counter shows ('-3.9%' → 3.9). */
const magnitude = (text: string) => Math.abs(Number(text.replace(/[^\d.-]/g, '')));

/**
 * What a counter showed: a figure that counts went from zero through values on the way to its
 * exact text, never the final value and then back down; one shown as written (a bound such as
 * '<0.1%') showed only that.
 */
function expectCountedUp(shown: string[] | undefined, final: string) {
  if (!countedFigure(final)) {
    expect(shown).toEqual([final]);
    return;
  }
  expect(shown?.at(-1)).toBe(final);
  const sizes = (shown ?? []).map(magnitude);
  expect(sizes[0]).toBe(0);
  expect(sizes).toEqual([...sizes].sort((a, b) => a - b));
  expect(
    sizes.filter((size) => size > 0 && size < magnitude(final)),
    `${final}: values on the way`,
  ).not.toEqual([]);
}

/** What one counter showed, and the text it must land on. */
export interface Count {
  shown: string[] | undefined;
  final: string;
}

/** Every counter counted up to its final text (see expectCountedUp). */
export function expectCountsUp(counts: Count[]) {
  for (const { shown, final } of counts) expectCountedUp(shown, final);
}

/** Pairs what counters showed with the texts they must land on, in order. */
export const countsOf = (shown: string[][], finals: string[]): Count[] =>
  finals.map((final, index) => ({ shown: shown[index], final }));

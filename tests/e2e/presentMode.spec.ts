import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { caseStudyLinks } from '../../src/content/caseStudies';
import { presentButton } from '../../src/content/presentButton';
import { presentMode as copy } from '../../src/content/presentMode';
import { sectionLinks } from '../../src/content/sectionLinks';
import { sectionOutline } from '../../src/content/sectionOutline';
import { NAVIGATOR } from '../shared/markup';
import { readPdf } from '../shared/pdf';
import { counter, position, startPresenting } from './deck';
import { sealedStudy, studyWith } from '../shared/sealedStudies';
import {
  asReturningVisitor,
  expectAxeClean,
  expectAxeCleanInBothSchemes,
  countsOf,
  expectCountsUp,
  expectLandedAt,
  expectReadingAt,
  FIGURE_FINAL,
  FIGURE_LIVE,
  expectLanded,
  recordCounters,
  withMotion,
} from './support';

// An open case study presented as slides: one section a slide, for a live walkthrough.

const LAPTOP = { width: 1280, height: 720 };
const LARGE = { width: 2560, height: 1440 };

test.use({ viewport: LAPTOP });

const study = caseStudyLinks[0]!;
const body = sealedStudy(study.slug);
const outline = sectionOutline(body.sections);

const currentSlide = (page: Page) => page.locator('[data-slide-current]');
/** The section a slide shows ('' for the study's opening), which the address names. */
const SECTION_OF_SLIDE = 'data-slide';
/** A section's slide in the deck, drawn over the page that keeps the section itself. */
const slideOf = (id: string) => `[${SECTION_OF_SLIDE}="${id}"]`;

/**
 * The slide on screen shows its content whole: inside the viewport above the deck's controls,
 * nothing cut off, and the page behind it cannot scroll.
 */
async function expectWholeSlide(page: Page) {
  // Polled: after the window changes size the deck scales its slide on the next frame.
  const fit = () =>
    currentSlide(page).evaluate((slide) => {
      const content = slide.firstElementChild!.getBoundingClientRect();
      const controls = document.querySelector('[role="region"]')!.getBoundingClientRect();
      return {
        inside:
          content.top >= -1 &&
          content.left >= -1 &&
          content.right <= window.innerWidth + 1 &&
          content.bottom <= controls.top + 1,
        scrolls: getComputedStyle(document.documentElement).overflowY !== 'hidden',
      };
    });
  return expect.poll(fit).toEqual({ inside: true, scrolls: false });
}

/** The deck: a modal dialog over the study, named for it. */
const deckOf = (page: Page) => page.getByRole('dialog', { name: copy.deck(study.title) });

/** Focus is on the deck itself, a control on the slide on screen, or one of the deck's controls. */
async function expectFocusInDeck(page: Page) {
  const inDeck = await page.evaluate(() => {
    const active = document.activeElement;
    return Boolean(
      active &&
      !active.closest('[inert]') &&
      (active.matches('dialog[open]') ||
        active.closest('[data-slide-current]') ||
        active.closest('[role="region"]')),
    );
  });
  expect(inDeck).toBe(true);
}

/** What a screen reader hears as the slide on screen arrives: the deck's announcement. */
const arrival = (page: Page) => deckOf(page).getByRole('status').innerText();

test('the Present button shows the study as slides, one section a slide, with a counter, axe clean light and dark', async ({
  page,
}) => {
  await startPresenting(page);
  const { shown, total } = await position(page);
  expect(shown).toBe(1);
  // The opening, then every section at least once.
  expect(total).toBeGreaterThanOrEqual(outline.length + 1);
  await expect(currentSlide(page).getByRole('heading', { level: 1 })).toHaveText(body.hero.title);
  await expectWholeSlide(page);
  await expectFocusInDeck(page);
  await expectAxeCleanInBothSchemes(page);
  // The audience has no use for a section's copy-link control: no slide has one.
  await expect(
    page.getByRole('dialog').locator(`[aria-label^="${sectionLinks.label('').split('“')[0]}"]`),
  ).toHaveCount(0);
  // The next slide: the opening's picture, a part with no heading of its own.
  await page.keyboard.press('ArrowRight');
  await expect.poll(async () => (await position(page)).shown).toBe(2);
  await expectFocusInDeck(page);
  await expectAxeClean(page);
});

test('presenter and clicker keys move through the deck, and the address follows', async ({
  page,
}) => {
  await startPresenting(page);
  const { total } = await position(page);
  for (const key of ['ArrowRight', 'ArrowDown', ' ', 'PageDown']) {
    const before = (await position(page)).shown;
    await page.keyboard.press(key);
    await expect.poll(async () => (await position(page)).shown).toBe(before + 1);
    await expectWholeSlide(page);
    await expectFocusInDeck(page);
    // A section's slide names it in the address; the study's opening names none.
    const id = await currentSlide(page).getAttribute(SECTION_OF_SLIDE);
    await expect.poll(() => new URL(page.url()).hash).toBe(id ? `#${id}` : '');
  }
  for (const key of ['ArrowLeft', 'ArrowUp', 'PageUp']) {
    const before = (await position(page)).shown;
    await page.keyboard.press(key);
    await expect.poll(async () => (await position(page)).shown).toBe(before - 1);
  }
  await page.keyboard.press('End');
  await expect.poll(async () => (await position(page)).shown).toBe(total);
  await expect(page).toHaveURL(new RegExp(`#${outline.at(-1)!.id}$`));
  await expectWholeSlide(page);
  await expectFocusInDeck(page);
  await expectAxeClean(page);
  await page.keyboard.press('Home');
  await expect.poll(async () => (await position(page)).shown).toBe(1);
});

/** Where the slide's text starts: the left edge of its leftmost visible text (none on a picture's slide). */
const textStart = (page: Page) =>
  currentSlide(page).evaluate((slide) => {
    const lefts = [...slide.querySelectorAll('h1, h2, h3, p, li, dt, dd')]
      .map((text) => text.getBoundingClientRect())
      .filter((box) => box.width > 0 && box.height > 0)
      .map((box) => box.left);
    return lefts.length ? Math.min(...lefts) : null;
  });

/** The slide on screen has its text start `at` px from the left, within a pixel, or has no text. */
const expectTextStartAt = (page: Page, at: number) =>
  expect
    .poll(
      async () => {
        const start = await textStart(page);
        return start === null || Math.abs(start - at) <= 1;
      },
      { message: `the slide's text starts ${at} px from the left` },
    )
    .toBe(true);

test('every slide fits whole at 1280×720, and at 2560×1440 on the way back, its text starting in one place', async ({
  page,
}) => {
  // Every slide of a study, twice: long on a busy machine.
  test.slow();
  await startPresenting(page);
  const { total } = await position(page);
  await expectWholeSlide(page);
  const start = await textStart(page);
  expect(start).not.toBeNull();
  for (let shown = 1; shown <= total; shown += 1) {
    await expect.poll(async () => (await position(page)).shown).toBe(shown);
    await expectWholeSlide(page);
    await expectTextStartAt(page, start!);
    if (shown < total) await page.keyboard.press('ArrowRight');
  }
  // The same slides drawn larger: their text starts as far in, in proportion. Polled, since the
  // deck plans for the new window size on the frame after it changes.
  await page.setViewportSize(LARGE);
  for (let shown = total; shown >= 1; shown -= 1) {
    await expect.poll(async () => (await position(page)).shown).toBe(shown);
    await expectWholeSlide(page);
    await expectTextStartAt(page, (start! * LARGE.width) / LAPTOP.width);
    await page.keyboard.press('ArrowLeft');
  }
});

test('on a 390 px phone, and then a 320 px one, every control of the deck fits its bar, on one line', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await startPresenting(page);
  for (const { width, height } of [
    { width: 390, height: 844 },
    { width: 320, height: 740 },
  ]) {
    await page.setViewportSize({ width, height });
    // Retried: the bar lays its controls out again once the window has its new size.
    await expect(async () => {
      // The bar's own edge, which a scrollbar's room kept while the deck shows brings in from the
      // window's.
      const { barRight, boxes } = await page.locator('[role="region"]').evaluate((bar) => ({
        barRight: bar.getBoundingClientRect().right,
        boxes: [...bar.querySelectorAll('button')]
          .map((button) => button.getBoundingClientRect())
          .filter((box) => box.width > 0)
          .map(({ left, right, top, bottom, height }) => ({ left, right, top, bottom, height })),
      }));
      expect(barRight).toBeLessThanOrEqual(width);
      expect(boxes.length).toBeGreaterThanOrEqual(3);
      for (const [index, box] of boxes.entries()) {
        expect(box.left, `control ${index}`).toBeGreaterThanOrEqual(0);
        expect(box.right, `control ${index}`).toBeLessThanOrEqual(barRight);
        expect(box.height, `control ${index} on one line`).toBeLessThanOrEqual(48);
        const next = boxes[index + 1];
        if (next)
          expect(next.left, `control ${index + 1} after ${index}`).toBeGreaterThanOrEqual(
            box.right,
          );
      }
    }).toPass();
  }
  await page.getByRole('button', { name: copy.exit }).click();
  await expect(counter(page)).toHaveCount(0);
});

test('Escape leaves at the section of the current slide, its heading focused', async ({ page }) => {
  await startPresenting(page);
  await page.keyboard.press('End');
  await page.keyboard.press('ArrowLeft');
  const { total } = await position(page);
  await expect.poll(async () => (await position(page)).shown).toBe(total - 1);
  const section = (await currentSlide(page).getAttribute(SECTION_OF_SLIDE))!;
  await expect(page).toHaveURL(new RegExp(`#${section}$`));
  await page.keyboard.press('Escape');
  await expect(counter(page)).toHaveCount(0);
  await expectLandedAt(page, section);
  await expect(page.locator('[inert]')).toHaveCount(0);
});

test('P, in the study’s tools, presents from the section being read; a reload resumes the deck there', async ({
  page,
}) => {
  const long = studyWith('five sections', (body) => body.sections.length > 4);
  const [section, following] = sectionOutline(long.sections).slice(3);
  await asReturningVisitor(page);
  await page.goto(`/${long.slug}#${section!.id}`);
  await expectReadingAt(page, section!.id, section!.label);
  // The navigator's link to the section being read.
  await page.locator(NAVIGATOR).getByRole('link', { name: section!.label, exact: true }).focus();
  await page.keyboard.press('p');
  await expect(counter(page)).toBeVisible();
  await expect(currentSlide(page)).toHaveAttribute(SECTION_OF_SLIDE, section!.id);
  await page.keyboard.press('ArrowRight');
  const next = following!.id;
  await expect(currentSlide(page)).toHaveAttribute(SECTION_OF_SLIDE, next);
  await expect(page).toHaveURL(new RegExp(`#${next}$`));
  await page.reload();
  await expect(counter(page)).toBeVisible();
  await expect(currentSlide(page)).toHaveAttribute(SECTION_OF_SLIDE, next);
});

test('a slide plays its animations each time it appears', async ({ page }) => {
  await withMotion(page);
  const samples = await recordCounters(page);
  await startPresenting(page);
  const metrics = outline[body.sections.findIndex((section) => section.kind === 'metrics')]!;
  const first = await page.evaluate(
    ({ slide, live }) =>
      [...document.querySelectorAll(live)].findIndex((counter) => counter.closest(slide)),
    { slide: slideOf(metrics.id), live: FIGURE_LIVE },
  );
  const figures = await page.locator(`${slideOf(metrics.id)} ${FIGURE_FINAL}`).allTextContents();
  const counted = async () => (await samples()).slice(first, first + figures.length);
  const showMetrics = async () => {
    while ((await currentSlide(page).getAttribute(SECTION_OF_SLIDE)) !== metrics.id) {
      await page.keyboard.press('ArrowRight');
    }
    await expectLanded(page, figures, first);
  };
  await showMetrics();
  const starts = async () =>
    (await counted()).map((history) => history.filter((text) => text === history[0]).length);
  const before = await starts();
  // Away, and back: it counts again, from its start, and its blocks rise in again.
  await page.keyboard.press('ArrowRight');
  await expect(currentSlide(page)).not.toHaveAttribute(SECTION_OF_SLIDE, metrics.id);
  await page.evaluate((slide) => {
    const phases: string[] = [];
    Object.assign(window, { revealPhases: phases });
    new MutationObserver((records) =>
      records.forEach((record) =>
        phases.push((record.target as Element).getAttribute('data-reveal') ?? ''),
      ),
    ).observe(document.querySelector(slide)!, {
      subtree: true,
      attributeFilter: ['data-reveal'],
    });
  }, slideOf(metrics.id));
  await page.keyboard.press('ArrowLeft');
  await expect(currentSlide(page)).toHaveAttribute(SECTION_OF_SLIDE, metrics.id);
  await showMetrics();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { revealPhases: string[] }).revealPhases))
    .toEqual(expect.arrayContaining(['armed', 'revealed']));
  const last = (await counted()).map((history) => history.slice(history.lastIndexOf(history[0]!)));
  expectCountsUp(countsOf(last, figures));
  (await starts()).forEach((count, index) => expect(count).toBeGreaterThan(before[index]!));
  await expect(currentSlide(page).locator('[data-reveal="armed"]')).toHaveCount(0);
});

test('with reduced motion, slides show their figures as they are', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const samples = await recordCounters(page);
  await startPresenting(page);
  for (let step = 0; step < 3; step += 1) await page.keyboard.press('ArrowRight');
  const history = await samples();
  for (const counted of history) expect(new Set(counted).size).toBe(1);
  await expect(page.locator('[data-reveal="armed"]')).toHaveCount(0);
});

test('Print slides prints the deck: a 16:9 landscape page per slide, in order, each with its counter', async ({
  page,
}) => {
  // Playwright cannot show the browser's print dialog, and a headless Chromium without a print
  // service keeps a page that called print() "being printed" for good. So the button's one call
  // is recorded, and page.pdf() prints the page in the state the button left it, firing
  // beforeprint and afterprint as the dialog does.
  await page.addInitScript(() => {
    const recorder = window as unknown as { printCalls: number };
    recorder.printCalls = 0;
    window.print = () => void (recorder.printCalls += 1);
  });
  const printCalls = () =>
    page.evaluate(() => (window as unknown as { printCalls: number }).printCalls);
  await startPresenting(page);
  await page.keyboard.press('ArrowRight');
  await expect.poll(async () => (await position(page)).shown).toBe(2);
  const { total } = await position(page);
  await page.getByRole('button', { name: copy.print, exact: true }).click();
  expect(await printCalls()).toBe(1);
  // A print dialog that takes its paper from the page is what page.pdf() sizes here.
  const pages = await readPdf(
    await page.pdf({ width: '1280px', height: '720px', preferCSSPageSize: true }),
  );
  expect(pages).toHaveLength(total);
  for (const [index, { items, width, height }] of pages.entries()) {
    expect(width / height, `page ${index + 1}`).toBeCloseTo(16 / 9, 2);
    expect(items, `page ${index + 1}`).toContain(copy.counter(index + 1, total));
  }
  expect(pages[0]!.items.join(' ')).toContain(study.title);
  // Printed, the deck is as it was, and nothing of the printed deck is left on the page.
  await expect.poll(async () => (await position(page)).shown).toBe(2);
  await expectWholeSlide(page);
  await expect(page.locator('[data-printed-slides]')).toHaveCount(0);
});

test('the deck works from its own controls and offers full screen', async ({ page }) => {
  await startPresenting(page);
  await page.getByRole('button', { name: copy.next }).click();
  await expect.poll(async () => (await position(page)).shown).toBe(2);
  const previous = page.getByRole('button', { name: copy.previous });
  await previous.click();
  await expect.poll(async () => (await position(page)).shown).toBe(1);
  // At the first slide it does nothing more, and keeps focus.
  await expect(previous).toHaveAttribute('aria-disabled', 'true');
  await expect(previous).toBeFocused();
  // Space moves on, even from a focused control, as a clicker's does.
  await page.keyboard.press(' ');
  await expect.poll(async () => (await position(page)).shown).toBe(2);
  await page.getByRole('button', { name: copy.fullscreen }).click();
  await expect(page.getByRole('button', { name: copy.leaveFullscreen })).toBeVisible();
  expect(await page.evaluate(() => document.fullscreenElement === document.documentElement)).toBe(
    true,
  );
  // Leaving the deck leaves full screen too.
  await page.getByRole('button', { name: copy.exit }).click();
  await expect(counter(page)).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => document.fullscreenElement)).toBeNull();
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
});

test('when the deck cannot load, the Present button says so and keeps focus', async ({
  page,
  failRequests,
}) => {
  await failRequests(/\/assets\/PresentDeck-[\w-]+\.js$/, { error: 'connectionreset' });
  await asReturningVisitor(page);
  await page.goto(study.path);
  const button = page.getByRole('button', { name: presentButton.start, exact: true });
  await button.click();
  await expect(page.getByRole('alert')).toHaveText(presentButton.startError);
  await expect(button).toBeFocused();
  // The study reads on.
  await expect(counter(page)).toHaveCount(0);
  await expect(page.locator('[inert]')).toHaveCount(0);
});

test('the deck is modal: Tab reaches the slide on screen and the deck’s controls, nothing of the page under it', async ({
  page,
}) => {
  await startPresenting(page);
  // The opening's picture: under it, the page's links to the other studies once took Tab.
  await page.keyboard.press('ArrowRight');
  await expect.poll(async () => (await position(page)).shown).toBe(2);
  const stops = new Set<string>();
  // Past the deck's last control, Tab comes back to its first, and Shift+Tab the other way round:
  // nothing else of the page takes focus (the page under the deck is there, covered, as it was).
  for (const [press, key] of [...Array(16).fill('Tab'), ...Array(16).fill('Shift+Tab')].entries()) {
    await page.keyboard.press(key);
    const stop = await page.evaluate(() => {
      const active = document.activeElement!;
      return {
        name: active.getAttribute('aria-label') ?? active.textContent ?? '',
        inDeck: Boolean(active.closest('dialog[open]')),
        seen: active.checkVisibility(),
      };
    });
    expect(stop, `${key} ${press + 1}`).toEqual({ name: stop.name, inDeck: true, seen: true });
    stops.add(stop.name);
  }
  // Round the deck's controls, and back to the first.
  expect(stops.size).toBeGreaterThan(3);
  // Covered, and out of a screen reader's reach as well: the study under the deck (its header and
  // footer are inert, which Playwright's roles still list).
  const underDeck = page.locator('body > :not(dialog)');
  await expect(underDeck.getByRole('main')).toHaveCount(0);
  await expect(underDeck.getByRole('heading', { name: body.hero.title })).toHaveCount(0);
  for (const landmark of ['banner', 'contentinfo'] as const)
    await expect(underDeck.getByRole(landmark)).toHaveAttribute('inert', '');
});

test('each slide says what it is as it arrives: its heading, a story step’s text, a picture’s name; entering, the keys too', async ({
  page,
}) => {
  await startPresenting(page);
  await expect
    .poll(() => arrival(page))
    .toContain(copy.counterLabel(1, (await position(page)).total));
  expect(await arrival(page)).toContain(body.hero.title);
  expect(await arrival(page)).toContain(copy.keys);
  const { total } = await position(page);
  const steps = body.sections.flatMap((section) =>
    section.kind === 'story' ? section.steps.map((step) => step.text) : [],
  );
  const heardSteps = new Set<string>();
  for (let shown = 2; shown <= total; shown += 1) {
    await page.keyboard.press('ArrowRight');
    await expect.poll(async () => (await position(page)).shown).toBe(shown);
    const slide = currentSlide(page);
    const heading = slide.locator('h1:visible, h2:visible').first();
    const heard = await arrival(page);
    expect(heard, `slide ${shown}`).toMatch(new RegExp(`^${copy.counterLabel(shown, total)}: `));
    expect(heard, `slide ${shown}`).not.toContain(copy.keys);
    if (await heading.count()) {
      const title = (await heading.textContent())!;
      // Said once: the heading is not heard again as the slide's focus moves.
      expect(heard.split(title).length - 1, `slide ${shown}`).toBe(1);
    } else {
      const names = await slide
        .locator('img:visible')
        .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).alt));
      expect(names.length, `slide ${shown}`).toBeGreaterThan(0);
      for (const name of names) expect(heard, `slide ${shown}`).toContain(name);
    }
    for (const text of steps) if (heard.includes(text)) heardSteps.add(text);
  }
  // Every step of the study's story was heard, on its own slide.
  expect([...heardSteps].sort()).toEqual([...steps].sort());
});

test('a bare P does nothing from the page at large; in the study’s tools, P presents', async ({
  page,
}) => {
  await asReturningVisitor(page);
  await page.goto(study.path);
  await page.getByRole('heading', { level: 1 }).click();
  await page.keyboard.press('p');
  await page.keyboard.press('P');
  await expect(counter(page)).toHaveCount(0);
  await page.getByRole('button', { name: presentButton.start, exact: true }).focus();
  await page.keyboard.press('p');
  await expect(counter(page)).toBeVisible();
  await expect(deckOf(page)).toBeFocused();
});

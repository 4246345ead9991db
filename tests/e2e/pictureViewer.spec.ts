import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { caseStudyLinks } from '../../src/content/caseStudies';
import { compare } from '../../src/content/compare';
import type { CompareSection } from '../../src/content/types';
import { presentMode } from '../../src/content/presentMode';
import { sectionOutline } from '../../src/content/sectionOutline';
import { openPicture, viewer } from '../../src/content/viewer';
import { NAVIGATOR } from '../shared/markup';
import {
  captionsIn,
  clipsAmong,
  picturesIn,
  rasterPicture,
  sealedStudy,
} from '../shared/sealedStudies';
import {
  asReturningVisitor,
  expectAxeClean,
  expectAxeCleanInBothSchemes,
  expectReadingAt,
  openHydrated,
  scrollThroughStudy,
  sectionsIn,
  withMotion,
  pressPresent,
} from './support';

const SEALED_FILE = /\/assets\/sealed\/[0-9a-f]+\.bin$/;
const VIEWER_CODE = /\/assets\/openViewer-[^/]+\.(js|css)$/;
/**
 * The study these tests open: the first with a picture from a raster file (`RASTER`, shown in the
 * viewer at the file's own width), whose pictures the viewer pages through.
 */
const raster = await rasterPicture();
const study = caseStudyLinks.find(({ slug }) => slug === raster.body.slug)!;
const studyAlts = picturesIn(raster.body);
const RASTER = raster.alt;
const RASTER_WIDTH = raster.width;
/** Where the study's n-th picture (from 1) sits in the viewer: '2 / 7'. */
const place = (n: number) => `${n} / ${studyAlts.length}`;
/** The raster's first place (a picture may show twice: a figure, and one side of a comparison). */
const RASTER_AT = studyAlts.indexOf(RASTER) + 1;
/** The section the raster's first place is in. */
const rasterSection = sectionOutline(raster.body.sections)[
  raster.body.sections.findIndex((section) => picturesIn(section).includes(RASTER))
]!.id;

const openers = (page: Page) => page.getByRole('button', { name: /^Open picture: / });
/** The first picture on the page that shows `alt` (the raster may show twice: its figure comes first). */
const openerOf = (where: Page | Locator, alt: string) =>
  where.getByRole('button', { name: openPicture(alt), exact: true }).first();
const dialogOf = (page: Page, title: string) =>
  page.getByRole('dialog', { name: viewer.dialog(title) });
/**
 * The picture the viewer shows now, as assistive tech finds it: the shown slide's one image with a
 * name (the stand-in drawn until it has decoded has none, the other slides are hidden).
 */
const shownPicture = (dialog: Locator) => dialog.getByRole('img');
/** The clip the viewer shows now, in place of its poster. */
const shownClip = (dialog: Locator) => dialog.locator('[aria-hidden="false"] video');
const widthOf = async (locator: Locator) => (await locator.boundingBox())!.width;

/** The viewer has grown out of the picture and takes keys. */
async function expectOpen(dialog: Locator) {
  await expect(dialog).toBeVisible();
  await expect(dialog).not.toHaveAttribute('aria-busy', 'true');
}

/** Opens a study for a returning visitor, every section in. */
async function openStudy(page: Page, path: string) {
  await asReturningVisitor(page);
  await openHydrated(page, path);
  await sectionsIn(page);
}

/** Presents the study from section `id`, once a reader sees the study has landed there. */
async function presentFrom(page: Page, id: string) {
  const section = sectionOutline(raster.body.sections).find((entry) => entry.id === id)!;
  await openStudy(page, `${study.path}#${id}`);
  await expectReadingAt(page, id, section.label);
  await pressPresent(page);
}

test('every picture of each study opens by click or key, in reading order, with its counter and caption; Escape closes it and focus returns', async ({
  page,
}) => {
  test.slow();
  for (const study of caseStudyLinks) {
    await openStudy(page, study.path);
    const alts = picturesIn(sealedStudy(study.slug));
    const captions = captionsIn(sealedStudy(study.slug));
    const clips = clipsAmong(sealedStudy(study.slug));
    // Every one, a comparison's second picture too once its code is in (it loads after the study).
    await expect
      .poll(() => openers(page).evaluateAll((all) => all.map((b) => b.getAttribute('aria-label'))))
      .toEqual(alts.map(openPicture));
    const dialog = dialogOf(page, study.title);

    await openers(page).first().click();
    const openedAt = await page.evaluate(() => scrollY);
    await expect(dialog).toBeVisible();
    await expectOpen(dialog);
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    // The page behind is out of reach: no key, pointer or screen reader's cursor gets to it (in
    // the render after the viewer has grown over it).
    await expect
      .poll(() => page.evaluate(() => document.querySelector('main')!.closest('[inert]') !== null))
      .toBe(true);
    for (const [index, alt] of alts.entries()) {
      if (index > 0) await page.keyboard.press('ArrowRight');
      const place = dialog.getByText(`${index + 1} / ${alts.length}`, { exact: true });
      // A lone picture has no counter to show.
      if (alts.length > 1) await expect(place).toBeVisible();
      else await expect(place).toBeHidden();
      await expect(dialog.getByRole('status')).toHaveText(
        viewer.announce(index + 1, alts.length, alt),
      );
      // A figure's caption, or else what the picture shows, as the content says.
      await expect(dialog.getByText(captions[index]!, { exact: true })).toBeVisible();
      // A clip's poster shows as its clip (clips.spec.ts plays it).
      if (clips[index]) await expect(shownClip(dialog)).toBeVisible();
      else await expect(shownPicture(dialog)).toHaveJSProperty('alt', alt);
    }
    if (alts.length > 1) {
      await page.keyboard.press('ArrowLeft');
      await expect(dialog.getByText(`${alts.length - 1} / ${alts.length}`)).toBeVisible();
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    // Focus is back on the control that opened it, where the reader was: the page did not move
    // to the picture last shown.
    await expect(openers(page).first()).toBeFocused();
    expect(await page.evaluate(() => scrollY)).toBe(openedAt);
    expect(
      await page.evaluate(() => document.querySelector('main')!.closest('[inert]')),
    ).toBeNull();

    // Enter and Space open the focused picture, there.
    for (const key of ['Enter', ' ']) {
      await openers(page).first().focus();
      await page.keyboard.press(key);
      await expect(dialog.getByRole('status')).toHaveText(
        viewer.announce(1, alts.length, alts[0]!),
      );
      await expectOpen(dialog);
      await dialog.getByRole('button', { name: viewer.close }).click();
      await expect(dialog).toBeHidden();
      await expect(openers(page).first()).toBeFocused();
    }
  }
});

test('the viewer loads nothing until a reader reaches for a picture, then the picture at its own size, from memory, freed on close', async ({
  page,
  pageConsole,
}) => {
  // Many steps, each waiting on the page: long on a busy machine.
  test.slow();
  // The before/after as its slider (with reduced motion it sits side by side, at other sizes).
  await withMotion(page);
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await openStudy(page, study.path);
  await scrollThroughStudy(page);
  const alts = studyAlts;
  await expect
    .poll(() =>
      page
        .locator('main img')
        .evaluateAll((all) => (all as HTMLImageElement[]).filter((img) => img.naturalWidth).length),
    )
    .toBe(alts.length);
  const pageCopies = requested.filter((path) => SEALED_FILE.test(path)).length;
  // One copy of each picture, though one may show twice.
  expect(pageCopies).toBe(new Set(alts).size);
  expect(requested.filter((path) => VIEWER_CODE.test(path))).toEqual([]);
  // Every picture on the page is drawn from a copy narrower than its own.
  const opener = openerOf(page, RASTER);
  expect(
    await opener.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth),
  ).toBeLessThan(RASTER_WIDTH);

  await opener.hover();
  await expect.poll(() => requested.filter((path) => VIEWER_CODE.test(path)).length).toBe(2);
  expect(requested.filter((path) => SEALED_FILE.test(path))).toHaveLength(pageCopies);

  await opener.click();
  const dialog = dialogOf(page, study.title);
  const picture = shownPicture(dialog);
  await expect(picture).toHaveJSProperty('naturalWidth', RASTER_WIDTH);
  const url = await picture.getAttribute('src');
  expect(url).toMatch(/^blob:/);
  expect(requested.filter((path) => SEALED_FILE.test(path))).toHaveLength(pageCopies + 1);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // Freed: the address no longer loads (which the browser reports).
  pageConsole.allow(/ERR_FILE_NOT_FOUND/);
  const loads = (address: string) =>
    page.evaluate(
      (source) =>
        new Promise<boolean>((resolve) => {
          const probe = new Image();
          probe.onload = () => resolve(true);
          probe.onerror = () => resolve(false);
          probe.src = source;
        }),
      address,
    );
  await expect.poll(() => loads(url!)).toBe(false);
});

test('a comparison’s code arriving late holds back the sections from it on: the navigator comes with every picture in, and a picture opened meanwhile opens once they are, counting the comparison’s "after" too', async ({
  page,
}) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/BeforeAfter-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  // The pictures that can be opened at the moment the navigator appears.
  await page.addInitScript(
    ([navigator, opener]) => {
      new MutationObserver((_, observer) => {
        if (!document.querySelector(navigator)) return;
        observer.disconnect();
        const named = [...document.querySelectorAll(opener)].map((o) =>
          o.getAttribute('aria-label'),
        );
        Object.assign(window, { openersWithNavigator: named });
      }).observe(document, { childList: true, subtree: true });
    },
    [NAVIGATOR, `button[aria-label^="${openPicture('')}"]`] as const,
  );
  await asReturningVisitor(page);
  await openHydrated(page, study.path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(raster.body.hero.title);
  // The hero's picture, asked for while the comparison's pictures are not on the page yet.
  await openers(page).first().click();
  await page.keyboard.press('ArrowRight');
  const dialog = dialogOf(page, study.title);
  release();
  await expectOpen(dialog);
  await expect(dialog.getByText(place(2), { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await sectionsIn(page);
  expect(
    await page.evaluate(() => (window as { openersWithNavigator?: string[] }).openersWithNavigator),
  ).toEqual(studyAlts.map(openPicture));
});

test('zoom: an SVG to three times its size, crisp, and a raster by keys, double-click and the wheel up to its own pixels; arrows pan; Escape resets the zoom, then closes; the buttons move between pictures, a click on the backdrop closes', async ({
  page,
}) => {
  // Many steps, each waiting on the page: long on a busy machine.
  test.slow();
  await openStudy(page, study.path);
  const dialog = dialogOf(page, study.title);
  const picture = shownPicture(dialog);
  await openers(page).first().click();
  await expectOpen(dialog);
  await expect(picture).toHaveAttribute('src', /^blob:/);
  const own = Number(await openers(page).first().locator('img').getAttribute('width'));
  for (let step = 0; step < 10; step += 1) await page.keyboard.press('+');
  await expect.poll(() => widthOf(picture)).toBeCloseTo(own * 3, 0);
  await page.keyboard.press('0');
  await dialog.getByRole('button', { name: viewer.next }).click();
  await expect(dialog.getByText(place(2), { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: viewer.previous }).click();
  await expect(dialog.getByText(place(1), { exact: true })).toBeVisible();
  // A click on the backdrop closes it.
  await page.mouse.click(page.viewportSize()!.width / 2, 8);
  await expect(dialog).toBeHidden();

  await openerOf(page, RASTER).click();
  await expectOpen(dialog);
  await expect(picture).toHaveJSProperty('naturalWidth', RASTER_WIDTH);
  const fit = await widthOf(picture);
  const viewport = page.viewportSize()!;
  expect(fit).toBeLessThan(viewport.width);

  await page.keyboard.press('+');
  await expect.poll(() => widthOf(picture)).toBeGreaterThan(fit * 1.2);
  for (let step = 0; step < 8; step += 1) await page.keyboard.press('+');
  // No further than one of its pixels to a CSS pixel.
  await expect.poll(() => widthOf(picture)).toBeCloseTo(RASTER_WIDTH, 0);
  const before = (await picture.boundingBox())!;
  await page.keyboard.press('ArrowRight');
  await expect.poll(async () => (await picture.boundingBox())!.x).toBeLessThan(before.x);
  // Zoomed, the arrows pan: still the same picture.
  await expect(dialog.getByText(place(RASTER_AT), { exact: true })).toBeVisible();
  await page.keyboard.press('-');
  await expect.poll(() => widthOf(picture)).toBeLessThan(RASTER_WIDTH);
  await page.keyboard.press('0');
  await expect.poll(() => widthOf(picture)).toBeCloseTo(fit, 0);

  await picture.dblclick();
  await expect.poll(() => widthOf(picture)).toBeGreaterThan(fit * 1.2);
  await page.keyboard.press('Escape');
  await expect.poll(() => widthOf(picture)).toBeCloseTo(fit, 0);
  await expect(dialog).toBeVisible();

  await page.mouse.move(viewport.width / 2, viewport.height / 2);
  await page.mouse.wheel(0, -400);
  await expect.poll(() => widthOf(picture)).toBeGreaterThan(fit * 1.2);
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('a picture zoomed before its own-size copy arrives stays zoomed, where it was, as that copy swaps in', async ({
  page,
}) => {
  await openStudy(page, study.path);
  await scrollThroughStudy(page);
  // Every copy the page shows is in: from here, hold the viewer's own-size copy on the way.
  await expect
    .poll(() =>
      page
        .locator('main img')
        .evaluateAll((all) => (all as HTMLImageElement[]).every((img) => img.naturalWidth > 0)),
    )
    .toBe(true);
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(SEALED_FILE, async (route) => {
    await held;
    await route.continue();
  });
  await openerOf(page, RASTER).click();
  const dialog = dialogOf(page, study.title);
  await expectOpen(dialog);
  const picture = shownPicture(dialog);
  const fit = await widthOf(picture);
  await page.keyboard.press('+');
  await page.keyboard.press('+');
  await expect.poll(() => widthOf(picture)).toBeGreaterThan(fit * 1.5);
  const zoomed = (await picture.boundingBox())!;
  release();
  await expect(picture).toHaveJSProperty('naturalWidth', RASTER_WIDTH);
  const after = (await picture.boundingBox())!;
  expect(after.width).toBeCloseTo(zoomed.width, 0);
  expect(after.x).toBeCloseTo(zoomed.x, 0);
  expect(after.y).toBeCloseTo(zoomed.y, 0);
});

test('Back closes the viewer and stays on the study; closed another way, Back leaves the page as before', async ({
  page,
}) => {
  await asReturningVisitor(page);
  await openHydrated(page, '/');
  await openHydrated(page, study.path);
  await sectionsIn(page);
  const dialog = dialogOf(page, study.title);
  const address = page.url();

  await openerOf(page, RASTER).click();
  await expect(dialog).toBeVisible();
  await page.goBack();
  await expect(dialog).toBeHidden();
  expect(page.url()).toBe(address);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(study.title);
  await expect(openerOf(page, RASTER)).toBeFocused();

  await openerOf(page, RASTER).click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
});

for (const [setting, reducedMotion] of [
  ['as it grows', 'no-preference'],
  ['with reduced motion', 'reduce'],
] as const) {
  test(`a key pressed as the viewer is asked for acts once it can, ${setting}: → moves, Escape closes`, async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion });
    await openStudy(page, study.path);
    const dialog = dialogOf(page, study.title);
    const first = openers(page).first();
    // Three times running, each key pressed straight after the click: nothing waits for the viewer.
    for (let round = 0; round < 3; round += 1) {
      await first.click();
      await page.keyboard.press('ArrowRight');
      await expectOpen(dialog);
      await expect(dialog.getByText(place(2), { exact: true })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();

      await first.click();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(first).toBeFocused();
    }
  });
}

test('a larger copy that fails to load leaves the page’s copy in place, with a note', async ({
  page,
  failRequests,
}) => {
  await openStudy(page, study.path);
  const opener = openerOf(page, RASTER);
  await opener.scrollIntoViewIfNeeded();
  await expect
    .poll(() => opener.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  const pageCopy = await opener.locator('img').evaluate((img: HTMLImageElement) => img.currentSrc);
  await failRequests(SEALED_FILE);

  await opener.click();
  const dialog = dialogOf(page, study.title);
  await expect(dialog.getByText(viewer.largerFailed)).toBeVisible();
  await expect(shownPicture(dialog)).toHaveAttribute('src', pageCopy);
  await expect(shownPicture(dialog)).not.toHaveJSProperty('naturalWidth', 0);
  await expect(dialog.getByText(viewer.failed)).toBeHidden();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a tap opens the picture across the screen; the open viewer is axe clean', async ({
    page,
  }) => {
    await openStudy(page, study.path);
    const opener = openerOf(page, RASTER);
    await opener.scrollIntoViewIfNeeded();
    await opener.tap();
    const dialog = dialogOf(page, study.title);
    await expect(shownPicture(dialog)).toHaveJSProperty('naturalWidth', RASTER_WIDTH);
    await expect.poll(() => widthOf(shownPicture(dialog))).toBeCloseTo(390, 0);
    await expectAxeClean(page);
  });
});

test('at 1440 the open viewer is axe clean, light and dark, and on paper pictures carry no viewer cue', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openStudy(page, study.path);
  const opener = openerOf(page, RASTER);
  await opener.hover();
  const cue = opener.locator('[aria-hidden="true"]').last();
  await expect(cue).toHaveCSS('opacity', '1');
  await page.emulateMedia({ media: 'print' });
  await expect(cue).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
  await opener.click();
  await expect(dialogOf(page, study.title)).toBeVisible();
  await expectAxeCleanInBothSchemes(page);
});

test('in Present mode a slide’s picture opens the viewer, whose keys move pictures, not slides', async ({
  page,
}) => {
  await presentFrom(page, rasterSection);
  const deck = page.getByRole('dialog', { name: presentMode.deck(study.title) });
  // The deck's own counter, not the viewer's opened inside the deck.
  const slide = deck.getByText(/^\d+ \/ \d+$/).first();
  await expect(slide).toBeVisible();
  const onSlide = await slide.textContent();
  await openerOf(deck, RASTER).click();
  const dialog = dialogOf(page, study.title);
  await expect(dialog.getByText(place(RASTER_AT), { exact: true })).toBeVisible();
  await expectOpen(dialog);
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByText(place(RASTER_AT + 1), { exact: true })).toBeVisible();
  await page.keyboard.press(' ');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // Still presenting, on the same slide, focus on the picture that opened the viewer (the one
  // last shown is on another slide).
  await expect(slide).toHaveText(onSlide!);
  await expect(openerOf(deck, RASTER)).toBeFocused();
});

/** A strip just inside a picture's left edge, below its rounded corner, as drawn on screen. */
async function leftEdgeOf(page: Page, opener: Locator) {
  await opener.scrollIntoViewIfNeeded();
  const box = (await opener.boundingBox())!;
  return page.screenshot({ clip: { x: box.x, y: box.y + 40, width: 6, height: 24 } });
}

/** Reached by the keyboard, the picture shows a ring where the eye finds it: at its edge. */
async function expectRingShows(page: Page, opener: Locator) {
  const unfocused = await leftEdgeOf(page, opener);
  await opener.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(opener).toBeFocused();
  expect(await leftEdgeOf(page, opener)).not.toEqual(unfocused);
}

test('a picture focused by the keyboard shows its ring, in the hero’s rounded frame on the page and on a slide', async ({
  page,
}) => {
  const [hero] = studyAlts;
  await openStudy(page, study.path);
  await expectRingShows(page, openerOf(page.getByRole('main'), hero!));
  await pressPresent(page);
  const deck = page.getByRole('dialog', { name: presentMode.deck(study.title) });
  const slide = deck.getByText(/^\d+ \/ \d+$/).first();
  await expect(slide).toHaveText(/^1 \//);
  await page.keyboard.press('ArrowRight');
  await expect(slide).toHaveText(/^2 \//);
  await expectRingShows(page, openerOf(deck, hero!));
});

const comparisonAt = raster.body.sections.findIndex((section) => section.kind === 'compare');
const comparison = raster.body.sections[comparisonAt] as CompareSection;
const comparisonId = sectionOutline(raster.body.sections)[comparisonAt]!.id;
const handleOf = (where: Page | Locator) =>
  where.getByRole('slider', { name: compare.handle(comparison.comparing) });
const positionOf = async (handle: Locator) => Number(await handle.getAttribute('aria-valuenow'));

test('before and after: the handle moves by key and by drag, says what it compares, and a click opens either picture; on paper the two pictures stand side by side, each labelled', async ({
  page,
}) => {
  // The slider is the before/after with motion; with reduced motion it sits side by side.
  await withMotion(page);
  // Many steps, each waiting on the page: long on a busy machine.
  test.slow();
  await openStudy(page, `${study.path}#${comparisonId}`);
  const handle = handleOf(page);
  const { before, after } = comparison;
  await expect(handle).toHaveAttribute('aria-valuenow', '50');
  await handle.focus();
  for (const [key, shown] of [
    ['ArrowRight', 55],
    ['ArrowLeft', 50],
    ['End', 100],
    ['PageDown', 75],
    ['Home', 0],
  ] as const) {
    await page.keyboard.press(key);
    await expect(handle).toHaveAttribute('aria-valuenow', String(shown));
    await expect(handle).toHaveAttribute(
      'aria-valuetext',
      compare.position(before.label, after.label, shown),
    );
  }

  // Dragged, by its grip or anywhere across the pictures: no picture opens.
  const stage = (await handle.locator('..').boundingBox())!;
  const middle = stage.y + stage.height / 2;
  const grip = (await handle.boundingBox())!;
  await page.mouse.move(grip.x + grip.width / 2, middle);
  await page.mouse.down();
  await page.mouse.move(stage.x + stage.width * 0.3, middle, { steps: 4 });
  await page.mouse.up();
  await expect.poll(() => positionOf(handle)).toBeGreaterThan(25);
  expect(await positionOf(handle)).toBeLessThan(35);
  await page.mouse.move(stage.x + stage.width * 0.6, middle);
  await page.mouse.down();
  await page.mouse.move(stage.x + stage.width * 0.8, middle, { steps: 4 });
  await page.mouse.up();
  await expect.poll(() => positionOf(handle)).toBeGreaterThan(75);
  const dialog = dialogOf(page, study.title);
  await expect(dialog).toBeHidden();

  // A click opens the picture under it: "before" left of the handle, "after" right of it.
  for (const [x, side] of [
    [0.2, studyAlts.lastIndexOf(before.image.alt)],
    [0.95, studyAlts.indexOf(after.image.alt)],
  ] as const) {
    await page.mouse.click(stage.x + stage.width * x, middle);
    await expectOpen(dialog);
    await expect(dialog.getByRole('status')).toHaveText(
      viewer.announce(side + 1, studyAlts.length, studyAlts[side]!),
    );
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }

  await page.emulateMedia({ media: 'print' });
  await expectSideBySide(page);
});

/** The comparison stands as two pictures side by side, each labelled, and no handle. */
async function expectSideBySide(page: Page) {
  await expect(handleOf(page)).toBeHidden();
  const section = page.locator(`#${comparisonId}`);
  for (const { label } of [comparison.before, comparison.after])
    await expect(section.getByText(label, { exact: true })).toBeVisible();
  // Both boxes read in one frame: the page may still be settling onto the section.
  const [left, right] = await section.evaluate(
    (element, alts) =>
      alts.map((alt) => {
        const box = [...element.querySelectorAll('img')]
          .find((image) => image.alt === alt)!
          .getBoundingClientRect();
        return { x: box.x, y: box.y, width: box.width };
      }),
    [comparison.before.image.alt, comparison.after.image.alt],
  );
  expect(right!.y).toBeCloseTo(left!.y, 0);
  expect(right!.x).toBeGreaterThanOrEqual(left!.x + left!.width);
  expect(right!.width).toBeCloseTo(left!.width, 0);
}

test('before and after with reduced motion: the two pictures stand side by side, each labelled', async ({
  page,
}) => {
  await openStudy(page, `${study.path}#${comparisonId}`);
  await expectSideBySide(page);
});

test('before and after in Present mode: a slide whose handle takes the arrow keys', async ({
  page,
}) => {
  await withMotion(page);
  await presentFrom(page, comparisonId);
  const deck = page.getByRole('dialog', { name: presentMode.deck(study.title) });
  // The deck's own counter, not the viewer's opened inside the deck.
  const slide = deck.getByText(/^\d+ \/ \d+$/).first();
  await expect(slide).toBeVisible();
  const onSlide = await slide.textContent();
  const handle = handleOf(deck);
  await expect(handle).toBeVisible();
  await handle.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(handle).toHaveAttribute('aria-valuenow', '45');
  await expect(slide).toHaveText(onSlide!);
});

test('a viewer whose code cannot load says so, and the picture stays on the page', async ({
  page,
  failRequests,
}) => {
  await failRequests(VIEWER_CODE);
  await openStudy(page, study.path);
  const opener = openerOf(page, RASTER);
  await opener.click();
  await expect(page.getByRole('alert')).toHaveText(viewer.loadFailed);
  await expect(dialogOf(page, study.title)).toBeHidden();
  await expect(opener.locator('img')).toBeVisible();
});

import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { clips as copy } from '../../src/content/clips';
import type { ClipSection } from '../../src/content/types';
import { clipSeconds, sealedClipSizes } from '../shared/clipFiles';
import { openPicture, viewer } from '../../src/content/viewer';
import { clipStoryStudy, clipStudy, type ClipStudy } from '../shared/clipStudies';
import { scrollToStepIn, stepPlace } from '../shared/stories';
import { stepAnchor } from '../../src/content/sectionOutline';
import { presenter } from '../../src/content/presenter';
import { owner } from '../../src/content/owner';
import { clipLength } from '../../src/content/clipLength';
import { CURRENT, SLIDE } from '../../src/slides/marks';
import { counter, position } from './deck';
import {
  asReturningVisitor,
  atRest,
  expectReadingAt,
  openHydrated,
  pressPresent,
  sectionsIn,
  withMotion,
} from './support';

/** The study's viewer, open. */
const viewerOf = (page: Page, study: ClipStudy) =>
  page.getByRole('dialog', { name: viewer.dialog(study.title) });

/**
 * Opens the viewer at the picture before the clip (the last, for a clip the study shows first:
 * the viewer goes round), then moves on to the clip by →.
 */
async function openBefore(page: Page, study: ClipStudy) {
  await page
    .getByRole('button', { name: openPicture(study.pictures.at(study.at - 1)!) })
    .first()
    .click({ position: { x: 12, y: 12 } });
  await page.keyboard.press('ArrowRight');
  await showing(page, study, study.at);
}

/** The viewer shows the picture (or clip's poster) at `at`, as a screen reader hears. */
const showing = (page: Page, study: ClipStudy, at: number) =>
  expect(viewerOf(page, study).getByRole('status')).toHaveText(
    viewer.announce(at + 1, study.pictures.length, study.pictures[at]!),
  );

const SEALED_FILE = /\/assets\/sealed\/[0-9a-f]+\.bin$/;

/** The sealed files of `clip` the page fetched (its renditions and captions), known by their sizes. */
function clipDownloads(page: Page, clip: ClipSection['clip']) {
  const sizes = sealedClipSizes.get(clip.src)!;
  const fetched: string[] = [];
  page.on('response', async (response) => {
    if (!SEALED_FILE.test(response.url())) return;
    if (sizes.has((await response.body()).length)) fetched.push(response.url());
  });
  return fetched;
}

const videoState = (video: Locator) =>
  video.evaluate((element: HTMLVideoElement) => ({
    src: element.currentSrc,
    paused: element.paused,
    muted: element.muted,
    time: element.currentTime,
    controls: element.controls,
    captions: [...element.textTracks].map((track) => `${track.kind}:${track.mode}`),
  }));

/**
 * Opens the first story told through a clip as a returning visitor, every section in: with motion
 * allowed unless `reduced`. Its study, story and anchor.
 */
async function openClipStory(page: Page, { reduced = false } = {}) {
  const told = clipStoryStudy();
  if (!reduced) await withMotion(page);
  await asReturningVisitor(page);
  await openHydrated(page, `${told.path}#${told.anchor}`);
  await sectionsIn(page);
  return told;
}

test('what plays a clip loads on the first reach for one, as it nears the screen: not with the study', async ({
  page,
}) => {
  const walkthrough = clipStudy('walkthrough');
  const playerCode: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/ClipPlayback-[\w-]+\.js$/.test(request.url())) playerCode.push(request.url());
  });
  await asReturningVisitor(page);
  await openHydrated(page, walkthrough.path);
  await sectionsIn(page);
  const section = page.locator(`#${walkthrough.anchor}`);
  const stage = section.locator('[data-clip]');
  await expect(stage.getByRole('img')).toHaveJSProperty('complete', true);
  // Its place, drawn more than two screens down, has been told where it is (an observer's first
  // word comes to observers in the order they began, the page's first), and a frame has passed
  // for the page to act on it.
  const screensDown = await stage.evaluate(
    (element) =>
      new Promise<number>((resolve) => {
        const watch = new IntersectionObserver(() => {
          watch.disconnect();
          requestAnimationFrame(() =>
            requestAnimationFrame(() => resolve(element.getBoundingClientRect().top / innerHeight)),
          );
        });
        watch.observe(element);
      }),
  );
  expect(screensDown).toBeGreaterThan(2);
  expect(playerCode).toEqual([]);
  await expect(section.getByRole('button', { name: copy.play(walkthrough.name) })).toHaveCount(0);

  await stage.scrollIntoViewIfNeeded();
  await expect(section.getByRole('button', { name: copy.play(walkthrough.name) })).toBeVisible();
  expect(playerCode).toHaveLength(1);
});

test('a walkthrough waits for its play button, then plays from memory with sound, controls and captions on', async ({
  page,
}) => {
  const walkthrough = clipStudy('walkthrough');
  const fetched = clipDownloads(page, walkthrough.section.clip);
  await asReturningVisitor(page);
  await openHydrated(page, `${walkthrough.path}#${walkthrough.anchor}`);
  const section = page.locator(`#${walkthrough.anchor}`);
  const stage = section.locator('[data-clip]');
  await expect(stage.getByRole('img')).toHaveJSProperty('complete', true);
  const before = await stage.boundingBox();
  const play = section.getByRole('button', { name: copy.play(walkthrough.name) });
  await expect(play).toBeVisible();
  expect(fetched).toEqual([]);

  await play.click();
  const video = section.locator('video');
  await expect.poll(async () => (await videoState(video)).time).toBeGreaterThan(0.5);
  const state = await videoState(video);
  expect(state.src).toMatch(/^blob:/);
  expect(state).toMatchObject({ paused: false, muted: false, controls: true });
  if (walkthrough.section.clip.captions) expect(state.captions).toEqual(['captions:showing']);
  // The rendition, and the captions if it has them.
  await expect.poll(() => fetched.length).toBe(walkthrough.section.clip.captions ? 2 : 1);
  // The poster held the clip's place: nothing moved as it arrived.
  expect(await stage.boundingBox()).toEqual(before);
  await expect(video).toHaveAccessibleName(walkthrough.name);
  await expect(video).toHaveAccessibleDescription(
    new RegExp(walkthrough.section.clip.description.slice(0, 40)),
  );
});

/**
 * Opens the loop's section as a returning visitor with motion allowed, once the loop plays and the
 * page is at rest: its buttons are pressed where they rest (Playwright answers a button still
 * rising by scrolling it to the window's edges, which would take the loop off screen).
 */
async function openPlayingLoop(page: Page) {
  const loop = clipStudy('loop');
  await withMotion(page);
  await asReturningVisitor(page);
  await openHydrated(page, `${loop.path}#${loop.anchor}`);
  const section = page.locator(`#${loop.anchor}`);
  const video = section.locator('video');
  await expect.poll(async () => (await videoState(video)).time).toBeGreaterThan(0.3);
  await atRest(page);
  return { loop, section, video };
}

test('a loop plays muted on screen when motion is allowed, with a pause button, and stops off screen', async ({
  page,
}) => {
  const { loop, section, video } = await openPlayingLoop(page);
  expect(await videoState(video)).toMatchObject({ paused: false, muted: true, controls: false });
  const pause = section.getByRole('button', { name: copy.pause(loop.name) });
  await pause.click();
  await expect.poll(async () => (await videoState(video)).paused).toBe(true);
  await section.getByRole('button', { name: copy.play(loop.name) }).click();
  await expect.poll(async () => (await videoState(video)).paused).toBe(false);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(async () => (await videoState(video)).paused).toBe(true);
});

test('a loop less than half on screen waits, and plays once pressed while any of it shows', async ({
  page,
}) => {
  const { loop, section, video } = await openPlayingLoop(page);
  // A third of it left at the window's top, its button in that third.
  await section.locator('[data-clip]').evaluate((element) => {
    const box = element.getBoundingClientRect();
    window.scrollBy(0, box.bottom - box.height / 3);
  });
  await expect.poll(async () => (await videoState(video)).paused).toBe(true);
  const play = section.getByRole('button', { name: copy.play(loop.name) });
  await play.click();
  await expect.poll(async () => (await videoState(video)).paused).toBe(false);
  await expect(section.getByRole('button', { name: copy.pause(loop.name) })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(async () => (await videoState(video)).paused).toBe(true);
});

test('with reduced motion a loop shows its poster and a play button, and is not fetched until pressed', async ({
  page,
}) => {
  const loop = clipStudy('loop');
  const fetched = clipDownloads(page, loop.section.clip);
  await asReturningVisitor(page);
  await openHydrated(page, `${loop.path}#${loop.anchor}`);
  const section = page.locator(`#${loop.anchor}`);
  const play = section.getByRole('button', { name: copy.play(loop.name) });
  await expect(play).toBeVisible();
  await expect(section.locator('[data-clip] img')).toHaveJSProperty('complete', true);
  expect(fetched).toEqual([]);
  await play.click();
  const video = section.locator('video');
  await expect.poll(async () => (await videoState(video)).time).toBeGreaterThan(0.3);
  await expect.poll(() => fetched.length).toBe(1);
});

test('a clip opens in the viewer from its poster and plays there in place of the page’s; leaving it or closing the viewer stops it, and a walkthrough met by ← → waits for its button', async ({
  page,
}) => {
  const walkthrough = clipStudy('walkthrough');
  await asReturningVisitor(page);
  await openHydrated(page, `${walkthrough.path}#${walkthrough.anchor}`);
  await sectionsIn(page);
  const section = page.locator(`#${walkthrough.anchor}`);
  // Playing on the page first: the viewer's copy takes its place, one clip held at a time.
  await section.getByRole('button', { name: copy.play(walkthrough.name) }).click();
  const onPage = section.locator('video');
  await expect.poll(async () => (await videoState(onPage)).time).toBeGreaterThan(0.3);

  // Its poster's control, which the playing clip covers, opens it from the keyboard.
  await section
    .getByRole('button', { name: openPicture(walkthrough.section.clip.description) })
    .press('Enter');
  const dialog = viewerOf(page, walkthrough);
  await showing(page, walkthrough, walkthrough.at);
  // The clip's own video (a story may show it too).
  const inViewer = dialog.getByLabel(walkthrough.name, { exact: true });
  // Opened at it, it plays: the visitor asked for it.
  await expect.poll(async () => (await videoState(inViewer)).time).toBeGreaterThan(0.5);
  const state = await videoState(inViewer);
  expect(state.src).toMatch(/^blob:/);
  expect(state).toMatchObject({ paused: false, muted: false, controls: true });
  if (walkthrough.section.clip.captions) expect(state.captions).toEqual(['captions:showing']);
  await expect(onPage).toBeHidden();
  await expect(section.getByRole('button', { name: copy.play(walkthrough.name) })).toBeVisible();

  // Moving on pauses it; met again by ← →, it waits where it was, its controls the visitor's.
  expect(
    walkthrough.pictures.length,
    'a study that shows a picture beside its clip',
  ).toBeGreaterThan(1);
  await page.keyboard.press('ArrowRight');
  await expect.poll(async () => (await videoState(inViewer)).paused).toBe(true);
  await page.keyboard.press('ArrowLeft');
  await showing(page, walkthrough, walkthrough.at);
  expect(await videoState(inViewer)).toMatchObject({ paused: true, controls: true });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(inViewer).toHaveCount(0);
  await expect(section.getByRole('button', { name: copy.play(walkthrough.name) })).toBeVisible();

  // Met by ← → from the picture before it, it is its poster and play button, not fetched.
  const fetched = clipDownloads(page, walkthrough.section.clip);
  await openBefore(page, walkthrough);
  const play = dialog.getByRole('button', { name: copy.play(walkthrough.name) });
  await expect(play).toBeVisible();
  expect((await videoState(inViewer)).src).toBe('');
  expect(fetched).toEqual([]);
  await play.press('Enter');
  await expect.poll(async () => (await videoState(inViewer)).time).toBeGreaterThan(0.3);
  await expect(play).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('a loop opens in the viewer by a press on it, plays there muted where motion is allowed, and the page’s plays again once the viewer closes', async ({
  page,
}) => {
  const loop = clipStudy('loop');
  await withMotion(page);
  await asReturningVisitor(page);
  await openHydrated(page, `${loop.path}#${loop.anchor}`);
  await sectionsIn(page);
  const section = page.locator(`#${loop.anchor}`);
  const onPage = section.locator('video');
  await expect.poll(async () => (await videoState(onPage)).time).toBeGreaterThan(0.3);
  // A press on the moving loop is its poster's: it opens the viewer.
  await section.locator('[data-clip]').click({ position: { x: 40, y: 40 } });
  const dialog = viewerOf(page, loop);
  await showing(page, loop, loop.at);
  const inViewer = dialog.getByLabel(loop.name, { exact: true });
  await expect.poll(async () => (await videoState(inViewer)).time).toBeGreaterThan(0.3);
  expect(await videoState(inViewer)).toMatchObject({ paused: false, muted: true, controls: true });
  await expect(onPage).toBeHidden();
  if (loop.pictures.length > 1) {
    await page.keyboard.press('ArrowLeft');
    await expect.poll(async () => (await videoState(inViewer)).paused).toBe(true);
    // Met again, a loop plays by itself.
    await page.keyboard.press('ArrowRight');
    await showing(page, loop, loop.at);
    await expect.poll(async () => (await videoState(inViewer)).paused).toBe(false);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // Once the viewer has let go of it (its copy was the visitor's), the page's plays again.
  await expect.poll(async () => (await videoState(onPage)).paused).toBe(false);
  const from = (await videoState(onPage)).time;
  await expect.poll(async () => (await videoState(onPage)).time).toBeGreaterThan(from);
});

test('with reduced motion a loop in the viewer waits for its button', async ({ page }) => {
  const loop = clipStudy('loop');
  const fetched = clipDownloads(page, loop.section.clip);
  await asReturningVisitor(page);
  await openHydrated(page, `${loop.path}#${loop.anchor}`);
  await sectionsIn(page);
  await openBefore(page, loop);
  const dialog = viewerOf(page, loop);
  const play = dialog.getByRole('button', { name: copy.play(loop.name) });
  await expect(play).toBeVisible();
  expect(fetched).toEqual([]);
  await play.click();
  await expect
    .poll(async () => (await videoState(dialog.getByLabel(loop.name, { exact: true }))).time)
    .toBeGreaterThan(0.3);
  expect(fetched).toHaveLength(1);
});

test('presented, a clip plays muted as its slide arrives where motion is allowed and pauses as the deck moves on; the presenter’s preview plays it muted beside its notes', async ({
  page: deck,
}) => {
  const walkthrough = clipStudy('walkthrough');
  await withMotion(deck);
  await asReturningVisitor(deck);
  await openHydrated(deck, `${walkthrough.path}#${walkthrough.anchor}`);
  await expectReadingAt(deck, walkthrough.anchor, walkthrough.label);
  await pressPresent(deck);
  const slide = deck.locator(`[${CURRENT}][${SLIDE}="${walkthrough.anchor}"]`);
  const onSlide = slide.locator('video');
  await expect.poll(async () => (await videoState(onSlide)).time).toBeGreaterThan(0.3);
  expect(await videoState(onSlide)).toMatchObject({ paused: false, muted: true });
  // The page beneath the deck never plays it.
  await expect(deck.locator(`main #${walkthrough.anchor} video`)).toBeHidden();
  const { shown } = await position(deck);
  await deck.keyboard.press('ArrowRight');
  await expect.poll(async () => (await position(deck)).shown).toBe(shown + 1);
  const left = deck.locator(`[${SLIDE}="${walkthrough.anchor}"] video`);
  await expect.poll(async () => (await videoState(left)).paused).toBe(true);
  await deck.keyboard.press('ArrowLeft');
  await expect.poll(async () => (await videoState(onSlide)).paused).toBe(false);

  // The presenter's preview of the slide plays it too, muted, beside the slide's notes.
  const [view] = await Promise.all([
    deck.context().waitForEvent('page'),
    deck.getByRole('button', { name: presenter.open }).click(),
  ]);
  await withMotion(view);
  await expect(view.getByRole('region', { name: presenter.notes })).toHaveText(
    walkthrough.section.notes!,
  );
  const preview = view
    .frameLocator(`iframe[title="${presenter.current}"]`)
    .locator(`[${CURRENT}] video`);
  await expect.poll(async () => (await videoState(preview)).time).toBeGreaterThan(0.3);
  expect(await videoState(preview)).toMatchObject({ paused: false, muted: true });
});

test('presented with reduced motion, a clip’s slide shows its poster and play button, and plays when pressed', async ({
  page: deck,
}) => {
  const walkthrough = clipStudy('walkthrough');
  const fetched = clipDownloads(deck, walkthrough.section.clip);
  await asReturningVisitor(deck);
  await openHydrated(deck, `${walkthrough.path}#${walkthrough.anchor}`);
  await expectReadingAt(deck, walkthrough.anchor, walkthrough.label);
  await pressPresent(deck);
  const slide = deck.locator(`[${CURRENT}][${SLIDE}="${walkthrough.anchor}"]`);
  const play = slide.getByRole('button', { name: copy.play(walkthrough.name) });
  await expect(play).toBeVisible();
  expect(fetched).toEqual([]);
  await play.click();
  await expect
    .poll(async () => (await videoState(slide.locator('video'))).time)
    .toBeGreaterThan(0.3);
  // Pressed, it plays with its sound, as the visitor asked.
  expect(await videoState(slide.locator('video'))).toMatchObject({ paused: false, muted: false });
});

test('on paper a clip is its poster, caption, length and where to watch it', async ({ page }) => {
  const walkthrough = clipStudy('walkthrough');
  await asReturningVisitor(page);
  await openHydrated(page, `${walkthrough.path}#${walkthrough.anchor}`);
  await sectionsIn(page);
  const section = page.locator(`#${walkthrough.anchor}`);
  await expect(section.locator('[data-clip] img')).toHaveJSProperty('complete', true);
  await page.emulateMedia({ media: 'print' });
  await expect(section.locator('[data-clip] img')).toBeVisible();
  await expect(section.getByRole('button', { name: copy.play(walkthrough.name) })).toBeHidden();
  await expect(section.getByText(walkthrough.section.caption!)).toBeVisible();
  const length = clipLength(clipSeconds.get(walkthrough.section.clip.src)!);
  const address = `${new URL(owner.siteUrl).host}${walkthrough.path}#${walkthrough.anchor}`;
  await expect(section.getByText(copy.printed(length, address))).toBeVisible();
});

test('a story told through a clip shows it at each step’s second, playing on from one step to the next and jumping back up', async ({
  page,
}) => {
  const told = await openClipStory(page);
  const video = page.locator(`#${told.anchor} [data-clip] video`);
  const atStep = async (index: number) => {
    await page.evaluate(scrollToStepIn, stepPlace(stepAnchor(told.anchor, index)));
    await expect
      .poll(async () => {
        const { time, paused } = await videoState(video);
        return paused && Math.abs(time - told.seconds[index]!) < 0.05;
      })
      .toBe(true);
  };
  await atStep(0);
  expect(await videoState(video)).toMatchObject({ muted: true, controls: false });
  // On to the next step, it plays from the one second to the other.
  await video.evaluate((element: HTMLVideoElement) => {
    element.dataset.played = '0';
    element.addEventListener('playing', () => (element.dataset.played = '1'));
  });
  await atStep(1);
  await expect(video).toHaveAttribute('data-played', '1');
  // Back up, it jumps.
  await video.evaluate((element: HTMLVideoElement) => (element.dataset.played = '0'));
  await atStep(0);
  await expect(video).toHaveAttribute('data-played', '0');
  // Its caption closes the story, under its steps, shown once.
  const caption = page.locator(`#${told.anchor}`).getByText(told.story.figure.caption);
  await expect(caption.filter({ visible: true })).toHaveCount(1);
  await expect(caption.filter({ visible: true })).toHaveJSProperty('tagName', 'P');
});

test('presented, each step of a story told through a clip is a slide showing its second', async ({
  page,
}) => {
  const told = clipStoryStudy();
  await withMotion(page);
  await asReturningVisitor(page);
  await openHydrated(page, told.path);
  await pressPresent(page);
  const slide = page.locator(`[${CURRENT}][${SLIDE}="${told.anchor}"]`);
  const showsStep = (index: number) =>
    expect
      .poll(async () => {
        const { time, paused } = await videoState(slide.locator('video'));
        return paused && Math.abs(time - told.seconds[index]!) < 0.05;
      })
      .toBe(true);
  /** Moves the deck one slide by `key`, to the slide shown next. */
  const move = async (key: string) => {
    const { shown } = await position(page);
    await page.keyboard.press(key);
    await expect.poll(async () => (await position(page)).shown).not.toBe(shown);
  };
  const last = told.seconds.length - 1;
  // Met from the deck's end, each step jumps back to its own second, and no test waits a whole
  // clip's length played through.
  await expect(counter(page)).toBeVisible();
  await page.keyboard.press('End');
  await expect.poll(async () => (await position(page)).shown).toBe((await position(page)).total);
  // The first of the story's slides met on the way back is its last step's.
  while ((await slide.count()) === 0) await move('ArrowLeft');
  await expect(page).toHaveURL(new RegExp(`#${stepAnchor(told.anchor, last)}$`));
  await showsStep(last);
  for (let index = last - 1; index >= 0; index -= 1) {
    await move('ArrowLeft');
    await showsStep(index);
  }
  // On to the next step, the clip plays there.
  await move('ArrowRight');
  await showsStep(1);
});

test('with reduced motion a story told through a clip shows its poster, and fetches nothing', async ({
  page,
}) => {
  const fetched = clipDownloads(page, clipStoryStudy().story.figure.clip);
  const told = await openClipStory(page, { reduced: true });
  const section = page.locator(`#${told.anchor}`);
  await expect(section.locator('[data-clip] img')).toHaveJSProperty('complete', true);
  for (const index of told.seconds.keys())
    await page.evaluate(scrollToStepIn, stepPlace(stepAnchor(told.anchor, index)));
  await expect(section.locator('[data-clip] video')).toBeHidden();
  await expect(
    section.getByRole('button', { name: copy.play(told.story.figure.caption) }),
  ).toHaveCount(0);
  expect(fetched).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a story told through a clip pins it in a band that, with what sticks above it, leaves two thirds of the screen to the steps', async ({
    page,
  }) => {
    const told = await openClipStory(page);
    await page.evaluate(scrollToStepIn, stepPlace(stepAnchor(told.anchor, 1)));
    const video = page.locator(`#${told.anchor} [data-clip] video`);
    await expect.poll(async () => (await videoState(video)).time).toBeGreaterThan(0);
    // Once pinned, at the step.
    await expect
      .poll(() =>
        page
          .locator(`#${told.anchor} [data-story]`)
          .evaluate(
            (story) => story.firstElementChild!.getBoundingClientRect().bottom / innerHeight,
          ),
      )
      .toBeLessThanOrEqual(1 / 3);
    // The clip keeps its shape in the band.
    const box = (await video.boundingBox())!;
    const { width, height } = await video.evaluate((element: HTMLVideoElement) => ({
      width: element.videoWidth,
      height: element.videoHeight,
    }));
    expect(box.width / box.height).toBeCloseTo(width / height, 1);
  });
});

test('a clip the visitor plays keeps its place: one nearby that would play by itself waits for it', async ({
  page,
}) => {
  const walkthrough = clipStudy('walkthrough');
  const told = clipStoryStudy();
  expect(told.path, 'a study with a walkthrough and a story told through a clip').toBe(
    walkthrough.path,
  );
  await withMotion(page);
  await asReturningVisitor(page);
  await openHydrated(page, `${walkthrough.path}#${walkthrough.anchor}`);
  await sectionsIn(page);
  const section = page.locator(`#${walkthrough.anchor}`);
  await section.getByRole('button', { name: copy.play(walkthrough.name) }).click();
  const played = section.locator('video');
  await expect.poll(async () => (await videoState(played)).time).toBeGreaterThan(0.3);
  // On to the story, whose clip would load and show its step's second: it waits.
  await page.evaluate(scrollToStepIn, stepPlace(stepAnchor(told.anchor, 1)));
  const from = (await videoState(played)).time;
  await expect.poll(async () => (await videoState(played)).time).toBeGreaterThan(from + 1);
  expect(await videoState(played)).toMatchObject({ paused: false });
  await expect(page.locator(`#${told.anchor} [data-clip] video`)).toBeHidden();
});

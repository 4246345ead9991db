import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { caseStudyLinks } from '../../src/content/caseStudies';
import { clips as copy } from '../../src/content/clips';
import { sectionOutline } from '../../src/content/sectionOutline';
import type { ClipSection } from '../../src/content/types';
import { sealedClipSizes } from '../shared/clipFiles';
import { firstWith, sealedStudies } from '../shared/sealedStudies';
import { asReturningVisitor, openHydrated, withMotion } from './support';

/** The first study that plays a clip of this kind, its path, the clip and its section's anchor. */
function studyWith(play: ClipSection['clip']['play']) {
  const body = firstWith(sealedStudies, `a ${play} clip`, (study) =>
    study.sections.some((section) => section.kind === 'clip' && section.clip.play === play),
  );
  const index = body.sections.findIndex(
    (section) => section.kind === 'clip' && section.clip.play === play,
  );
  const section = body.sections[index] as ClipSection;
  return {
    path: caseStudyLinks.find((study) => study.slug === body.slug)!.path,
    section,
    name: section.heading ?? section.label ?? section.caption,
    anchor: sectionOutline(body.sections)[index]!.id,
  };
}

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

test('a walkthrough waits for its play button, then plays from memory with sound, controls and captions on', async ({
  page,
}) => {
  const walkthrough = studyWith('walkthrough');
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

test('a loop plays muted on screen when motion is allowed, with a pause button, and stops off screen', async ({
  page,
}) => {
  const loop = studyWith('loop');
  await withMotion(page);
  await asReturningVisitor(page);
  await openHydrated(page, `${loop.path}#${loop.anchor}`);
  const section = page.locator(`#${loop.anchor}`);
  const video = section.locator('video');
  await expect.poll(async () => (await videoState(video)).time).toBeGreaterThan(0.3);
  expect(await videoState(video)).toMatchObject({ paused: false, muted: true, controls: false });
  const pause = section.getByRole('button', { name: copy.pause(loop.name) });
  await pause.click();
  await expect.poll(async () => (await videoState(video)).paused).toBe(true);
  await section.getByRole('button', { name: copy.play(loop.name) }).click();
  await expect.poll(async () => (await videoState(video)).paused).toBe(false);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(async () => (await videoState(video)).paused).toBe(true);
});

test('with reduced motion a loop shows its poster and a play button, and is not fetched until pressed', async ({
  page,
}) => {
  const loop = studyWith('loop');
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

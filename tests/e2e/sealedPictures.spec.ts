import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { caseStudyLinks } from '../../src/content/caseStudies';
import { gate } from '../../src/content/gate';
import { openPicture } from '../../src/content/viewer';
import { navigation } from '../../src/content/site';
import { sectionOutline } from '../../src/content/sectionOutline';
import {
  firstWith,
  picturesIn,
  sealedPictures,
  sealedStudies,
  sealedStudy,
} from '../shared/sealedStudies';
import { sealedClipSizes } from '../shared/clipFiles';
import {
  asReturningVisitor,
  expectLandedAt,
  openHydrated,
  scrollThrough,
  scrollThroughStudy,
  sectionsIn,
  withMotion,
} from './support';

const SEALED_FILE = /\/assets\/sealed\/[0-9a-f]+\.bin$/;

/** Every picture in the study's main content: where it comes from, and whether it is drawn. */
const picturesShown = (page: Page) =>
  page.locator('main img').evaluateAll((images) =>
    (images as HTMLImageElement[]).map((image) => ({
      alt: image.alt,
      fromMemory: image.currentSrc.startsWith('blob:'),
      decoded: image.complete && image.naturalWidth > 0,
      shown: image.getBoundingClientRect().width > 0 && getComputedStyle(image).opacity !== '0',
    })),
  );

for (const study of caseStudyLinks) {
  test(`${study.path}: its pictures are no public files, and open from memory`, async ({
    page,
  }) => {
    // The before/after as its slider, one file a picture (with reduced motion it sits side by
    // side, at other sizes).
    await withMotion(page);
    const pictures = sealedPictures.get(study.slug)!;
    expect(pictures.length).toBeGreaterThan(0);
    for (const src of pictures) expect((await page.request.get(src)).status(), src).toBe(404);
    // The study's pictures' files: not a loop's, which plays as it comes on screen (clips.spec.ts).
    const fetched: string[] = [];
    page.on('response', async (response) => {
      if (!SEALED_FILE.test(response.url())) return;
      const size = (await response.body()).length;
      if (![...sealedClipSizes.values()].some((sizes) => sizes.has(size)))
        fetched.push(response.url());
    });
    await asReturningVisitor(page);
    await openHydrated(page, study.path);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(gate.title);
    // The hero's picture is above the fold: it comes at once.
    await expect.poll(async () => (await picturesShown(page))[0]?.decoded).toBe(true);

    const alts = picturesIn(sealedStudy(study.slug));
    const boxes = () =>
      page
        .locator('main img')
        .evaluateAll((images) =>
          images.map((image) => `${image.clientWidth}x${image.clientHeight}`),
        );
    await sectionsIn(page);
    await expect(page.locator('main img')).toHaveCount(alts.length);
    const before = await boxes();
    await scrollThrough(page);
    await expect
      .poll(async () => (await picturesShown(page)).filter((picture) => picture.decoded).length)
      .toBe(alts.length);
    expect(await picturesShown(page)).toEqual(
      alts.map((alt) => ({ alt, fromMemory: true, decoded: true, shown: true })),
    );
    // Each picture kept its box while it loaded, and each file was fetched once: a file for each
    // picture, and for a picture drawn twice (a clip's poster, in its section and its story) at
    // most one for each size it is drawn at.
    expect(await boxes()).toEqual(before);
    await expect.poll(() => fetched.length).toBeGreaterThanOrEqual(pictures.length);
    expect(fetched.length).toBeLessThanOrEqual(alts.length);
    expect(new Set(fetched).size).toBe(fetched.length);
  });
}

/** The section with pictures that lies furthest down any study, and how many it shows. */
const below = sealedStudies
  .flatMap((body) => {
    const outline = sectionOutline(body.sections);
    return body.sections.map((section, index) => ({
      slug: body.slug,
      id: outline[index]!.id,
      index,
      pictures: picturesIn(section).length,
    }));
  })
  .filter(({ pictures, index }) => pictures > 0 && index > 0)
  .sort((a, b) => b.index - a.index);
/** The study that shows the most pictures. */
const mostPictured = sealedStudies.reduce((most, body) =>
  picturesIn(body).length > picturesIn(most).length ? body : most,
);

test('a picture far down is there at once when a link lands on its section', async ({ page }) => {
  const farDown = firstWith(below, 'pictures in a section below its hero', () => true);
  await asReturningVisitor(page);
  await openHydrated(page, `/${farDown.slug}#${farDown.id}`);
  await expectLandedAt(page, farDown.id, { asked: false });
  const images = page.locator(`#${farDown.id} img`);
  await expect(images).toHaveCount(farDown.pictures);
  for (const image of await images.all())
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
      .toBeGreaterThan(0);
});

test('leaving the study frees its pictures', async ({ page, pageConsole }) => {
  // Drawing from the freed URL: the only complaints.
  pageConsole.allow(/ERR_FILE_NOT_FOUND/);
  await asReturningVisitor(page);
  await openHydrated(page, caseStudyLinks[0]!.path);
  const hero = page.locator('main img').first();
  await expect(hero).toHaveAttribute('src', /^blob:/);
  const url = (await hero.getAttribute('src'))!;
  // Whether the page can still draw from that URL (a revoked one no longer decodes).
  const readable = () =>
    page.evaluate((blob) => {
      const image = new Image();
      image.src = blob;
      return image.decode().then(
        () => true,
        () => false,
      );
    }, url);
  expect(await readable()).toBe(true);
  await page.getByRole('banner').getByRole('link', { name: navigation.home.label }).click();
  await expect(page).toHaveURL('/');
  await expect.poll(readable).toBe(false);
});

test('a picture that cannot be fetched or decrypted leaves a quiet box with its alt text', async ({
  page,
  pageConsole,
}) => {
  // The dropped download: the only complaints.
  pageConsole.allow(/ERR_CONNECTION_RESET/);
  const study = caseStudyLinks.find(({ slug }) => slug === mostPictured.slug)!;
  const body = sealedStudy(study.slug);
  // The first file fails to download; every other one arrives damaged.
  let first = true;
  await page.route(SEALED_FILE, async (route) => {
    if (first) {
      first = false;
      return route.abort('connectionreset');
    }
    const response = await route.fetch();
    const bytes = await response.body();
    const last = bytes.length - 1;
    bytes.writeUInt8(bytes.readUInt8(last) ^ 0xff, last);
    return route.fulfill({ response, body: bytes });
  });
  await asReturningVisitor(page);
  await openHydrated(page, study.path);
  await scrollThroughStudy(page);
  // Each box says what it showed, in the control that would open it larger (which names it).
  const boxes = page.getByRole('button', { name: /^Open picture: / });
  await expect(boxes).toHaveText(picturesIn(body));
  await expect(boxes.first()).toHaveAccessibleName(openPicture(body.hero.image.alt));
  for (const box of await boxes.all()) await expect(box).toBeVisible();
  const box = (await boxes.first().boundingBox())!;
  expect(box.width / box.height).toBeCloseTo(1200 / 750, 1);
  await expect(page.locator('main img')).toHaveCount(0);
  // The study reads on.
  await expect(page.locator('main h2').last()).toHaveText(/\S/);
});

test('an opened study’s pictures all come in without scrolling, so printing shows them', async ({
  page,
}) => {
  const study = caseStudyLinks.find(({ slug }) => slug === mostPictured.slug)!;
  await asReturningVisitor(page);
  await openHydrated(page, study.path);
  // Every section is in (below the screen they mount one per commit).
  const alts = picturesIn(sealedStudy(study.slug));
  await expect(page.locator('main img')).toHaveCount(alts.length);
  // Once the page is idle, the pictures far below the screen load too: a print cannot wait.
  await expect
    .poll(async () =>
      (await picturesShown(page)).every((picture) => picture.decoded && picture.fromMemory),
    )
    .toBe(true);
  expect(await picturesShown(page)).toHaveLength(alts.length);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

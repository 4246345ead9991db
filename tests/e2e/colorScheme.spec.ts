import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './fixtures';
import { notFound } from '../../src/content/notFound';
import { owner } from '../../src/content/owner';
import { navigation } from '../../src/content/site';
import { siteMap } from '../../src/content/siteMap';
import { STORAGE_KEY } from '../../src/gate/storage';
import { SCHEME_STORAGE_KEY } from '../../src/styles/colorScheme';
import { figuresNotFinal } from '../shared/figures';
import { DARK, LIGHT, luminance, pageBackground } from '../shared/luminance';
import { FIGURE_LIVE } from '../shared/markup';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  DARK_COUNTERPARTS,
  isLogo,
  KEPT_IN_DARK,
  normalColour,
  PAINTS,
} from '../../tooling/images/darkIllustrations';
import { publishedSvg } from '../../tooling/images/optimizeImages';
import { contentFolders, imageCacheDir } from '../../tooling/content/contentFolders';
import { pictureSchemeId } from '../../src/styles/colorScheme';
import { sealedStudies } from '../shared/sealedStudies';
import { asReturningVisitor, gatedPaths, openHydrated, openPaths, sectionsIn } from './support';

// The reader's light or dark setting, from the first paint; the header switch; paper stays light.

const routes = [...openPaths, ...gatedPaths, '/not-a-page'];

const backgroundLuminance = async (page: Page) => luminance(await page.evaluate(pageBackground));
const expectDark = async (page: Page) =>
  expect.poll(() => backgroundLuminance(page)).toBeLessThan(DARK);
const expectLight = async (page: Page) =>
  expect.poll(() => backgroundLuminance(page)).toBeGreaterThan(LIGHT);

const schemeSwitch = (page: Page) =>
  page.getByRole('banner').getByRole('switch', { name: navigation.darkScheme });

/** The page has figures, and every one shows its final value, none counting. */
const figuresAtRest = async (page: Page) => {
  const { figures, counting } = await page.evaluate(figuresNotFinal, FIGURE_LIVE);
  return figures > 0 && counting.length === 0;
};

/**
 * The pictures the site draws that `content` names (its own SVGs, not an employer's logo), by
 * their alternative text.
 */
function drawnPictures(content: unknown) {
  const found = new Set<string>();
  const walk = (value: unknown) => {
    if (!value || typeof value !== 'object') return;
    const { src, alt } = value as { src?: unknown; alt?: unknown };
    if (typeof src === 'string' && typeof alt === 'string' && src.endsWith('.svg') && !isLogo(src))
      found.add(alt);
    Object.values(value).forEach(walk);
  };
  walk(content);
  return [...found];
}

/** A picture's ground as drawn on the screen: the median luminance of its pixels. */
async function groundOf(picture: Locator) {
  await picture.scrollIntoViewIfNeeded();
  await expect
    .poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeTruthy();
  const { data, info } = await sharp(await picture.screenshot())
    .raw()
    .toBuffer({ resolveWithObject: true });
  const values: number[] = [];
  for (let at = 0; at < data.length; at += info.channels * 7)
    values.push(luminance(`rgb(${data[at]}, ${data[at + 1]}, ${data[at + 2]})`));
  return values.sort((a, b) => a - b)[values.length >> 1]!;
}

/** A picture's ground reads as dark below this, and as light above `LIGHT_GROUND`. */
const DARK_GROUND = 0.06;
const LIGHT_GROUND = 0.6;

const pagesWithPictures = [
  { path: '/', pictures: drawnPictures([owner, siteMap]), open: false },
  { path: '/not-a-page', pictures: drawnPictures(notFound), open: false },
  ...sealedStudies.map((body) => ({
    path: `/${body.slug}`,
    pictures: drawnPictures(body),
    open: true,
  })),
];

/** Every script but the inline boot script held back, as on a page before its app arrives. */
const scripts = /\.js$/;

test.describe('with the system dark', () => {
  test.use({ colorScheme: 'dark' });

  test('every route paints dark with every script held back, locked, returning and open', async ({
    page,
    failRequests,
  }) => {
    await failRequests(scripts);
    for (const path of routes) {
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      await expectDark(page);
    }
    await asReturningVisitor(page);
    for (const path of gatedPaths) {
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      await expectDark(page);
    }
  });

  for (const { path, pictures, open } of pagesWithPictures) {
    test(`${path}: every picture the site draws has a dark ground`, async ({ page }) => {
      expect(pictures.length).toBeGreaterThan(0);
      if (open) await asReturningVisitor(page);
      await openHydrated(page, path);
      if (open) await sectionsIn(page);
      for (const alt of pictures) {
        const picture = page.locator(`main img[alt="${alt}"]`).first();
        expect(await groundOf(picture), alt).toBeLessThan(DARK_GROUND);
      }
    });
  }

  test('the browser bar and form controls follow the scheme', async ({ page }) => {
    await openHydrated(page, '/');
    await expect(page.locator('meta[name="theme-color"][data-scheme="dark"]')).toHaveAttribute(
      'media',
      '(prefers-color-scheme: dark)',
    );
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe(
      'dark',
    );
    await expect(schemeSwitch(page)).toBeChecked();
  });
});

test('paper is light: a page dark on screen, by the system or by choice, prints light in the light ink, its pictures drawn light', async ({
  page,
}) => {
  const [study] = sealedStudies;
  // The study's first picture, its hero.
  const picture = page.locator(`main img[alt="${drawnPictures(study)[0]}"]`).first();
  await asReturningVisitor(page);
  for (const system of ['dark', 'light'] as const) {
    await page.emulateMedia({ media: 'screen', colorScheme: system });
    await openHydrated(page, `/${study!.slug}`);
    // Dark by the system's setting, or by the reader's choice over a light system.
    await schemeSwitch(page).check();
    await expectDark(page);
    await expect.poll(() => groundOf(picture)).toBeLessThan(DARK_GROUND);
    await page.emulateMedia({ media: 'print' });
    await expectLight(page);
    await expect.poll(() => groundOf(picture)).toBeGreaterThan(LIGHT_GROUND);
    const ink = await page.evaluate(() => {
      // The light theme's text colour, as the browser writes it.
      const light = getComputedStyle(document.documentElement).getPropertyValue('--colors-ink900');
      const probe = document.createElement('span');
      probe.style.color = light;
      document.body.append(probe);
      const colour = getComputedStyle(probe).color;
      probe.remove();
      return { light, heading: getComputedStyle(document.querySelector('h1')!).color, colour };
    });
    expect(ink.light).not.toBe('');
    expect(ink.heading, system).toBe(ink.colour);
  }
});

/** Every illustration the site draws, public or sealed, as it publishes it. */
const drawings = [path.resolve('public/uploads'), contentFolders.sealedDir].flatMap((dir) =>
  readdirSync(dir)
    .filter((file) => file.endsWith('.svg') && !isLogo(file))
    .map((file) => ({
      file,
      svg: publishedSvg(readFileSync(path.join(dir, file), 'utf8'), file, imageCacheDir),
    })),
);

/** The published drawing with no dark version: every light colour written as its dark one. */
const repaintedDark = (svg: string) =>
  svg
    .replace(/<style>.*?<\/style>/, '')
    .replace(new RegExp(`(\\s(?:${PAINTS.join('|')}))="([^"]+)"`, 'g'), (whole, paint, value) => {
      const colour = normalColour(value);
      return colour && !KEPT_IN_DARK.has(colour)
        ? `${paint}="${DARK_COUNTERPARTS[colour]}"`
        : whole;
    });

let renderings = 0;

/**
 * The pixels of each of `svgs` shown as an image with `fragment` in its address, all on one blank
 * page: each served from an address of its own, as the site serves a picture, and new to the
 * browser, so none comes from what an earlier rendering loaded.
 */
async function shown(page: Page, svgs: string[], fragment = '') {
  const folder = `https://drawings.test/${(renderings += 1)}/`;
  await page.route(`${folder}*`, (route) =>
    route.fulfill({
      contentType: 'image/svg+xml',
      body: svgs[Number(/(\d+)\.svg$/.exec(route.request().url())![1])],
    }),
  );
  await page.setContent(
    `<meta name="color-scheme" content="light dark"><body style="margin:0">${svgs
      .map((_, index) => `<img src="${folder}${index}.svg${fragment}" style="display:block">`)
      .join('')}`,
  );
  const images = page.locator('img');
  await expect
    .poll(() =>
      images.evaluateAll((all: HTMLImageElement[]) =>
        all.every((image) => image.complete && image.naturalWidth > 0),
      ),
    )
    .toBe(true);
  await page.unrouteAll();
  const boxes = await images.evaluateAll((all) =>
    all.map((image) => {
      const { x, y, width, height } = image.getBoundingClientRect();
      return { left: x, top: y + scrollY, width, height };
    }),
  );
  const pixels = sharp(await page.screenshot({ fullPage: true }));
  return Promise.all(
    boxes.map(async (box) =>
      (await pixels.clone().extract(box).raw().toBuffer()).toString('base64'),
    ),
  );
}

test('each drawing shows in dark exactly as itself repainted in the dark colours, shapes a `<use>` copies too; the marks in its address turn it either way', async ({
  page,
}) => {
  // Six renderings, every drawing on one page in each (a page a drawing cost CI half a minute).
  const painted = drawings.filter(({ svg }) => svg.includes('<style>'));
  expect(
    painted.filter(({ svg }) => svg.includes('<use')).length,
    'a drawing that copies shapes with <use>, which this test needs',
  ).toBeGreaterThan(0);
  const svgs = painted.map(({ svg }) => svg);
  const [light, dark] = [pictureSchemeId('light'), pictureSchemeId('dark')];
  await page.emulateMedia({ colorScheme: 'light' });
  const drawn = await shown(
    page,
    svgs.map((svg) => svg.replace(/<style>.*?<\/style>/, '')),
  );
  const repainted = await shown(page, svgs.map(repaintedDark));
  const inLight = await shown(page, svgs);
  const markedDark = await shown(page, svgs, `#${dark}`);
  await page.emulateMedia({ colorScheme: 'dark' });
  const inDark = await shown(page, svgs);
  const markedLight = await shown(page, svgs, `#${light}`);
  painted.forEach(({ file }, index) => {
    expect(inLight[index], `${file} in light`).toBe(drawn[index]);
    expect(markedDark[index], `${file}, the dark mark`).toBe(repainted[index]);
    expect(inDark[index], `${file} in dark`).toBe(repainted[index]);
    expect(markedLight[index], `${file}, the light mark`).toBe(drawn[index]);
  });
});

test('a choice made earlier in the tab paints first, with every script held back', async ({
  page,
  failRequests,
}) => {
  await page.addInitScript((key) => sessionStorage.setItem(key, 'dark'), SCHEME_STORAGE_KEY);
  await failRequests(scripts);
  for (const path of ['/', gatedPaths[0]!]) {
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    await expectDark(page);
  }
});

test('the switch turns the page dark and back, by pointer and keyboard; the choice holds across pages and reloads, and localStorage keeps only the password', async ({
  page,
}) => {
  await asReturningVisitor(page);
  await openHydrated(page, '/');
  await expectLight(page);
  const toggle = schemeSwitch(page);
  await expect(toggle).not.toBeChecked();
  await expect.poll(() => figuresAtRest(page)).toBe(true);
  const revealed = await page.locator('[data-reveal="revealed"]').count();
  await toggle.click();
  await expect(toggle).toBeChecked();
  await expectDark(page);
  // The switch replays no reveal or counter: the page only changes colour.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  expect(await figuresAtRest(page)).toBe(true);
  await expect(page.locator('[data-reveal="revealed"]')).toHaveCount(revealed);
  await page.getByRole('banner').getByRole('link', { name: navigation.leadership.long }).click();
  await expect(page).toHaveURL('/leadership');
  await expectDark(page);
  await expect(toggle).toBeChecked();
  await page.reload();
  await expectDark(page);
  await expect(toggle).toBeChecked();
  expect(await page.evaluate(() => Object.keys(localStorage))).toEqual([STORAGE_KEY]);
  expect(await page.evaluate((key) => sessionStorage.getItem(key), SCHEME_STORAGE_KEY)).toBe(
    'dark',
  );
  await toggle.focus();
  await page.keyboard.press('Space');
  await expect(toggle).not.toBeChecked();
  await expectLight(page);
  // The chosen scheme's colour for the browser's bar, whatever the system says.
  await expect(page.locator('meta[name="theme-color"][data-scheme="light"]')).toHaveAttribute(
    'media',
    'all',
  );
  // The switch answers in the press's own frame: its icon turns to dark (its turn's end, read with
  // the turn finished) while the page is still light; the page's colours follow once that is drawn.
  const pressFrame = await toggle.evaluate(
    (input) =>
      new Promise<{ icon: string; page: string }>((resolve) => {
        (input as HTMLInputElement).click();
        requestAnimationFrame(() => {
          const icon = input.nextElementSibling!;
          for (const turn of icon.getAnimations()) turn.finish();
          resolve({
            icon: getComputedStyle(icon).transform,
            page: getComputedStyle(document.documentElement).backgroundColor,
          });
        });
      }),
  );
  expect(pressFrame.icon).toMatch(/^matrix\(-1, /);
  expect(luminance(pressFrame.page)).toBeGreaterThan(LIGHT);
  await expectDark(page);
});

test('the page follows a change of the system setting while it is open', async ({ page }) => {
  await openHydrated(page, '/');
  await expectLight(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectDark(page);
  await expect(schemeSwitch(page)).toBeChecked();
  await page.emulateMedia({ colorScheme: 'light' });
  await expectLight(page);
  await expect(schemeSwitch(page)).not.toBeChecked();
});

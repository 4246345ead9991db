import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { navigation } from '../../src/content/site';
import { STORAGE_KEY } from '../../src/gate/storage';
import { SCHEME_STORAGE_KEY } from '../../src/styles/colorScheme';
import { figuresNotFinal } from '../shared/figures';
import { DARK, LIGHT, luminance, pageBackground } from '../shared/luminance';
import { FIGURE_LIVE } from '../shared/markup';
import { asReturningVisitor, gatedPaths, openHydrated, openPaths } from './support';

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

test('paper is light: a page dark on screen, by the system or by choice, prints light in the light ink', async ({
  page,
}) => {
  for (const system of ['dark', 'light'] as const) {
    await page.emulateMedia({ media: 'screen', colorScheme: system });
    await openHydrated(page, gatedPaths[0]!);
    // Dark by the system's setting, or by the reader's choice over a light system.
    await schemeSwitch(page).check();
    await expectDark(page);
    await page.emulateMedia({ media: 'print' });
    await expectLight(page);
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

import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { BOOT_GLOBAL } from '../../src/boot/protocol';
import { gate } from '../../src/content/gate';
import { navigation } from '../../src/content/site';
import { firstStudy, openHydrated, PASSWORD, waitForHydration } from './support';

const trigger = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: navigation.projects });
const menu = (page: Page) => page.getByRole('menu');
/** What the header's navigation shows: not the script a test holds in it. */
const NAV_ITEM = ':not(script)';
/** What a frame drew of the header. */
interface HeaderParts {
  navItems: number;
  schemeSwitch: boolean;
}
/** Whether the app has hydrated the page, by its own signal to the boot script. */
const hydrated = (page: Page) =>
  page.evaluate(
    (global) => window[global as typeof BOOT_GLOBAL]?.appHydrated ?? false,
    BOOT_GLOBAL,
  );

/** What the boot script kept of the visitor's early reach for the Projects menu. */
const earlyIntent = (page: Page) =>
  page.evaluate((global) => window[global as typeof BOOT_GLOBAL]?.menuIntent ?? null, BOOT_GLOBAL);

/**
 * Opens `path` holding back every script module until `release()`: the page is what the visitor
 * sees after the first paint and before the app has arrived, for as long as the test needs.
 */
async function openBeforeApp(page: Page, path = '/') {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  // The load event waits for the held scripts; the page itself is complete at DOMContentLoaded.
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  return release;
}

test('the first paint needs no script: the app is fetched only after it', async ({ page }) => {
  await openHydrated(page, '/');
  const { paint, scripts } = await page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => /\.js$/.test(entry.name))
      .map((entry) => entry.startTime),
  }));
  expect(scripts.length).toBeGreaterThan(0);
  for (const start of scripts) expect(start).toBeGreaterThan(paint);
});

/** Frames the browser has drawn, counted by a page beside the site's (in the same tab). */
const TICKER = `<script>window.frames = 0; (function tick() { window.frames += 1; requestAnimationFrame(tick); })();</script>`;
/** How many frames the tab draws, the site's page paused, before the pause is let go. */
const FRAMES_PAUSED = 10;

test('the first frame shows the header whole, even when parsing pauses inside it', async ({
  page,
}) => {
  // A script held right after the Projects button pauses the parser there, as a slow phone or a
  // busy CPU can (CI once painted that frame: the button alone at the right end, then moved).
  // The page is framed beside a ticker: the pause lasts while the tab draws frames, any of which
  // would show the header half parsed if the site's page took part in it.
  const pause = '/parser-pause.js';
  let seen: HeaderParts | undefined;
  await page.exposeFunction('recordFirstFrame', (parts: HeaderParts) => {
    seen ??= parts;
  });
  // What the first frame with the header's button in it drew (frames before the body are blank).
  await page.addInitScript((item) => {
    const look = () => {
      const header = document.querySelector('header');
      if (!header?.querySelector('nav button')) return requestAnimationFrame(look);
      (window as unknown as { recordFirstFrame(parts: HeaderParts): void }).recordFirstFrame({
        navItems: header.querySelectorAll(`nav > ${item}`).length,
        schemeSwitch: header.querySelector('[role="switch"]') !== null,
      });
    };
    requestAnimationFrame(look);
  }, NAV_ITEM);
  const ticker = () => page.frame({ name: 'ticker' })!;
  await page.route(pause, async (route) => {
    const from = await ticker().evaluate(() => (window as unknown as { frames: number }).frames);
    await ticker().waitForFunction(
      (until) => (window as unknown as { frames: number }).frames >= until,
      from + FRAMES_PAUSED,
    );
    // It leaves the page as the server sent it, for hydration to find.
    await route.fulfill({
      contentType: 'text/javascript',
      body: 'document.currentScript.remove();',
    });
  });
  await page.route('/leadership', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(
      /<nav[^>]*>.*?<\/button>/s,
      (head) => `${head}<script src="${pause}"></script>`,
    );
    await route.fulfill({ response, body: html });
  });
  await page.route('/__frames', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><iframe name="ticker" srcdoc="${TICKER.replace(/"/g, '&quot;')}"></iframe><iframe name="site" src="/leadership" width="1440" height="900"></iframe>`,
    }),
  );
  await page.goto('/__frames');
  const site = page.frame({ name: 'site' })!;
  await site.waitForFunction(
    (global) => window[global as typeof BOOT_GLOBAL]?.appHydrated,
    BOOT_GLOBAL,
  );
  const banner = site.getByRole('banner');
  expect(seen).toEqual({
    navItems: await banner.getByRole('navigation').locator(`:scope > ${NAV_ITEM}`).count(),
    schemeSwitch: true,
  });
  expect(seen?.navItems).toBeGreaterThan(1);
});

for (const key of ['Enter', 'Space', 'ArrowDown']) {
  test(`${key} on the Projects button before the app arrives opens the menu`, async ({ page }) => {
    const release = await openBeforeApp(page);
    await trigger(page).focus();
    await page.keyboard.press(key);
    expect(await hydrated(page)).toBe(false);
    release();
    await expect(menu(page)).toBeVisible();
    await expect(menu(page).getByRole('menuitem').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu(page)).toBeHidden();
    await expect(trigger(page)).toBeFocused();
  });
}

test('hovering the Projects button before the app arrives opens the menu', async ({ page }) => {
  const release = await openBeforeApp(page);
  await trigger(page).hover();
  expect(await hydrated(page)).toBe(false);
  release();
  await expect(menu(page)).toBeVisible();
});

test('a hover that has already left the button opens nothing', async ({ page }) => {
  const release = await openBeforeApp(page);
  await trigger(page).hover();
  await page.mouse.move(5, 600);
  release();
  await waitForHydration(page);
  // The app took over with no intent to act on (one would open the menu as it hydrates), and the
  // menu is there only when asked for again.
  expect(await earlyIntent(page)).toBeNull();
  await expect(menu(page)).toHaveCount(0);
  await expect(trigger(page)).toHaveAttribute('aria-expanded', 'false');
  await trigger(page).hover();
  await expect(menu(page)).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a tap on the Projects button before the app arrives opens the menu', async ({ page }) => {
    const release = await openBeforeApp(page);
    await trigger(page).tap();
    expect(await hydrated(page)).toBe(false);
    release();
    await expect(menu(page)).toBeVisible();
  });
});

test('a link clicked before the app arrives navigates', async ({ page }) => {
  await openBeforeApp(page);
  await page
    .getByRole('banner')
    .getByRole('link', { name: new RegExp(navigation.leadership.long) })
    .click();
  await expect(page).toHaveURL('/leadership');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a password submitted before the app arrives stays out of the URL and unlocks once it is there', async ({
  page,
}) => {
  const release = await openBeforeApp(page, firstStudy.path);
  await page.getByPlaceholder(gate.placeholder).fill(PASSWORD);
  await page.getByPlaceholder(gate.placeholder).press('Enter');
  expect(await hydrated(page)).toBe(false);
  release();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(gate.title);
  await expect(page.getByPlaceholder(gate.placeholder)).toHaveCount(0);
  expect(new URL(page.url()).search).toBe('');
});

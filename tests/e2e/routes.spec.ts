import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  ASSET_CACHE,
  PAGE_CACHE,
  scriptHashSource,
  securityHeaders,
} from '../../tooling/hosts/hostRules';
import { home } from '../../src/content/home';
import { leadership } from '../../src/content/leadership';
import { notFound } from '../../src/content/notFound';
import { errorPage, navigation } from '../../src/content/site';
import { metaOf, pages, siteMap } from '../../src/content/siteMap';
import {
  expectNoHorizontalScroll,
  gatedPaths,
  lockedHeadings as headings,
  openHydrated,
  openPaths,
  waitForHydration,
} from './support';

for (const path of [...openPaths, ...gatedPaths]) {
  test(`${path} is prerendered, hydrates cleanly and has its own head`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    // The heading is in the HTML the server sent, before any script ran.
    expect(await response?.text()).toContain(headings[path]!);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(headings[path]!);
    const meta = metaOf(siteMap.find((entry) => entry.path === path)!);
    await expect(page).toHaveTitle(meta.title);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      meta.description,
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`${path === '/' ? '/$' : path}$`),
    );
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute(
      'content',
      meta.noindex ? 'noindex' : 'index, follow',
    );
    // Everything the page loads after hydrating (the menu, the animation features) is in.
    await page.waitForLoadState('networkidle');
  });
}

test('unknown paths get the not-found page with status 404, and log the path', async ({
  page,
  pageConsole,
}) => {
  for (const path of ['/nope', '/a/b']) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
    await expect(page.getByRole('heading', { name: notFound.title })).toBeVisible();
    await expect(page.getByRole('img', { name: /paper plane/ })).toBeVisible();
    await expect.poll(() => pageConsole.logs.some((line) => line.includes(path))).toBe(true);
  }
  await page.getByRole('link', { name: notFound.cta }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(home.intro.greeting);
});

test('the not-found illustration is hidden when it fails to load', async ({
  page,
  failRequests,
}) => {
  await failRequests('**/uploads/404.svg');
  await openHydrated(page, '/missing-page');
  await expect(page.getByRole('heading', { name: notFound.title })).toBeVisible();
  await expect(page.locator('img[src="/uploads/404.svg"]')).toHaveCount(0);
});

test('clean URLs: a trailing slash redirects, .html files are served at their clean path', async ({
  request,
}) => {
  const slash = await request.get('/leadership/', { maxRedirects: 0 });
  expect(slash.status()).toBe(301);
  expect(slash.headers()['location']).toBe('/leadership');
  expect((await request.get('/leadership')).status()).toBe(200);
});

test('the preview server sends what the hosts send: security headers, and cache rules by kind', async ({
  request,
}) => {
  const page = await request.get('/leadership');
  const html = await page.text();
  const boot = /<script data-entry="([^"]+)"[^>]*>([\s\S]*?)<\/script>/.exec(html);
  expect(boot).not.toBeNull();
  const [, entry = '', code = ''] = boot!;
  const expected = Object.entries(securityHeaders([scriptHashSource(code)]));
  const lowercased = (headers: [string, string][]) =>
    Object.fromEntries(headers.map(([name, value]) => [name.toLowerCase(), value]));

  expect(page.headers()).toMatchObject(lowercased(expected));
  expect(page.headers()['cache-control']).toBe(PAGE_CACHE);
  const asset = await request.get(entry);
  expect(asset.status()).toBe(200);
  expect(asset.headers()['cache-control']).toBe(ASSET_CACHE);
  const missing = await request.get('/no-such-page');
  expect(missing.status()).toBe(404);
  expect(missing.headers()).toMatchObject(lowercased(expected));
});

test('every page opens at the top after navigating from far down another page', async ({
  page,
}) => {
  await openHydrated(page, '/');
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: navigation.leadership.long })
    .click();
  await expect(page).toHaveURL('/leadership');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(leadership.heading);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await expect(page).toHaveTitle(metaOf(pages.leadership).title);
});

test('a case study whose own chunk (its title, teaser and accent) fails to load shows the error fallback inside the shell, arriving from a card or loaded afresh', async ({
  page,
  pageConsole,
  failRequests,
}) => {
  pageConsole.allow(/Failed to fetch dynamically imported module/);
  await openHydrated(page, '/');
  await failRequests(/\/assets\/study-[\w-]+\.js$/);
  await page
    .getByRole('region', { name: home.projects.heading })
    .getByRole('article')
    .first()
    .getByRole('link')
    .click();
  await expectErrorInShell(page);
  await page.goto(gatedPaths[0]!);
  await expect(page.getByRole('heading', { name: errorPage.title })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText(/fetch|import|module/i);
});

/** The error fallback, inside the site's header and footer. */
async function expectErrorInShell(page: Page) {
  await expect(page.getByRole('heading', { name: errorPage.title })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
}

// The narrowest phone; the accessibility tests check every page at 390 and 1440 px.
test('no horizontal scrolling at 320 px', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  for (const path of [...openPaths, ...gatedPaths, '/not-here']) {
    await openHydrated(page, path);
    await expectNoHorizontalScroll(page);
  }
});

test('a page chunk that fails to load shows the error fallback inside the shell', async ({
  page,
  pageConsole,
  failRequests,
}) => {
  // The router reports the failed chunk too.
  pageConsole.allow(/Failed to fetch dynamically imported module/);
  await openHydrated(page, '/');
  await failRequests(/LeadershipPage-[\w-]+\.js$/);
  await page
    .getByRole('banner')
    .getByRole('link', { name: /Leadership/ })
    .click();
  await expectErrorInShell(page);
  await expect(page.getByRole('alert')).toContainText(/fetch|import|module/i);
});

test('when the code that writes the head fails to load, the page a visitor moves to still shows, its head as it was', async ({
  page,
  failRequests,
}) => {
  await openHydrated(page, '/');
  const title = await page.title();
  await failRequests(/headUpdate-[\w-]+\.js$/);
  await page
    .getByRole('banner')
    .getByRole('link', { name: /Leadership/ })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(leadership.heading);
  await expect(page).toHaveTitle(title);
});

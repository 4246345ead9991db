import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { home } from '../../src/content/home';
import { sealedStudies } from '../shared/sealedStudies';
import {
  countsOf,
  expectCountsUp,
  expectLanded,
  FIGURE_FINAL,
  FIGURE_LIVE,
  openHydrated,
  openLockedGate,
  recordCounters,
  unlockFromGate,
  MOTION,
} from './support';

// The first figures a visitor sees count up too, without ever showing their final value first.
test.use(MOTION);

const finals = home.intro.stats.map((stat) => stat.value);

test('home at 1440×900: the stats on screen count up from zero to their exact values', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const samples = await recordCounters(page);
  await openHydrated(page, '/');
  await expectLanded(page, finals);
  expectCountsUp(countsOf((await samples()).slice(0, finals.length), finals));
});

/** The motion engine's chunk (src/motion/features.tsx), which a counter needs to count. */
const ENGINE_CHUNK = /^\/assets\/features-/;

test('home at 390 px: the stats below the fold load no motion engine until the visitor scrolls to them, then count up', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const engineLoads: string[] = [];
  page.on('request', (request) => {
    if (ENGINE_CHUNK.test(new URL(request.url()).pathname)) engineLoads.push(request.url());
  });
  const samples = await recordCounters(page);
  await openHydrated(page, '/');
  await page.waitForLoadState('networkidle');
  expect(engineLoads).toEqual([]);
  await page.locator(FIGURE_LIVE).first().scrollIntoViewIfNeeded();
  await expectLanded(page, finals);
  expect(engineLoads).toHaveLength(1);
  expectCountsUp(countsOf((await samples()).slice(0, finals.length), finals));
});

const opener = sealedStudies.find((study) => study.hero.headline)!;
const headline = opener.hero.headline!.value;
const openerPath = `/${opener.slug}`;

/** What the hero figure showed once it reached its value. */
async function heroCount(page: Page, samples: Awaited<ReturnType<typeof recordCounters>>) {
  await expectLanded(page, [headline]);
  return countsOf(await samples(), [headline]);
}

test('a study’s hero figure counts up as the study opens after unlocking', async ({ page }) => {
  const samples = await recordCounters(page);
  await openLockedGate(page, openerPath);
  await unlockFromGate(page);
  expectCountsUp(await heroCount(page, samples));
});

test('a returning visitor sees the hero figure count up as the study opens', async ({ page }) => {
  await openLockedGate(page, openerPath);
  await unlockFromGate(page);
  await expect(page.locator(FIGURE_FINAL).first()).toHaveText(headline);
  const samples = await recordCounters(page);
  await page.reload();
  expectCountsUp(await heroCount(page, samples));
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });
  test('nothing counts: every figure shows its final value from the first frame', async ({
    page,
  }) => {
    const samples = await recordCounters(page);
    await openHydrated(page, '/');
    const recorded = await samples();
    expect(recorded.slice(0, finals.length)).toEqual(finals.map((final) => [final]));
  });
});

test('without JavaScript the figures show their final values', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  for (const final of finals) {
    await expect(
      page.locator(FIGURE_FINAL, { hasText: new RegExp(`^${final}$`) }).first(),
    ).toBeVisible();
  }
  await expect(page.locator(FIGURE_LIVE).first()).toBeHidden();
  await context.close();
});

test('print shows the final values, even of figures not yet counted', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openHydrated(page, '/');
  // At 390 px the stats are below the fold: on screen they still wait at their start.
  await expect(page.locator(`${FIGURE_LIVE}[data-start]`)).toHaveCount(finals.length);
  await page.emulateMedia({ media: 'print' });
  for (const [index, final] of finals.entries()) {
    await expect(page.locator(FIGURE_FINAL).nth(index)).toHaveText(final);
    await expect(page.locator(FIGURE_FINAL).nth(index)).toBeVisible();
    await expect(page.locator(FIGURE_LIVE).nth(index)).toBeHidden();
  }
});

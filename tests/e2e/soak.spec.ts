import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { gate } from '../../src/content/gate';
import { navigation } from '../../src/content/site';
import { siteMap } from '../../src/content/siteMap';
import {
  lockedHeadings,
  openHydrated,
  sectionsIn,
  unlockFromGate,
  waitForHydration,
} from './support';
import { sealedStudies } from '../shared/sealedStudies';

// Seeded random steps through the site, as a restless visitor would take them. The seed is
// printed, so a failure can be replayed exactly with SOAK_SEED.
const STEPS = 60;
/** After the walk, rounds through every page in one document, the heap measured after each. */
const ROUNDS = 8;
/** The first rounds fill what a visit keeps for good (chunks, opened studies, pictures). */
const WARM_ROUNDS = 2;
/**
 * How much the heap may grow a round after warming up, in MB. Measured here: 0.04 to 0.06 MB a
 * round, still so after 24 rounds, with DOM nodes and listeners flat (the browser's own entries
 * for each fetch and long frame, kept up to a cap, grow as much); a planted leak of 48 KB a study
 * page measured 0.21 MB a round.
 */
const DRIFT_MB = 0.15;
const seed = Number(process.env.SOAK_SEED ?? 20261122);

/** A small seeded generator (mulberry32): the same seed, the same walk. */
function random(state: number) {
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The main heading each page shows, once the site is unlocked. */
const unlockedHeadings: Record<string, string> = {
  ...lockedHeadings,
  ...Object.fromEntries(sealedStudies.map((body) => [`/${body.slug}`, body.hero.title])),
};
const knownPaths = new Set(siteMap.filter((entry) => !entry.notFound).map((entry) => entry.path));

/** The heap in use after a full garbage collection, in MB. */
async function heapAfterGc(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  await cdp.detach();
  return usedSize / 2 ** 20;
}

/** The slope of a least-squares line through the samples, per sample. */
function slope(samples: number[]) {
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  const [x, y] = [mean(samples.map((_, index) => index)), mean(samples)];
  const covariance = samples.reduce((sum, value, index) => sum + (index - x) * (value - y), 0);
  const variance = samples.reduce((sum, _, index) => sum + (index - x) ** 2, 0);
  return covariance / variance;
}

/** Goes to a page as a visitor would: by a link on the page, or for a study, the Projects menu. */
async function goTo(page: Page, href: string) {
  const link = page
    .locator(`header a[href="${href}"], main a[href="${href}"], footer a[href="${href}"]`)
    .filter({ visible: true });
  if ((await link.count()) > 0) {
    await link.first().click();
  } else {
    await page.getByRole('banner').getByRole('button', { name: navigation.projects }).click();
    await page.locator(`[role="menuitem"][href="${href}"]`).click();
  }
  await expect(page).toHaveURL(href);
}

const studyPaths = new Set(sealedStudies.map((body) => `/${body.slug}`));

/**
 * The page for the URL has settled: its own main heading and only that one, nothing leaving (a
 * page or a gate on its way out is inert; the studies' gates share one heading), no menu open, at
 * the top or, where the address names a place on the page (`/#projects`), there; an open study
 * with every section in (its navigator shows then), as a reader who scrolls to its end finds it.
 * A press on its end's links while sections still mount above them was lost now and then (CI,
 * 2026-11-27): the press went down on the link and came up elsewhere. So was a press on the
 * footer while a gate left for another study's gate (2026-11-29): the new page, arriving between
 * press and release, took the page back to its top.
 */
async function expectSettled(page: Page, heading: string, walk: string) {
  await expect(page.locator('main h1'), walk).toHaveText([heading]);
  if (studyPaths.has(new URL(page.url()).pathname) && heading !== gate.title)
    await sectionsIn(page);
  await expect(page.locator('main [inert]')).toHaveCount(0);
  await expect(page.getByRole('menu')).toHaveCount(0);
  const place = new URL(page.url()).hash;
  if (place) {
    await expect(page.locator(`${place} h2`), walk).toBeInViewport();
  } else {
    await expect(page.locator('main h1')).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY), walk).toBe(0);
  }
}

test(`soak: ${STEPS} random navigations with links, the menu, back, forward, reloads and an unlock`, async ({
  page,
  pageConsole,
}) => {
  test.setTimeout(10 * 60_000);
  // One stuck step fails fast, not at the end of the test's time.
  page.setDefaultTimeout(15_000);
  test.info().annotations.push({ type: 'seed', description: String(seed) });
  const next = random(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const taken: string[] = [];
  let unlocked = false;

  await openHydrated(page, '/');
  for (let step = 1; step <= STEPS; step++) {
    const path = new URL(page.url()).pathname;
    const locked = !unlocked && lockedHeadings[path] === gate.title;
    const action =
      locked && step > STEPS / 3
        ? 'unlock'
        : pick(['link', 'link', 'link', 'menu', 'menu', 'back', 'forward', 'reload'] as const);
    taken.push(`${step}:${action}@${path}`);

    if (action === 'unlock') {
      await unlockFromGate(page);
      await expect(page.getByRole('heading', { level: 1, name: gate.title })).toHaveCount(0);
      unlocked = true;
    } else if (action === 'link') {
      const links = page.locator('header a[href^="/"], main a[href^="/"], footer a[href^="/"]');
      const hrefs = await links.evaluateAll((anchors) =>
        anchors.map((anchor) => anchor.getAttribute('href')!),
      );
      const href = pick(hrefs);
      await links
        .filter({ has: page.locator(`xpath=self::*[@href="${href}"]`) })
        .first()
        .click();
      await expect(page).toHaveURL(href);
    } else if (action === 'menu') {
      await page.getByRole('banner').getByRole('button', { name: navigation.projects }).click();
      // The trigger turns open in the press; the menu renders after.
      await expect(page.getByRole('menu')).toBeVisible();
      const item = pick(await page.getByRole('menuitem').all());
      const href = (await item.getAttribute('href'))!;
      await item.click();
      await expect(page).toHaveURL(href);
    } else if (action === 'back') {
      await page.goBack();
    } else if (action === 'forward') {
      await page.goForward();
    } else {
      await page.reload();
      await waitForHydration(page);
    }

    const now = new URL(page.url()).pathname;
    expect(knownPaths.has(now), taken.join(' ')).toBe(true);
    const headings = unlocked ? unlockedHeadings : lockedHeadings;
    await expectSettled(page, headings[now]!, taken.slice(-5).join(' '));
    expect(pageConsole.problems, taken.join(' ')).toEqual([]);
  }
  expect(unlocked).toBe(true);

  // Then rounds through every page in one document (the walk's reloads would hide a leak): a
  // leak grows the heap every round, where a visit levels off once it keeps what it keeps for good.
  const heap: number[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    for (const path of knownPaths) {
      if (new URL(page.url()).pathname === path) continue;
      await goTo(page, path);
      await expectSettled(page, unlockedHeadings[path]!, `round ${round} at ${path}`);
    }
    heap.push(await heapAfterGc(page));
  }
  expect(pageConsole.problems).toEqual([]);
  const growth = slope(heap.slice(WARM_ROUNDS));
  const summary = `heap after GC each round (MB): ${heap.map((mb) => mb.toFixed(2)).join(', ')}; growth after warming up ${growth.toFixed(3)} MB a round`;
  test.info().annotations.push({ type: 'heap', description: summary });
  console.log(`soak seed ${seed}: ${summary}`);
  expect(growth, summary).toBeLessThan(DRIFT_MB);
});

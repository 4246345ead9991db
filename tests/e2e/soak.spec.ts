import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { gate } from '../../src/content/gate';
import { navigation } from '../../src/content/site';
import { siteMap } from '../../src/content/siteMap';
import { lockedHeadings, openHydrated, unlockFromGate, waitForHydration } from './support';
import { sealedStudies } from '../shared/sealedStudies';

// Seeded random steps through the site, as a restless visitor would take them. The seed is
// printed, so a failure can be replayed exactly with SOAK_SEED.
const STEPS = 150;
/** The heap is measured every this many steps: ten times in the walk. */
const HEAP_EVERY = 15;
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

/**
 * The page for the URL has settled: its own main heading and only that one, nothing leaving, at
 * the top, no menu open.
 */
async function expectSettled(page: Page, heading: string, walk: string) {
  await expect(page.locator('main h1'), walk).toHaveText([heading]);
  await expect(page.locator('main h1')).toBeVisible();
  await expect(page.locator('main [inert]')).toHaveCount(0);
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => window.scrollY), walk).toBe(0);
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
  const heap: number[] = [];
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
    if (step % HEAP_EVERY === 0) heap.push(await heapAfterGc(page));
  }

  expect(unlocked).toBe(true);
  const summary = `heap after GC every ${HEAP_EVERY} steps (MB): ${heap.map((mb) => mb.toFixed(1)).join(', ')}`;
  test.info().annotations.push({ type: 'heap', description: summary });
  console.log(`soak seed ${seed}: ${summary}`);
  // A leak grows with every navigation; a bounded heap stays near where it started.
  expect(Math.max(...heap)).toBeLessThan(Math.max(heap[0]! * 2, 16));
});

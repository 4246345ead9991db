import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { gate } from '../../src/content/gate';
import { STORAGE_KEY } from '../../src/gate/storage';
import {
  firstStudy,
  openHydrated,
  openLockedGate,
  PASSWORD,
  storedPassword,
  unlockFromGate,
} from './support';

// What a visitor sees when something goes wrong: always a clear state, never a crash.

/** The locked gate, shown plainly (no error); the right password then opens the study. */
async function expectPlainGateThatUnlocks(page: Page) {
  await openLockedGate(page, firstStudy.path);
  await expect(page.getByText(gate.error)).toHaveCount(0);
  await unlockFromGate(page);
  await expect(firstStudy.heading(page)).toBeVisible();
}

test('storage that throws: the right password still unlocks for this visit', async ({ page }) => {
  await page.addInitScript(() => {
    const deny = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    Object.defineProperty(window, 'localStorage', { get: deny, configurable: true });
  });
  await expectPlainGateThatUnlocks(page);
});

test('a full storage quota: the password unlocks for this visit, and the next visit asks again', async ({
  page,
}) => {
  await page.addInitScript(() => {
    // Fill the origin's storage until it refuses more, as a full quota does.
    if (sessionStorage.getItem('filled')) return;
    sessionStorage.setItem('filled', '1');
    let index = 0;
    for (let size = 1 << 20; size >= 1; size >>= 1) {
      try {
        for (;;) localStorage.setItem(`f${index++}`, 'x'.repeat(size));
      } catch {
        // Full at this size: go on with smaller pieces until not one character fits.
      }
    }
  });
  await expectPlainGateThatUnlocks(page);
  expect(await storedPassword(page)).toBeNull();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(gate.title);
  await expect(page.getByText(gate.error)).toHaveCount(0);
});

test('a stale, a huge or a corrupt stored password shows the plain gate, and the right one still unlocks', async ({
  page,
}) => {
  // A page of the site first, to reach its storage.
  await openHydrated(page, '/');
  for (const [name, value] of [
    ['stale', 'last-years-password'],
    ['huge', 'x'.repeat(2_000_000)],
    ['corrupt', '\u0000\uFFFF{"password":'],
  ] as const) {
    await test.step(name, async () => {
      await page.evaluate(({ key, stored }) => localStorage.setItem(key, stored), {
        key: STORAGE_KEY,
        stored: value,
      });
      await expectPlainGateThatUnlocks(page);
      expect(await storedPassword(page)).toBe(PASSWORD);
    });
  }
});

test('a sealed study that fails to download says so, and opens on retry', async ({
  page,
  failRequests,
}) => {
  // The connection drops every download of the study until the visitor retries.
  let online = false;
  await failRequests(new RegExp(`/assets/${firstStudy.slug}-[\\w-]+\\.js$`), {
    error: 'connectionreset',
    when: () => !online,
  });
  await openLockedGate(page, firstStudy.path);
  await unlockFromGate(page);
  await expect(page.getByRole('alert')).toHaveText(gate.loadError);
  online = true;
  await page.getByRole('button', { name: gate.retry }).click();
  await expect(firstStudy.heading(page)).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('fonts that fail to load: the page reads in the fallback faces, nothing breaks', async ({
  page,
  failRequests,
}) => {
  await failRequests(/\.woff2$/);
  await openHydrated(page, '/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const fonts = await page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts].map((face) => face.status);
  });
  expect(fonts).toContain('error');
});

test('a network slowed by seconds, View Project pressed twice: one unlock, one study', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 1_500,
    downloadThroughput: 64 * 1024,
    uploadThroughput: 64 * 1024,
  });
  // The visitor types and presses as soon as the form shows, long before the app has arrived.
  await page.goto(firstStudy.path, { waitUntil: 'commit' });
  await page.getByPlaceholder(gate.placeholder).fill(PASSWORD);
  await page.getByRole('button', { name: gate.submit }).dblclick();
  await expect(page.getByText(gate.error)).toHaveCount(0);
  await expect(firstStudy.heading(page)).toBeVisible({ timeout: 60_000 });
  expect(new URL(page.url()).search).toBe('');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByText(gate.error)).toHaveCount(0);
});

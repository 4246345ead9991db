import { test } from '@playwright/test';
import { gate } from '../../src/content/site';
import {
  expectAxeClean,
  gatedPaths,
  openPaths,
  scrollThrough,
  unlockFromGate,
  waitForHydration,
} from './support';

for (const width of [390, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const path of [...openPaths, ...gatedPaths, '/not-a-page']) {
      test(`${path} has no WCAG 2.1 A/AA violations${gatedPaths.includes(path) ? ' while locked' : ''}`, async ({
        page,
      }) => {
        await page.goto(path);
        await waitForHydration(page);
        await scrollThrough(page);
        await expectAxeClean(page);
      });
    }

    for (const path of gatedPaths) {
      test(`${path} has no WCAG 2.1 A/AA violations when unlocked`, async ({ page }) => {
        await page.goto(path);
        await waitForHydration(page);
        await unlockFromGate(page);
        await page.getByRole('heading', { level: 1 }).filter({ hasNotText: gate.title }).waitFor();
        await scrollThrough(page);
        await expectAxeClean(page);
      });
    }
  });
}

import { expect, test } from './fixtures';
import { navigation } from '../../src/content/site';
import {
  expectAxeClean,
  expectNoHorizontalScroll,
  gatedPaths,
  openHydrated,
  openPaths,
  openUnlockedFromGate,
  overlappingText,
  scrollThrough,
  scrollThroughStudy,
  unlockFromGate,
} from './support';
import { sealedStudy } from '../shared/sealedStudies';

for (const width of [390, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const path of [...openPaths, ...gatedPaths, '/not-a-page']) {
      test(`${path} has no WCAG 2.1 A/AA violations and no sideways scroll${gatedPaths.includes(path) ? ' while locked' : ''}`, async ({
        page,
      }) => {
        await openHydrated(page, path);
        await scrollThrough(page);
        await expectAxeClean(page);
        await expectNoHorizontalScroll(page);
      });
    }

    for (const path of gatedPaths) {
      test(`${path} has no WCAG 2.1 A/AA violations and no sideways scroll when unlocked`, async ({
        page,
      }) => {
        await openUnlockedFromGate(page, path);
        await scrollThroughStudy(page);
        await expectAxeClean(page);
        await expectNoHorizontalScroll(page);
      });
    }

    test('no violations with the Projects menu open', async ({ page }) => {
      await openHydrated(page, '/');
      await page.getByRole('banner').getByRole('button', { name: navigation.projects }).click();
      await expect(page.getByRole('menu')).toBeVisible();
      await expectAxeClean(page);
    });

    test('no violations with the employer tooltip open', async ({ page }) => {
      const body = sealedStudy('smartscan');
      await openHydrated(page, `/${body.slug}`);
      await unlockFromGate(page);
      const trigger = page.getByRole('button', { name: body.hero.employer.name });
      await trigger.focus();
      await expect(page.getByRole('tooltip')).toHaveText(body.hero.employer.tooltip);
      await expectAxeClean(page);
    });
  });
}

// 200% zoom in a 1280 px window lays the page out at 640 CSS px with twice the pixels.
test.describe('at 200% zoom in a 1280 px window', () => {
  test.use({ viewport: { width: 640, height: 400 }, deviceScaleFactor: 2 });

  for (const path of [...openPaths, ...gatedPaths, '/not-a-page']) {
    test(`${path}: no sideways scroll, nothing overlaps`, async ({ page }) => {
      await openHydrated(page, path);
      await scrollThrough(page);
      await expectNoHorizontalScroll(page);
      expect(await overlappingText(page)).toEqual([]);
    });
  }

  for (const path of gatedPaths) {
    test(`${path} unlocked: no sideways scroll, nothing overlaps`, async ({ page }) => {
      await openUnlockedFromGate(page, path);
      await scrollThroughStudy(page);
      await expectNoHorizontalScroll(page);
      expect(await overlappingText(page)).toEqual([]);
    });
  }
});

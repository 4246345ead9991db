import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { navigation } from '../../src/content/site';
import {
  asReturningVisitor,
  expectAxeCleanInBothSchemes,
  expectNoHorizontalScroll,
  gatedPaths,
  openHydrated,
  openPaths,
  overlappingText,
  scrollThrough,
  scrollThroughStudy,
} from './support';
import { sealedStudy } from '../shared/sealedStudies';

// Each page once per width, read by axe in light and in dark; then at 200% zoom in a 1280 px
// window, which lays the page out at 640 CSS px (the pixel ratio changes how it is drawn, not
// where), nothing scrolls sideways or overlaps.

const pagesToRead = [
  ...[...openPaths, ...gatedPaths, '/not-a-page'].map((path) => ({
    path,
    name: gatedPaths.includes(path) ? `${path} locked` : path,
    open: false,
  })),
  ...gatedPaths.map((path) => ({ path, name: `${path} open`, open: true })),
];

for (const { path, name, open } of pagesToRead) {
  test(`${name}: no WCAG 2.1 A/AA violations in light or dark at 390 and 1440 px, and none at 200% zoom`, async ({
    page,
  }) => {
    if (open) await asReturningVisitor(page);
    const readThrough = () => (open ? scrollThroughStudy(page) : scrollThrough(page));
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await openHydrated(page, path);
      await readThrough();
      await expectAxeCleanInBothSchemes(page);
      await expectNoHorizontalScroll(page);
    }
    await page.setViewportSize({ width: 640, height: 400 });
    await readThrough();
    await expectNoHorizontalScroll(page);
    expect(await overlappingText(page)).toEqual([]);
  });
}

const projectsTrigger = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: navigation.projects });

for (const width of [390, 1440]) {
  test(`at ${width} px, no violations with the Projects menu or the employer tooltip open`, async ({
    page,
  }) => {
    const body = sealedStudy('smartscan');
    await page.setViewportSize({ width, height: 900 });
    await asReturningVisitor(page);
    await openHydrated(page, `/${body.slug}`);
    await projectsTrigger(page).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await expectAxeCleanInBothSchemes(page);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
    await page.getByRole('button', { name: body.hero.employer.name }).focus();
    await expect(page.getByRole('tooltip')).toHaveText(body.hero.employer.tooltip);
    await expectAxeCleanInBothSchemes(page);
  });
}

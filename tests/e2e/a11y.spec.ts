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
  sectionsIn,
} from './support';
import { sealedStudies } from '../shared/sealedStudies';

// Each page once per width, read by axe in light and in dark; then at 200% zoom in a 1280 px
// window, which lays the page out at 640 CSS px (the pixel ratio changes how it is drawn, not
// where), nothing scrolls sideways or overlaps. With reduced motion every block is final as it
// mounts, so axe reads the whole page unscrolled, once a study's sections are all in; the zoomed
// page is scrolled through, as pictures take their place as they come near.

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
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await openHydrated(page, path);
      if (open) await sectionsIn(page);
      await expectAxeCleanInBothSchemes(page);
      await expectNoHorizontalScroll(page);
    }
    await page.setViewportSize({ width: 640, height: 400 });
    await scrollThrough(page);
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
    // The site map's first study: every study's hero introduces its employer with a note.
    const body = sealedStudies[0]!;
    await page.setViewportSize({ width, height: 900 });
    await asReturningVisitor(page);
    await openHydrated(page, `/${body.slug}`);
    await projectsTrigger(page).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await expectAxeCleanInBothSchemes(page);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
    // Escape gives focus back to the trigger (a task after the menu goes): only then move it on.
    await expect(projectsTrigger(page)).toBeFocused();
    await page.getByRole('button', { name: body.hero.employer.name }).focus();
    await expect(page.getByRole('tooltip')).toHaveText(body.hero.employer.tooltip);
    await expectAxeCleanInBothSchemes(page);
  });
}

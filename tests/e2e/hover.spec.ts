import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { caseStudyLinks } from '../../src/content/caseStudies';
import { MOTION, openHydrated } from './support';

// The lift is motion: the suite's reduced motion would still it.
test.use(MOTION);

/** Puts the pointer on the first project card and reads its transform once any motion settles. */
async function transformOfHoveredCard(page: Page) {
  await openHydrated(page, '/');
  const card = page
    .locator('article')
    .filter({ has: page.getByRole('link', { name: caseStudyLinks[0]!.title }) });
  await card.scrollIntoViewIfNeeded();
  await card.hover();
  return card.evaluate(async (element) => {
    // The hover's style applies on the next frame; a transition it starts then runs to its end.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await Promise.all(element.getAnimations().map((animation) => animation.finished));
    return getComputedStyle(element).transform;
  });
}

test('with a mouse, a project card lifts under the pointer', async ({ page }) => {
  expect(await transformOfHoveredCard(page)).toMatch(/^matrix\(1, 0, 0, 1, 0, -\d/);
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

  test('a card the finger was on does not stay lifted', async ({ page }) => {
    expect(await page.evaluate(() => matchMedia('(any-hover: hover)').matches)).toBe(false);
    expect(await transformOfHoveredCard(page)).toBe('none');
  });
});

import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { caseStudyLinks } from '../../src/content/caseStudies';
import { gate } from '../../src/content/gate';
import { notFound } from '../../src/content/notFound';
import { navigation } from '../../src/content/site';
import { pages } from '../../src/content/siteMap';
import { openHydrated, PASSWORD } from './support';
import { sealedStudy } from '../shared/sealedStudies';

/** Tab (or Shift+Tab) until `target` has focus, within a few presses. */
async function tabTo(page: Page, target: Locator, key = 'Tab') {
  for (let presses = 0; presses < 12; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
}

/** The focused control shows a ring: an outline or a box shadow, not the browser's nothing. */
async function expectFocusRing(target: Locator) {
  await expect(target).toBeFocused();
  const ring = await target.evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      outline: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2,
      shadow: style.boxShadow !== 'none',
    };
  });
  expect(ring.outline || ring.shadow, 'visible focus indicator').toBe(true);
}

test('keyboard only: skip link, Projects menu, gate, tooltip and Return Home', async ({ page }) => {
  const [study] = caseStudyLinks;
  const body = sealedStudy(study!.slug);
  await openHydrated(page, pages.home.path);

  // Skip link: first stop, visible, jumps to the main content.
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: navigation.skipLink });
  await expectFocusRing(skip);
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();

  // Projects menu: opens, arrows move, Escape returns focus, Enter follows an item.
  const trigger = page.getByRole('banner').getByRole('button', { name: navigation.projects });
  await tabTo(page, trigger, 'Shift+Tab');
  await expectFocusRing(trigger);
  await page.keyboard.press('Enter');
  const items = page.getByRole('menu').getByRole('menuitem');
  await expect(items.first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  // The next project, or the only one, where focus stays.
  await expect(items.nth(Math.min(1, caseStudyLinks.length - 1))).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(trigger).toBeFocused();
  // The closed menu leaves nothing in the way: Tab goes on to the next link, and back.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('banner').getByRole('link', { name: /Leadership/ })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(trigger).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(items.first()).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(study!.path);

  // The gate: the field, then View Project.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(gate.title);
  const field = page.getByPlaceholder(gate.placeholder);
  await tabTo(page, field);
  await expectFocusRing(field);
  await page.keyboard.type(PASSWORD);
  const submit = page.getByRole('button', { name: gate.submit });
  await tabTo(page, submit);
  await expectFocusRing(submit);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(body.hero.title);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();

  // The employer tooltip opens on focus and closes on Escape.
  const employer = page.getByRole('button', { name: body.hero.employer.name });
  await tabTo(page, employer);
  await expectFocusRing(employer);
  await expect(page.getByRole('tooltip')).toHaveText(body.hero.employer.tooltip);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  await expect(employer).toBeFocused();

  // The not-found page's Return Home.
  await openHydrated(page, '/no-such-page');
  const home = page.getByRole('link', { name: notFound.cta });
  await tabTo(page, home);
  await expectFocusRing(home);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(pages.home.path);
});

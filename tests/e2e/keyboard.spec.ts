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

/**
 * Records, from the page's start, each tab stop added outside the app (as Radix's focus guards are,
 * at the body's edges) that is still there a task later, while no menu shows: a Tab pressed then
 * would land on nothing the visitor sees. `stopsAdded` counts every one added.
 */
const recordUnseenTabStops = () => {
  const record = { stopsAdded: 0, outlived: [] as string[] };
  Object.assign(window, { unseenTabStops: record });
  const menuShown = () =>
    [...document.querySelectorAll('[role="menu"]')].some((menu) => menu.checkVisibility());
  new MutationObserver((changes) => {
    for (const node of changes.flatMap((change) => [...change.addedNodes])) {
      if (!(node instanceof HTMLElement) || node.closest('#root') || node.tabIndex < 0) continue;
      record.stopsAdded += 1;
      setTimeout(() => {
        if (node.isConnected && !menuShown()) record.outlived.push(node.outerHTML);
      });
    }
  }).observe(document, { childList: true, subtree: true });
};

test('keyboard only: skip link, Projects menu, gate, tooltip and Return Home', async ({ page }) => {
  const [smartscan] = caseStudyLinks;
  const body = sealedStudy(smartscan!.slug);
  await page.addInitScript(recordUnseenTabStops);
  await openHydrated(page, pages.home.path);
  // The menu's warm-up, as the page idles, mounts a hidden copy with Radix's focus guards: they
  // come and go within one task, so no key can land on them.
  const unseen = () =>
    page.evaluate(
      () =>
        (window as unknown as { unseenTabStops: { stopsAdded: number; outlived: string[] } })
          .unseenTabStops,
    );
  await expect.poll(async () => (await unseen()).stopsAdded).toBeGreaterThan(0);
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve)));
  expect((await unseen()).outlived).toEqual([]);

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
  await expect(items.nth(1)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(trigger).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(items.first()).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(smartscan!.path);

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

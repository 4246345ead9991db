import { expect, test, type Page } from '@playwright/test';
import { navigation } from '../../src/content/site';
import { motionTokens } from '../../src/motion/tokens';
import { openHydrated } from './support';

// CSS-driven motion takes its values from the motion tokens, and reduced motion stills all of it.

async function cssMotion(page: Page) {
  await openHydrated(page, '/');
  await page.getByRole('banner').getByRole('button', { name: navigation.projects }).click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  const menuAnimation = await menu.evaluate(
    (element) => getComputedStyle(element).animationDuration,
  );
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();

  const card = page.locator('main article').filter({ has: page.locator('a[href="/smartscan"]') });
  await card.scrollIntoViewIfNeeded();
  await card.hover();
  // The lift is read once the card's transition has ended (or at once, with nothing to run).
  const lift = await card.evaluate(async (element) => {
    await Promise.all(element.getAnimations().map((animation) => animation.finished));
    return new DOMMatrix(getComputedStyle(element).transform).m42;
  });
  return { menuAnimation, lift };
}

test('the menu and the project cards move by the motion tokens', async ({ page }) => {
  expect(await cssMotion(page)).toEqual({
    menuAnimation: `${motionTokens.menu.duration}s`,
    lift: -motionTokens.hover.liftDistance,
  });
});

test('with reduced motion, nothing CSS-driven moves or takes time', async ({ browser }) => {
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  expect(await cssMotion(await context.newPage())).toEqual({ menuAnimation: '0s', lift: 0 });
  await context.close();
});

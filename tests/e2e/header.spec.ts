import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { caseStudyLinks, projectGroups } from '../../src/content/caseStudies';
import { milliseconds, motionTokens } from '../../src/motion/tokens';
import { footer as footerCopy, navigation } from '../../src/content/site';
import { owner } from '../../src/content/owner';
import { openHydrated } from './support';

/**
 * The menu's items: the projects grouped by employer, in the site map's order within each, then
 * All work. ArrowDown goes from the first to the second (All work, with one project).
 */
const menuOrder = [
  ...projectGroups.flatMap((group) =>
    group.projects.map(({ title, path }) => ({ name: title, path })),
  ),
  { name: navigation.allWork.label, path: navigation.allWork.href },
];
const second = menuOrder[1]!;

const menuCloseDelay = milliseconds(motionTokens.menu.closeDelay);
const menu = (page: Page) => page.getByRole('menu');
const trigger = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: navigation.projects });

test.beforeEach(async ({ page }) => {
  await openHydrated(page, '/');
});

test('the Projects menu opens with Enter, Space or ArrowDown, arrows move, Escape closes and returns focus, Tab closes and goes on; a click opens it, grouped by employer, first employer first, with no layout shift and no scroll lock', async ({
  page,
}) => {
  await trigger(page).focus();
  for (const key of ['Enter', 'Space', 'ArrowDown']) {
    await test.step(key, async () => {
      await page.keyboard.press(key);
      await expect(menu(page)).toBeVisible();
      await expect(menu(page).getByRole('menuitem').first()).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(menu(page).getByRole('menuitem', { name: second.name })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(menu(page)).toBeHidden();
      await expect(trigger(page)).toBeFocused();
    });
  }
  // Tab in the open menu closes it and goes on from its button, as a menu button's menu does;
  // Shift+Tab goes back before it.
  const leadership = page.getByRole('banner').getByRole('link', { name: /Leadership/ });
  await page.keyboard.press('Enter');
  await expect(menu(page).getByRole('menuitem').first()).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(menu(page)).toBeHidden();
  await expect(leadership).toBeFocused();
  await trigger(page).focus();
  await page.keyboard.press('Enter');
  await expect(menu(page).getByRole('menuitem').first()).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(menu(page)).toBeHidden();
  await expect(
    page.getByRole('banner').getByRole('link', { name: new RegExp(owner.name) }),
  ).toBeFocused();

  await page.evaluate(() => window.scrollTo(0, 300));
  const before = await page.getByRole('heading', { level: 1 }).boundingBox();
  await trigger(page).click();
  await expect(menu(page)).toBeVisible();
  const groups = menu(page).getByRole('group');
  await expect(groups).toHaveCount(projectGroups.length);
  for (const [index, group] of projectGroups.entries()) {
    const element = groups.nth(index);
    await expect(element).toHaveAccessibleName(group.employer);
    await expect(element.getByRole('menuitem')).toHaveText(
      group.projects.map((project) => new RegExp(project.title)),
    );
  }
  const after = await page.getByRole('heading', { level: 1 }).boundingBox();
  expect(after).toEqual(before);
  await page.mouse.wheel(0, 400);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
});

test('opens on hover, stays open moving into it, closes after leaving both', async ({ page }) => {
  // The page's clock, paused under the test's control: the close grace period passes exactly.
  // Paused a minute ahead of where it was installed, so a busy machine cannot overtake it.
  const installed = Date.now();
  await page.clock.install({ time: installed });
  await page.clock.pauseAt(installed + 60_000);
  await trigger(page).hover();
  await expect(menu(page)).toBeVisible();
  await menu(page)
    .getByRole('menuitem', { name: caseStudyLinks.at(-1)!.title })
    .hover();
  await page.clock.runFor(menuCloseDelay * 2);
  await expect(menu(page)).toBeVisible();
  await page.mouse.move(5, 600);
  await page.clock.runFor(menuCloseDelay * 2);
  await expect(menu(page)).toBeHidden();
});

test('a click on a hover-opened menu keeps it open; items navigate', async ({ page }) => {
  await trigger(page).hover();
  await expect(menu(page)).toBeVisible();
  await trigger(page).click();
  await expect(menu(page)).toBeVisible();
  await menu(page).getByRole('menuitem', { name: second.name }).click();
  await expect(page).toHaveURL(second.path);
  await expect(menu(page)).toBeHidden();
});

test('a menu taller than the window fits below its trigger and scrolls inside itself, the page staying put; the item keyboard focus is on (End, Home, each arrow up) is whole on screen, clear of the group heading stuck above it', async ({
  page,
}) => {
  const tall = 800;
  await page.setViewportSize({ width: 320, height: tall });
  await trigger(page).click();
  const items = menu(page).getByRole('menuitem');
  await expect(items.first()).toBeVisible();
  // A window half as tall as the whole menu, whatever its owner's studies, and never too short
  // for its tallest item under a group's heading: a window the menu cannot show one item in
  // whole is not one a visitor has.
  const { whole, tallest, top, room } = await menu(page).evaluate((element) => ({
    whole: element.scrollHeight,
    tallest:
      Math.max(
        ...[...element.querySelectorAll('[role="menuitem"]')].map((item) => item.clientHeight),
      ) +
      element.querySelector('[id]')!.clientHeight +
      Number.parseFloat(getComputedStyle(element).paddingBlockStart) * 2,
    top: element.getBoundingClientRect().top,
    // The height it may take, as Radix gives it: the window below it, less a margin.
    room: Number.parseFloat(
      getComputedStyle(element).getPropertyValue('--radix-dropdown-menu-content-available-height'),
    ),
  }));
  await page.keyboard.press('Escape');
  // Closed once focus is back on its trigger: Radix gives it back a task after the menu unmounts,
  // and given back late it would count as leaving the menu opened next, and close it.
  await expect(trigger(page)).toBeFocused();
  const margin = tall - top - room;
  const height = Math.ceil(top + Math.max(whole / 2, tallest) + margin);
  await page.setViewportSize({ width: 320, height });
  await trigger(page).focus();
  await page.keyboard.press('Enter');
  await expect(items.first()).toBeFocused();
  const box = (await menu(page).boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(height);
  expect(await menu(page).evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(
    true,
  );
  const pageScroll = await page.evaluate(() => window.scrollY);

  /** The focused item is whole inside the menu's window, below the heading stuck over its group. */
  const onScreen = (item: ReturnType<typeof items.first>) =>
    item.evaluate((element) => {
      const scroller = element.closest('[role="menu"]')!.getBoundingClientRect();
      const own = element.getBoundingClientRect();
      const group = element.closest('[role="group"]');
      const heading = group && document.getElementById(group.getAttribute('aria-labelledby')!);
      const under = heading ? heading.getBoundingClientRect().bottom : scroller.top;
      return own.top >= Math.max(scroller.top, under) - 0.5 && own.bottom <= scroller.bottom + 0.5;
    });
  await page.keyboard.press('End');
  await expect(items.last()).toBeFocused();
  await expect.poll(() => onScreen(items.last())).toBe(true);
  // Back up item by item: each scrolls in below its heading, not under it.
  const count = await items.count();
  for (let index = count - 2; index >= 0; index -= 1) {
    await page.keyboard.press('ArrowUp');
    await expect(items.nth(index)).toBeFocused();
    await expect.poll(() => onScreen(items.nth(index))).toBe(true);
  }
  await page.keyboard.press('End');
  await page.keyboard.press('Home');
  await expect(items.first()).toBeFocused();
  await expect.poll(() => onScreen(items.first())).toBe(true);
  // Each group's heading is drawn over the items that scroll under it, never through them.
  const heading = menu(page).locator('[id]').first();
  await expect(heading).toHaveCSS('position', 'sticky');
  expect(await heading.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(
    await menu(page).evaluate((element) => getComputedStyle(element).backgroundColor),
  );
  // A wheel over the menu scrolls the menu to its end and never the page behind it.
  await menu(page).hover();
  await page.mouse.wheel(0, whole * 2);
  await expect
    .poll(() =>
      menu(page).evaluate(
        (element) => element.scrollTop + element.clientHeight >= element.scrollHeight - 1,
      ),
    )
    .toBe(true);
  expect(await page.evaluate(() => window.scrollY)).toBe(pageScroll);
});

test.describe('on a touch screen', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a tap is answered in the press: the trigger turns open at once, the menu renders after', async ({
    page,
  }) => {
    // What the page shows at the end of the press, once React has handled it, whether the menu's
    // code is in yet or not.
    await page.evaluate(() => {
      addEventListener('pointerdown', (event) => {
        const pressed = (event.target as Element).closest('button')!;
        Object.assign(window, {
          atPress: {
            trigger: pressed.dataset.state,
            menu: [...document.querySelectorAll('[role="menu"]')].some((menu) =>
              menu.checkVisibility(),
            ),
          },
        });
      });
    });
    await trigger(page).tap();
    await expect(menu(page)).toBeVisible();
    expect(await page.evaluate(() => (window as { atPress?: unknown }).atPress)).toEqual({
      trigger: 'open',
      menu: false,
    });
    await expect(trigger(page)).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    // Closed, and nothing of the menu left in the page.
    await expect(page.locator('[role="menu"]')).toHaveCount(0);
    await expect(trigger(page)).toHaveAttribute('data-state', 'closed');
  });
});

test('the header turns opaque with a shadow past 10 px and back; its profile link opens in a new tab and says so; the footer has home, all work, leadership, profile and the owner’s copyright year; the Leadership link reads "Leadership" below 768 px, and at 320 px every header control is fully on screen', async ({
  page,
}) => {
  const header = page.getByRole('banner');
  await page.evaluate(() => window.scrollTo(0, 5));
  await expect(header).not.toHaveAttribute('data-scrolled');
  await page.evaluate(() => window.scrollTo(0, 20));
  await expect(header).toHaveAttribute('data-scrolled', '');
  const layerOpacity = () =>
    header.evaluate((element) => getComputedStyle(element, '::before').opacity);
  await expect.poll(layerOpacity).toBe('1');
  await page.evaluate(() => window.scrollTo(0, 10));
  await expect(header).not.toHaveAttribute('data-scrolled');
  await expect.poll(layerOpacity).toBe('0');
  await page.evaluate(() => window.scrollTo(0, 11));
  await expect(header).toHaveAttribute('data-scrolled', '');

  const profile = header.getByRole('link', { name: /LinkedIn/ });
  await expect(profile).toHaveAttribute('target', '_blank');
  await expect(profile).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(profile).toHaveAccessibleName(/opens in a new tab/);

  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: footerCopy.home })).toHaveAttribute('href', '/');
  await expect(footer.getByRole('link', { name: navigation.leadership.long })).toHaveAttribute(
    'href',
    '/leadership',
  );
  await expect(footer.getByRole('link', { name: /LinkedIn/ })).toHaveAttribute('target', '_blank');
  // Every study is a step away, on All work: the footer lists none of them itself.
  await expect(footer.getByRole('link')).toHaveText([
    footerCopy.home,
    navigation.allWork.label,
    navigation.leadership.long,
    /LinkedIn/,
  ]);
  await expect(footer).toContainText(`© ${owner.copyrightYear}`);

  const leadership = header.getByRole('link', { name: /^Leadership/ });
  await expect(leadership).toHaveAccessibleName(navigation.leadership.long);
  await page.setViewportSize({ width: 390, height: 800 });
  await expect(leadership).toHaveAccessibleName('Leadership');

  // At 320 px, Tab through the header: each control shows something in its focus ring, at least
  // 24 px a side, and the ring itself is whole on screen.
  await page.setViewportSize({ width: 320, height: 640 });
  await openHydrated(page, '/');
  const controls = header.locator('a, button, input');
  await expect(controls).toHaveCount(5);
  const seen: string[] = [];
  for (let press = 0; seen.length < 5 && press < 12; press += 1) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(() => {
      const active = document.activeElement as HTMLElement;
      if (!active.closest('header')) return null;
      const box = active.getBoundingClientRect();
      const style = getComputedStyle(active);
      const ring =
        style.outlineStyle === 'none'
          ? 0
          : parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset);
      // Something drawn inside the ring: a text or an icon of the control's own.
      const drawn = [...active.querySelectorAll('*'), active].some((part) => {
        const rect = part.getBoundingClientRect();
        const text = [...part.childNodes].some(
          (node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim(),
        );
        return (
          rect.width > 4 &&
          rect.height > 4 &&
          part.checkVisibility({ visibilityProperty: true }) &&
          (part.tagName === 'svg' || part.tagName === 'INPUT' || text) &&
          !part.closest('.visually-hidden')
        );
      });
      return {
        name: active.getAttribute('aria-label') ?? active.textContent ?? '',
        left: box.left - ring,
        right: box.right + ring,
        width: box.width,
        height: box.height,
        drawn,
      };
    });
    if (!stop) continue;
    seen.push(stop.name);
    expect(stop.left, stop.name).toBeGreaterThanOrEqual(0);
    expect(stop.right, stop.name).toBeLessThanOrEqual(320);
    expect(stop.width, stop.name).toBeGreaterThanOrEqual(24);
    expect(stop.height, stop.name).toBeGreaterThanOrEqual(24);
    expect(stop.drawn, stop.name).toBe(true);
  }
  expect(seen).toHaveLength(5);
});

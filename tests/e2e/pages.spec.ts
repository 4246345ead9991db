import { expect, test } from './fixtures';
import { home } from '../../src/content/home';
import { leadership } from '../../src/content/leadership';
import { owner } from '../../src/content/owner';
import { timeline } from '../../src/content/timeline';
import { resolveShares } from '../../src/content/shares';
import { openHydrated, scrollThrough, withMotion } from './support';

test('home: timeline bars fill when scrolled into view', async ({ page }) => {
  await withMotion(page);
  await openHydrated(page, '/');
  // The bar is an image named by its shares; its first fill is the hands-on share.
  const fill = page.locator('tbody tr').last().getByRole('img').locator(':scope > * > *').first();
  const scale = () =>
    fill.evaluate((element) => new DOMMatrix(getComputedStyle(element).transform).a);
  await expect.poll(scale).toBe(0);
  await fill.scrollIntoViewIfNeeded();
  await expect.poll(scale).toBe(1);
});

test.describe('home', () => {
  test.beforeEach(async ({ page }) => {
    await openHydrated(page, '/');
  });

  test('introduction: photo and the bullet facts', async ({ page }) => {
    await expect(page.getByRole('img', { name: owner.photo.alt })).toBeVisible();
    const facts = page.getByRole('main').getByRole('list').first();
    for (const fact of home.intro.facts) await expect(facts).toContainText(fact);
    await expect(facts).toContainText(owner.personalFacts[0]!);
    await expect(facts.getByRole('listitem')).toHaveCount(5);
  });

  test('career timeline: a real table, newest to oldest, with bars and team sizes', async ({
    page,
  }) => {
    const table = page.getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveText([
      'Company',
      'Tenure',
      'Title',
      'Summary',
    ]);
    const rows = table.locator('tbody tr');
    await expect(rows).toHaveCount(timeline.length);
    // From the newest year to the oldest.
    const years = timeline.flatMap(({ tenure }) => tenure.match(/\d{4}/g) ?? []).map(Number);
    await expect(rows.first()).toContainText(String(Math.max(...years)));
    await expect(rows.last()).toContainText(String(Math.min(...years)));
    await scrollThrough(page);
    for (const [index, entry] of timeline.entries()) {
      const row = rows.nth(index);
      await expect(row.getByRole('rowheader')).toHaveText(entry.companyName);
      const { handsOn, management } = resolveShares(entry);
      const label =
        management > 0 ? `Hands-on ${handsOn}%, management ${management}%` : `Hands-on ${handsOn}%`;
      await expect(row.getByRole('img', { name: label })).toBeVisible();
      await expect(row.locator(`img[src="${entry.companyLogo.src}"]`)).toHaveCount(
        entry.showLogo ? 1 : 0,
      );
      await expect(row).toContainText(
        entry.teamSize > 0 ? `Team of ${entry.teamSize}` : 'Individual contributor',
      );
    }
  });

  test('below 768 px the timeline reads as stacked rows that keep their labels', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    const cell = page.locator('tbody tr').first().locator('td').first();
    await expect(cell).toHaveCSS('display', 'block');
    expect(await cell.evaluate((element) => getComputedStyle(element, '::before').content)).toBe(
      '"Tenure"',
    );
  });

  test('invites visitors to the leadership page', async ({ page }) => {
    await page.getByRole('link', { name: home.leadershipInvite.cta }).click();
    await expect(page).toHaveURL('/leadership');
  });
});

test('leadership: My Style, six Key Actions and the recommendations link', async ({ page }) => {
  await openHydrated(page, '/leadership');
  const style = page.getByRole('region', { name: leadership.style.heading });
  await expect(style.getByRole('heading', { level: 3 })).toHaveText(
    leadership.style.themes.map((theme) => theme.title),
  );
  const actions = page.getByRole('region', { name: leadership.actions.heading });
  await expect(actions.getByRole('heading', { level: 3 })).toHaveText([
    'Vision',
    'Design Quality',
    'Cross-functional',
    'Hiring',
    'Team Growth',
    'Budgets',
  ]);
  const recommendations = page.getByRole('link', { name: /Read recommendations/ });
  await expect(recommendations).toHaveAttribute('href', owner.profile.recommendationsHref);
  await expect(recommendations).toHaveAttribute('target', '_blank');
});

for (const path of ['/', '/leadership']) {
  test(`${path}: sections far below the fold wait unrendered, then render in place as the reader nears them`, async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const shifts: number[] = [];
      Object.assign(window, { layoutShifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
          shifts.push(entry.value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await openHydrated(page, path);
    // The last section's content: skipped by the browser's rendering while far off screen.
    const content = page.locator('main section').last().locator(':scope > *');
    const rendered = () =>
      content.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));
    expect(await rendered()).toBe(false);

    await scrollThrough(page);
    expect(await rendered()).toBe(true);
    await expect(content).toBeInViewport();
    // Nothing the reader could see moved while sections took their own heights.
    expect(
      await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts),
    ).toEqual([]);
  });
}

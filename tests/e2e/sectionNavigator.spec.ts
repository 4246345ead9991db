import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { caseStudyLinks } from '../../src/content/caseStudies';
import { navigation } from '../../src/content/site';
import { navigatorLoadError } from '../../src/content/navigatorLoadError';
import { sectionNavigator as copy } from '../../src/content/sectionNavigator';
import { sectionOutline } from '../../src/content/sectionOutline';
import { longestStudy } from '../shared/sealedStudies';
import {
  asReturningVisitor,
  expectLandedAt,
  expectNoHorizontalScroll,
  unlockFromGate,
  waitForHydration,
  withMotion,
} from './support';

// The navigator beside (desktop) or above (phone) an open case study.

const study = caseStudyLinks.find(({ slug }) => slug === longestStudy.slug)!;
const outline = sectionOutline(longestStudy.sections);
const middle = outline[Math.floor(outline.length / 2)]!;
const late = outline.at(-3)!;

const navigator = (page: Page) => page.getByRole('navigation', { name: copy.label(study.title) });
const linkTo = (page: Page, section: (typeof outline)[number]) =>
  navigator(page).getByRole('link', { name: section.label, exact: true });

async function openStudy(page: Page, hash = '') {
  await asReturningVisitor(page);
  await page.goto(`${study.path}${hash}`);
  await expect(navigator(page)).toBeVisible();
}

/** The one entry marked as where the reader is. */
const currentEntry = (page: Page) => navigator(page).locator('[aria-current="location"]');

test.describe('on a wide screen', () => {
  test('lists every section as a link to its anchor, beside the content; marks the section being read as the reader scrolls; with reduced motion jumps straight to the last, which stays marked though the page ends before it reaches the top', async ({
    page,
  }) => {
    await openStudy(page);
    const links = navigator(page).getByRole('link');
    await expect(links).toHaveText(outline.map(({ label }) => label));
    for (const [index, section] of outline.entries()) {
      await expect(links.nth(index)).toHaveAttribute('href', `#${section.id}`);
    }
    // Beside the content, which keeps its measure: a lede runs to its full width.
    const rail = await navigator(page).boundingBox();
    const content = await page.locator(`#${outline[0]!.id} h2`).boundingBox();
    expect(rail!.x + rail!.width).toBeLessThan(content!.x);
    const lede = page.locator(`#${outline[0]!.id} h2 + p`);
    const [width, measure] = await lede.evaluate((element) => [
      element.getBoundingClientRect().width,
      parseFloat(getComputedStyle(element).maxWidth),
    ]);
    expect(width).toBeCloseTo(measure, 0);

    await expect(currentEntry(page)).toHaveCount(0);
    for (const section of [outline[1]!, middle, outline[2]!]) {
      await page
        .locator(`#${section.id} h2`)
        .evaluate((heading) =>
          window.scrollTo(0, heading.getBoundingClientRect().top + window.scrollY - 120),
        );
      await expect(currentEntry(page)).toHaveText(section.label);
    }

    // Kept in the page and read once landed: a call out to the test for each scroll could
    // arrive after the test reads them, on a busy machine.
    await page.evaluate(() => {
      const jumps: number[] = [];
      (window as unknown as { jumps: number[] }).jumps = jumps;
      window.addEventListener('scroll', () => jumps.push(window.scrollY));
    });
    const last = outline.at(-1)!;
    await linkTo(page, last).click();
    await expectLandedAt(page, last.id);
    await expect(currentEntry(page)).toHaveText(last.label);
    // Straight to the section: no scroll on the way stops short of it. A scroll's event comes with
    // the next rendering update, which on a busy machine can follow the checks of the landing.
    const jumps = () => page.evaluate(() => (window as unknown as { jumps: number[] }).jumps);
    await expect.poll(async () => (await jumps()).length).toBeGreaterThan(0);
    const landed = await page.evaluate(() => window.scrollY);
    expect((await jumps()).filter((y) => Math.abs(y - landed) > 8)).toEqual([]);
  });

  test('a click jumps to the section, its heading focused below the header', async ({ page }) => {
    // The jump glides there (with reduced motion it is instant: below).
    await withMotion(page);
    await openStudy(page);
    await linkTo(page, late).click();
    await expectLandedAt(page, late.id);
    await expect(page).toHaveURL(new RegExp(`${study.path}#${late.id}$`));
    await expect(currentEntry(page)).toHaveText(late.label);
    // The header's menu still works over the study.
    await page.getByRole('button', { name: navigation.projects }).click();
    await expect(page.getByRole('menuitem').first()).toBeVisible();
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a deep link lands below the bar, straight away and after unlocking', async ({
    browser,
  }) => {
    const returning = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await openStudy(returning, `#${middle.id}`);
    await expectLandedAt(returning, middle.id, { asked: false });
    await returning.close();

    const first = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await first.goto(`${study.path}#${late.id}`);
    await waitForHydration(first);
    await unlockFromGate(first);
    await expectLandedAt(first, late.id);
    await first.close();
  });
});

test.describe('on the narrowest phone', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('a slim bar opens into the list, which Escape closes without a choice and a choice closes; neither scrolls sideways', async ({
    page,
  }) => {
    await openStudy(page);
    await expectNoHorizontalScroll(page);
    const toggle = navigator(page).getByRole('button', { name: new RegExp(copy.title) });
    const links = navigator(page).getByRole('link');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(links).toHaveCount(0);

    await toggle.click();
    await expect(links.first()).toBeVisible();
    await links.first().focus();
    await page.keyboard.press('Escape');
    await expect(links).toHaveCount(0);
    await expect(toggle).toBeFocused();

    await toggle.click();
    await expect(links).toHaveText(outline.map(({ label }) => label));
    await expectNoHorizontalScroll(page);
    await linkTo(page, middle).click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expectLandedAt(page, middle.id);
    await expect(toggle).toContainText(middle.label);
    await expect(toggle).toContainText(copy.position(outline.indexOf(middle) + 1, outline.length));
    await expectNoHorizontalScroll(page);
  });
});

test('when the navigator cannot load, the study reads on and says why it is missing', async ({
  page,
  failRequests,
}) => {
  await failRequests(/\/assets\/CaseStudyTools-[\w-]+\.js$/, { error: 'connectionreset' });
  await asReturningVisitor(page);
  await page.goto(study.path);
  await expect(page.getByRole('status').filter({ hasText: navigatorLoadError })).toBeVisible();
  await expect(page.locator(`#${outline.at(-1)!.id} h2`)).toHaveText(outline.at(-1)!.heading);
});

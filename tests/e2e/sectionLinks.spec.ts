import { expect, test, type Page } from '@playwright/test';
import { caseStudyLinks } from '../../src/content/caseStudies';
import { sectionOutline } from '../../src/content/sectionOutline';
import { sealedStudy } from './sealedStudies';
import { PASSWORD, unlockFromGate, waitForHydration } from './support';

// A link to a section of a case study (`/payment-overhaul#results`) opens the study there.

const study = caseStudyLinks[1]!;
const outline = sectionOutline(sealedStudy(study.slug).sections);
// Deep in the study, and near its end: both need a long scroll.
const targets = [outline[Math.floor(outline.length / 2)]!, outline.at(-1)!];

/**
 * The section's heading is focused and rests just below the fixed header, not under it; a section
 * too near the end to come up that far leaves the page scrolled to its bottom instead.
 */
async function expectLandedAt(page: Page, id: string) {
  const heading = page.locator(`#${id} h2`);
  await expect(heading).toBeFocused();
  const place = () =>
    heading.evaluate((element) => {
      const header = document.querySelector('header')!.getBoundingClientRect();
      const top = element.getBoundingClientRect().top;
      const bottom = document.documentElement.scrollHeight - window.innerHeight;
      return {
        gap: Math.round(top - header.bottom),
        scrolled: window.scrollY > 0,
        atBottom: window.scrollY >= bottom - 1,
      };
    });
  // Once the study has risen into place.
  await expect.poll(async () => (await place()).gap).toBeGreaterThanOrEqual(0);
  const { gap, scrolled, atBottom } = await place();
  expect(scrolled).toBe(true);
  if (!atBottom) expect(gap).toBeLessThanOrEqual(32);
}

for (const section of targets) {
  test(`a returning visitor opening ${study.path}#${section.id} lands on that section`, async ({
    page,
  }) => {
    await page.addInitScript(
      (password) => localStorage.setItem('sitePassword', password),
      PASSWORD,
    );
    await page.goto(`${study.path}#${section.id}`);
    await expectLandedAt(page, section.id);
  });
}

test('a first visitor lands on the linked section right after unlocking', async ({ page }) => {
  const section = targets[0]!;
  await page.goto(`${study.path}#${section.id}`);
  await waitForHydration(page);
  await unlockFromGate(page);
  await expectLandedAt(page, section.id);
  await expect(page).toHaveURL(new RegExp(`${study.path}#${section.id}$`));
});

test('a hash that names no section opens the study at its top', async ({ page }) => {
  await page.addInitScript((password) => localStorage.setItem('sitePassword', password), PASSWORD);
  await page.goto(`${study.path}#no-such-section`);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

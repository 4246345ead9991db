import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { caseStudyLinks } from '../../src/content/caseStudies';
import { sectionLinks } from '../../src/content/sectionLinks';
import { sectionOutline } from '../../src/content/sectionOutline';
import { longestStudy } from '../shared/sealedStudies';
import {
  asReturningVisitor,
  expectFocusUnmoved,
  expectLandedAt,
  NAVIGATOR,
  unlockFromGate,
  waitForHydration,
} from './support';

// A link to a section of a case study (`/study#section`) opens the study there.

const study = caseStudyLinks.find(({ slug }) => slug === longestStudy.slug)!;
const outline = sectionOutline(longestStudy.sections);
// Deep in the study, and near its end: both need a long scroll.
const targets = [outline[Math.floor(outline.length / 2)]!, outline.at(-1)!];

for (const section of targets) {
  test(`a returning visitor opening ${study.path}#${section.id} lands on that section`, async ({
    page,
  }) => {
    await asReturningVisitor(page);
    await page.goto(`${study.path}#${section.id}`);
    await expectLandedAt(page, section.id, { asked: false });
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
  await asReturningVisitor(page);
  await page.goto(`${study.path}#no-such-section`);
  await expect(page.locator(NAVIGATOR)).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expectFocusUnmoved(page);
});

/** Opens the study for a returning visitor and clicks the copy-link control of `section`. */
async function copyLinkOf(page: Page, section: (typeof outline)[number]) {
  await asReturningVisitor(page);
  await page.goto(study.path);
  await expect(page.getByRole('button', { name: /^Copy a link to/ })).toHaveCount(outline.length);
  const button = page.getByRole('button', { name: sectionLinks.label(section.heading) });
  await button.scrollIntoViewIfNeeded();
  await button.click();
  return page.locator(`#${section.id} [role="status"]`);
}

test('each section heading offers a control that copies a link to the section', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const section = targets[0]!;
  const status = await copyLinkOf(page, section);
  await expect(status).toHaveText(sectionLinks.copied);
  // Each copy is a notice of its own, announced again (a new node in the live region), which
  // leaves the page, and the reading order, once it has been read.
  const notice = status.getByText(sectionLinks.copied);
  const first = await notice.elementHandle();
  await page.getByRole('button', { name: sectionLinks.label(section.heading) }).click();
  await expect.poll(() => notice.evaluate((node, was) => node !== was, first)).toBe(true);
  await expect(notice).toBeHidden();
  await expect(status).not.toContainText(sectionLinks.copied, { useInnerText: true });
  const address = await page.evaluate(() => navigator.clipboard.readText());
  expect(address).toBe(new URL(`${study.path}#${section.id}`, page.url()).href);
  // The copied link, opened in another tab, opens the study at that section.
  const other = await context.newPage();
  await other.goto(address);
  await expectLandedAt(other, section.id, { asked: false });
});

test('where the clipboard is blocked, the control shows the link to copy by hand', async ({
  page,
  pageConsole,
}) => {
  // The blocked clipboard: the only complaints.
  pageConsole.allow(/Clipboard API has been blocked/);
  // A host that forbids the clipboard to the page.
  await page.route(study.path, async (route) => {
    const response = await route.fetch();
    await route.fulfill({
      response,
      headers: { ...response.headers(), 'permissions-policy': 'clipboard-write=()' },
    });
  });
  const section = targets[0]!;
  const status = await copyLinkOf(page, section);
  await expect(status).toHaveText(
    `${sectionLinks.failed} ${new URL(`${study.path}#${section.id}`, page.url()).href}`,
  );
  // Moving on clears it.
  await page.keyboard.press('Tab');
  await expect(status).toBeEmpty();
});

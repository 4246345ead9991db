import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { caseStudyLinks } from '../../src/content/caseStudies';
import { gate } from '../../src/content/gate';
import { navigation } from '../../src/content/site';
import {
  asReturningVisitor,
  expectFocusUnmoved,
  firstStudy,
  gatedPaths,
  openHydrated,
  openLockedGate,
  PASSWORD,
  unlockFromGate,
  storedPassword,
  NAVIGATOR,
} from './support';

test('locked screen: the specified texts and controls, under what the study is, above how to ask for access', async ({
  page,
}) => {
  await openLockedGate(page, firstStudy.path);
  await expect(page.getByText(gate.text)).toBeVisible();
  await expect(page.getByPlaceholder(gate.placeholder)).toHaveAttribute('type', 'password');
  await expect(page.getByRole('button', { name: gate.submit })).toBeVisible();
  await expect(page.getByRole('link', { name: gate.back })).toHaveAttribute('href', '/');
  // The note for browsers without scripts exists only inside <noscript>.
  await expect(page.getByText(gate.noScript)).toHaveCount(0);
  // What the study is, in the words of its home card, and nothing more: the gate's own card
  // holds the card's words, the specification's and the way to ask for access.
  const study = caseStudyLinks[0]!;
  const card = page.locator('[data-gate-form]');
  await expect(card.getByText(study.title, { exact: true })).toBeVisible();
  await expect(card.getByText(study.teaser)).toBeVisible();
  await expect(card).toContainText(`${study.employer.name} · ${study.year}`);
  await expect(card.getByRole('link', { name: gate.accessLink })).toHaveAttribute(
    'href',
    navigation.profile.href,
  );
  const words = (text: string) => text.toLowerCase().match(/[a-z0-9]+/g) ?? [];
  const allowed = new Set(
    words(
      [
        study.title,
        study.teaser,
        study.employer.name,
        study.year,
        gate.eyebrow,
        ...[gate.title, gate.text, gate.submit, gate.back, gate.access, gate.accessLink],
        navigation.newTab,
      ].join(' '),
    ),
  );
  expect(words(await card.innerText()).filter((word) => !allowed.has(word))).toEqual([]);
});

test('wrong, then right: error and empty field, then the study; reload stays unlocked', async ({
  page,
}) => {
  await openLockedGate(page, firstStudy.path);
  await unlockFromGate(page, 'definitely-wrong');
  const error = page.getByText(gate.error);
  await expect(error).toBeVisible();
  await expect(error).toHaveCSS('color', 'rgb(180, 35, 24)');
  await expect(page.getByPlaceholder(gate.placeholder)).toHaveValue('');
  expect(await storedPassword(page)).toBeNull();

  await unlockFromGate(page);
  await expect(firstStudy.heading(page)).toBeVisible();
  await expect(firstStudy.heading(page)).toBeFocused();
  await expect(page.getByText(gate.error)).toHaveCount(0);
  expect(await storedPassword(page)).toBe(PASSWORD);

  await page.reload();
  await expect(firstStudy.heading(page)).toBeVisible();
  await expect(page.getByPlaceholder(gate.placeholder)).toHaveCount(0);
});

test('one unlock opens every other study; a fresh browser is locked again', async ({
  page,
  browser,
}) => {
  await openLockedGate(page, firstStudy.path);
  await unlockFromGate(page);
  await expect(firstStudy.heading(page)).toBeVisible();
  for (const study of caseStudyLinks.slice(1)) {
    await page.getByRole('banner').getByRole('button', { name: navigation.projects }).click();
    await page.getByRole('menuitem', { name: new RegExp(study.title) }).click();
    await expect(page).toHaveURL(study.path);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(gate.title);
    await expect(page.getByPlaceholder(gate.placeholder)).toHaveCount(0);
  }
  const fresh = await browser.newContext();
  const other = await fresh.newPage();
  await other.goto(caseStudyLinks.at(-1)!.path);
  await expect(other.getByRole('heading', { level: 1 })).toHaveText(gate.title);
  await fresh.close();
});

const badInputs: [string, string][] = [
  ['wrong case', PASSWORD.toUpperCase()],
  ['trailing space', `${PASSWORD} `],
  ['leading space', ` ${PASSWORD}`],
  ['10,000 characters', 'x'.repeat(10_000)],
  ['emoji and right-to-left text', '🔐🙂 كلمة السر שלום'],
  ['HTML and script', '<script>window.__pwned=1</script><img src=x onerror=window.__pwned=2>'],
];

/** Pastes `value` into the field, as a visitor copying from an email would. */
const paste = (page: Page, value: string) =>
  page.getByPlaceholder(gate.placeholder).evaluate((input, text) => {
    const clipboardData = new DataTransfer();
    clipboardData.setData('text/plain', text);
    input.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true }),
    );
  }, value);

test('bad input gets gate.error and nothing else, one attempt after another', async ({ page }) => {
  await openLockedGate(page, firstStudy.path);
  const field = page.getByPlaceholder(gate.placeholder);
  await test.step('an empty submit', async () => {
    await page.getByRole('button', { name: gate.submit }).click();
    await expect(page.getByText(gate.error)).toBeVisible();
  });
  const attempts: [string, () => Promise<void>][] = [
    ...badInputs.map(([name, input]): [string, () => Promise<void>] => [
      name,
      () => field.fill(input),
    ]),
    // The field keeps a pasted line break.
    ['a newline pasted after the password', () => paste(page, `${PASSWORD}\n`)],
  ];
  for (const [name, enter] of attempts) {
    await test.step(name, async () => {
      await enter();
      await expect(field).not.toHaveValue('');
      await page.getByRole('button', { name: gate.submit }).click();
      // Emptied: this attempt has been answered.
      await expect(field).toHaveValue('');
      await expect(page.getByText(gate.error)).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(gate.title);
      expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    });
  }
});

/**
 * The note that the study is opening, as the visitor sees it: the prerendered one (which the boot
 * script shows until the app takes over, then hides) or the app's own; for a moment both exist.
 */
const openingNote = (page: Page) => page.getByText(gate.opening).filter({ visible: true });

test('a returning visitor never sees the gate form, even before scripts run', async ({
  page,
  failRequests,
}) => {
  await asReturningVisitor(page);
  // Hold back the app's scripts: what shows is the prerendered page and its inline boot script.
  await failRequests(/\/assets\/.*\.js$/);
  await page.goto(firstStudy.path);
  await expect(page.locator('[data-gate-form]')).toBeHidden();
  await expect(openingNote(page)).toBeVisible();
});

test('the returning visitor then gets the study with no flash of the form', async ({ page }) => {
  await asReturningVisitor(page);
  await page.addInitScript(() => {
    (window as { __formSeen?: boolean }).__formSeen = false;
    new MutationObserver(() => {
      const form = document.querySelector('[data-gate-form]');
      if (form && getComputedStyle(form).visibility === 'visible')
        (window as { __formSeen?: boolean }).__formSeen = true;
    }).observe(document, { subtree: true, childList: true, attributes: true });
  });
  await page.goto(firstStudy.path);
  await expect(firstStudy.heading(page)).toBeVisible();
  expect(await page.evaluate(() => (window as { __formSeen?: boolean }).__formSeen)).toBe(false);
});

test('a returning visitor’s study opens where it loads, taking no focus: the first Tab is the skip link', async ({
  page,
}) => {
  await asReturningVisitor(page);
  for (const path of gatedPaths) {
    await page.goto(path);
    // Open, every section in: the navigator comes last.
    await expect(page.locator(NAVIGATOR)).toBeVisible();
    await expectFocusUnmoved(page);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: navigation.skipLink })).toBeFocused();
  }
});

test('a returning visitor who follows a link to a study has its heading focused as it opens', async ({
  page,
}) => {
  await asReturningVisitor(page);
  await openHydrated(page, '/');
  await page.locator(`main a[href="${firstStudy.path}"]`).first().click();
  await expect(firstStudy.heading(page)).toBeFocused();
});

test('focus a returning visitor places before the study lands stays there', async ({ page }) => {
  await asReturningVisitor(page);
  // The study's sealed content waits until the visitor has moved focus.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(new RegExp(`/assets/${firstStudy.slug}-[\\w-]+\\.js$`), async (route) => {
    await held;
    await route.fallback();
  });
  await page.goto(firstStudy.path);
  await expect(openingNote(page)).toBeVisible();
  const leadership = page.locator(`header a[href="${navigation.leadership.href}"]`);
  await leadership.focus();
  release();
  await expect(page.locator(NAVIGATOR)).toBeVisible();
  await expect(leadership).toBeFocused();
});

test('without JavaScript a gated page shows the gate and why it cannot open, and no form', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const path of gatedPaths) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(gate.title);
    // Playwright's text selectors skip <noscript>, whose content shows here all the same.
    await expect(page.locator('noscript p')).toHaveText(gate.noScript);
    await expect(page.locator('noscript p')).toBeVisible();
    await expect(page.getByLabel(gate.label)).toBeHidden();
    await expect(page.getByRole('button', { name: gate.submit })).toBeHidden();
    await expect(page.getByRole('link', { name: gate.back })).toBeVisible();
  }
  await context.close();
});

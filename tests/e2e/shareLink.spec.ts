import { expect, test } from './fixtures';
import { execFileSync } from 'node:child_process';
import type { Page } from '@playwright/test';
import { shareFragment } from '../../src/boot/protocol';
import { caseStudyLinks } from '../../src/content/caseStudies';
import { gate } from '../../src/content/gate';
import { sectionOutline } from '../../src/content/sectionOutline';
import { STORAGE_KEY } from '../../src/gate/storage';
import { sealedStudy } from '../shared/sealedStudies';
import { currentRecipients, linkKeyFor, withdrawnRecipient } from '../shared/shareRecipients';
import { expectLandedAt, openHydrated, PASSWORD, storedPassword } from './support';

const [study] = caseStudyLinks;
const last = caseStudyLinks.at(-1)!;
/** The section the links land on: one deep in the study, which needs a long scroll. */
const { id: section } = sectionOutline(sealedStudy(study!.slug).sections)[3]!;

/** The last line `npm run share-link` prints, for this server. */
function shareLink(target: string, recipient: string, baseURL: string) {
  const output = execFileSync(
    'node',
    ['tooling/sealing/share-link.mjs', target, '--for', recipient, '--base', baseURL],
    { encoding: 'utf8', env: { ...process.env, SITE_PASSWORD: PASSWORD } },
  );
  return output.trim().split('\n').at(-1)!;
}

const expectStudyOpen = (page: Page) =>
  expect(page.getByRole('heading', { level: 1 })).not.toHaveText(gate.title);

for (const name of currentRecipients) {
  test(`${name}’s link lands on its section and opens every study, keeping its own key and no password`, async ({
    page,
    baseURL,
  }) => {
    const link = shareLink(`${study!.path}#${section}`, name, baseURL!);
    const key = new URL(link).hash.split('access=')[1];
    expect(key).toBe(await linkKeyFor(name));
    await openHydrated(page, link);
    await expectStudyOpen(page);
    await expectLandedAt(page, section, { asked: false });
    // Nothing of the link stays in the address; the storage holds its key, not the password.
    await expect(page).toHaveURL(`${baseURL}${study!.path}#${section}`);
    expect(await storedPassword(page)).toBe(key);
    await page.reload();
    await expectStudyOpen(page);
    for (const study of caseStudyLinks) {
      await page.goto(study.path);
      await expectStudyOpen(page);
      await expect(page.getByPlaceholder(gate.placeholder)).toHaveCount(0);
    }
  });
}

for (const [name, fragment] of [
  ['a withdrawn link', async () => shareFragment(await linkKeyFor(withdrawnRecipient), section)],
  ['a damaged link', async () => `#${section}&access=%%%`],
  [
    'a link carrying the password, as links once did',
    async () => `#${section}&access=${Buffer.from(PASSWORD).toString('base64url')}`,
  ],
] as const) {
  test(`${name} shows the plain gate with its error, and keeps nothing of it`, async ({ page }) => {
    await openHydrated(page, `${study!.path}${await fragment()}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(gate.title);
    await expect(page.getByText(gate.error)).toBeVisible();
    await expect(page.getByPlaceholder(gate.placeholder)).toBeVisible();
    expect(new URL(page.url()).hash).toBe(`#${section}`);
    expect(await storedPassword(page)).toBeNull();
  });
}

test('a return visit with a withdrawn link’s key meets the gate, without an error', async ({
  page,
}) => {
  const key = await linkKeyFor(withdrawnRecipient);
  await page.addInitScript(
    ([storageKey, value]) => localStorage.setItem(storageKey!, value!),
    [STORAGE_KEY, key],
  );
  await openHydrated(page, last.path);
  await expect(page.getByPlaceholder(gate.placeholder)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(gate.title);
  await expect(page.getByText(gate.error)).toHaveCount(0);
});

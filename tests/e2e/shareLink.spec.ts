import { expect, test } from './fixtures';
import { execFileSync } from 'node:child_process';
import { shareFragment } from '../../src/boot/protocol';
import { caseStudyLinks } from '../../src/content/caseStudies';
import { gate } from '../../src/content/gate';
import { expectLandedAt, openHydrated, PASSWORD, storedPassword } from './support';

/** The last line `npm run share-link` prints, for this server. */
function shareLink(target: string, baseURL: string) {
  const output = execFileSync(
    'node',
    ['tooling/sealing/share-link.mjs', target, '--base', baseURL],
    {
      encoding: 'utf8',
      env: { ...process.env, SITE_PASSWORD: PASSWORD },
    },
  );
  return output.trim().split('\n').at(-1)!;
}

test('a share link opens the studies without typing and lands on its section, leaving no secret in the address', async ({
  page,
  baseURL,
}) => {
  const link = shareLink('/payment-overhaul#results', baseURL!);
  expect(link).toBe(`${baseURL}/payment-overhaul${shareFragment(PASSWORD, 'results')}`);
  await openHydrated(page, link);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(gate.title);
  await expectLandedAt(page, 'results');
  await expect(page).toHaveURL(`${baseURL}/payment-overhaul#results`);
  expect(await storedPassword(page)).toBe(PASSWORD);
  // As if typed: the other studies are open too, and a reload keeps them so.
  await page.goto(caseStudyLinks[2]!.path);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(gate.title);
  await expect(page.getByPlaceholder(gate.placeholder)).toHaveCount(0);
});

for (const [name, fragment] of [
  ['an outdated link', shareFragment(`${PASSWORD}-before-it-changed`, 'results')],
  ['a damaged link', '#results&access=%%%'],
] as const) {
  test(`${name} shows the plain gate with its error, and keeps nothing of it`, async ({ page }) => {
    await openHydrated(page, `/payment-overhaul${fragment}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(gate.title);
    await expect(page.getByText(gate.error)).toBeVisible();
    await expect(page.getByPlaceholder(gate.placeholder)).toBeVisible();
    expect(new URL(page.url()).hash).toBe('#results');
    expect(await storedPassword(page)).toBeNull();
  });
}

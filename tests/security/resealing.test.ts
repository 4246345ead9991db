// @vitest-environment node
import { rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studyBodies } from '../shared/studyBodies';
import { buildSite, siteUnderTest } from '../build/buildSite';
import { currentRecipients, withdrawnRecipient } from '../shared/shareRecipients';
import {
  contentKeyFromLink,
  contentKeyFromPassword,
  decrypt,
  linkEntry,
  recipientKey,
  sealedIndex,
} from './sealedBuild';

// The site under test built again with its password, as an owner does to withdraw a share link:
// what sealing does on every build, whoever's studies it seals (so not run for the second owner,
// tooling/runner/secondOwner.mjs). What the site under test seals: sealing.test.ts.

const root = path.resolve(__dirname, '../..');
const workDir = path.join(root, '.resealed-tests');

/** The site under test. */
let first: Awaited<ReturnType<typeof siteUnderTest>>;
/** The same password, rebuilt without the first recipient, the withdrawn one still listed. */
let second: Awaited<ReturnType<typeof buildSite>>;
const dropped = currentRecipients[0]!;
const kept = currentRecipients.slice(1);
const key = (name: string) => recipientKey(first.password, name);

beforeAll(async () => {
  rmSync(workDir, { recursive: true, force: true });
  first = await siteUnderTest(path.join(workDir, 'first'));
  second = await buildSite(
    path.join(workDir, 'second'),
    first.password,
    root,
    [...kept, `${withdrawnRecipient}:2020-01-01`].join(','),
  );
  expect(second.status, second.output).toBe(0);
}, 300_000);

afterAll(() => rmSync(workDir, { recursive: true, force: true }));

describe('a second build with the same password', () => {
  it('uses different content keys, salts and IVs', async () => {
    const [a, b] = await Promise.all([sealedIndex(first.dist), sealedIndex(second.dist)]);
    expect(a.salt).not.toBe(b.salt);
    expect(contentKeyFromPassword(a, first.password)).not.toEqual(
      contentKeyFromPassword(b, second.password),
    );
    for (const slug of Object.keys(a.studies)) {
      expect((await a.studies[slug]!()).default.iv).not.toBe((await b.studies[slug]!()).default.iv);
    }
  });

  it('leaves out a name whose last day has passed, with a warning', async () => {
    expect(linkEntry(await sealedIndex(second.dist), key(withdrawnRecipient))).toBeUndefined();
    expect(second.output).toContain(
      'SITE_SHARES: 1 recipient left out, the last day having passed',
    );
  });

  it('without a name refuses its old link, while the others and the password still open the studies', async () => {
    const index = await sealedIndex(second.dist);
    const content = contentKeyFromPassword(index, second.password);
    expect(linkEntry(index, key(dropped))).toBeUndefined();
    // Not under another id either: the dropped name's key unwraps nothing the build lists.
    for (const wrapped of Object.values(index.wrappedForLinks))
      expect(() =>
        contentKeyFromLink({ ...index, wrappedForLinks: { any: wrapped } }, key(dropped)),
      ).toThrow();
    for (const name of kept) expect(contentKeyFromLink(index, key(name))).toEqual(content);
    const study = studyBodies[0]!;
    const box = (await index.studies[study.slug]!()).default;
    expect(JSON.parse(decrypt(content, box, study.slug)).body).toEqual(study);
  });
});

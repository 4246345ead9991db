import { describe, expect, it, vi } from 'vitest';
import { shareLink } from '../../tooling/sealing/shareLink';
import { opensOn, parseShares } from '../../tooling/sealing/siteShares';
import {
  assertStrongPassword,
  MINIMUM_DAYS,
  readableDuration,
} from '../../tooling/sealing/passwordStrength';
import { takeShareFragment } from '../../src/boot/protocol';
import { caseStudyLinks } from '../../src/content/caseStudies';
import { owner } from '../../src/content/owner';
import { sectionOutline } from '../../src/content/sectionOutline';
import { studyBody } from '../shared/studyBodies';
import { recipientKey } from './sealedBuild';

const SHARES = 'acme-corp, globex,old-firm:2026-01-01';
/** The last study, and its last section: any study and section would do. */
const study = caseStudyLinks.at(-1)!;
const section = sectionOutline(studyBody(study.slug).body.sections).at(-1)!.id;
const link = (options: Partial<Parameters<typeof shareLink>[0]>) =>
  shareLink({
    password: 'pw',
    recipient: 'acme-corp',
    shares: SHARES,
    today: '2026-01-01',
    ...options,
  });

/** Every form a password could take in an address. */
const encodings = (password: string) => {
  const bytes = Buffer.from(password);
  return [
    password,
    encodeURIComponent(password),
    bytes.toString('base64'),
    bytes.toString('base64').replace(/=+$/, ''),
    bytes.toString('base64url'),
    bytes.toString('hex'),
    bytes.toString('hex').toUpperCase(),
  ];
};

describe('npm run share-link', () => {
  it('links the first study on the site’s URL by default, with the recipient’s own key in the fragment', async () => {
    const { link: url, recipient } = await link({});
    const parsed = new URL(url);
    expect(`${parsed.origin}${parsed.pathname}`).toBe(`${owner.siteUrl}${caseStudyLinks[0]!.path}`);
    expect(parsed.search).toBe('');
    expect(takeShareFragment(parsed.hash)).toEqual({
      key: recipientKey('pw', 'acme-corp').toString('base64url'),
      rest: '',
    });
    expect(recipient).toEqual({ name: 'acme-corp', lastDay: null });
  });

  it('keeps a section and takes another base; each recipient has a key of its own', async () => {
    const target = `${study.path}#${section}`;
    const acme = (await link({ target, base: 'http://localhost:4173' })).link;
    expect(acme).toMatch(new RegExp(`^http://localhost:4173${target}&access=[\\w-]{43}$`));
    expect(takeShareFragment(new URL(acme).hash).rest).toBe(`#${section}`);
    const globex = (await link({ target, recipient: 'globex' })).link;
    expect(new URL(globex).hash).not.toBe(new URL(acme).hash);
  });

  it('carries no form of the password: plain, percent-encoded, base64, base64url or hex', async () => {
    for (const password of ['portfolio-demo-2025', 'ünïcode & spaces=', 'aaaaaaaaaaaaaaaa']) {
      const fragment = decodeURIComponent(new URL((await link({ password })).link).hash);
      for (const form of encodings(password)) expect(fragment, form).not.toContain(form);
      // Nor a piece long enough to matter.
      for (const form of encodings(password).filter((text) => text.length >= 8))
        expect(fragment, form).not.toContain(form.slice(0, 8));
    }
  });

  it('refuses, saying why, a recipient SITE_SHARES does not list or whose last day has passed, and no recipient', async () => {
    await expect(link({ recipient: 'initech' })).rejects.toThrow(
      '"initech" is not in SITE_SHARES (SITE_SHARES names acme-corp, globex, old-firm): add it there, rebuild and deploy, then ask again',
    );
    await expect(link({ recipient: 'old-firm', today: '2026-01-01' })).resolves.toBeTruthy();
    await expect(link({ recipient: 'old-firm', today: '2026-01-02' })).rejects.toThrow(
      'the last day of "old-firm", 2026-01-01, has passed, so its link no longer opens',
    );
    await expect(link({ recipient: undefined })).rejects.toThrow(
      'say who the link is for with --for NAME (SITE_SHARES names acme-corp, globex, old-firm)',
    );
    await expect(link({ shares: '' })).rejects.toThrow('SITE_SHARES names no one');
  });

  it('refuses a page that is no study, or a section the study does not have, saying what can be', async () => {
    await expect(link({ target: '/leadership' })).rejects.toThrow(
      `/leadership is not a case study: use one of ${caseStudyLinks.map((study) => study.path).join(', ')}`,
    );
    await expect(link({ target: `${study.path}#nowhere` })).rejects.toThrow(
      new RegExp(`^${study.path} has no section #nowhere: use one of #\\w`),
    );
  });
});

describe('SITE_SHARES', () => {
  it('names recipients, each with an optional last day', () => {
    expect(parseShares(' acme-corp ,globex,old-firm:2026-01-01,')).toEqual([
      { name: 'acme-corp', lastDay: null },
      { name: 'globex', lastDay: null },
      { name: 'old-firm', lastDay: '2026-01-01' },
    ]);
    expect(parseShares('')).toEqual([]);
  });

  it.each([
    ['acme corp', '"acme corp" is not a name'],
    ['acme:2026-01-01:x', '"acme:2026-01-01:x" is not a name'],
    ['acme:2026-02-30', '"acme:2026-02-30" has no valid last day: write it as YYYY-MM-DD'],
    ['acme:tomorrow', '"acme:tomorrow" has no valid last day'],
    ['acme,globex,acme:2027-01-01', 'SITE_SHARES names "acme" twice'],
  ])('refuses %j, saying why', (text, message) => {
    expect(() => parseShares(text)).toThrow(message);
  });

  it('opens a link through its last day, in UTC', () => {
    const [recipient] = parseShares('old-firm:2026-01-01');
    expect(opensOn(recipient!, '2025-12-31')).toBe(true);
    expect(opensOn(recipient!, '2026-01-01')).toBe(true);
    expect(opensOn(recipient!, '2026-01-02')).toBe(false);
  });
});

describe('the password-strength check', () => {
  it('says how long a strong password holds', () => {
    const log = vi.fn();
    assertStrongPassword('tundra-velvet-orbit-kettle', log, false);
    expect(log).toHaveBeenCalledWith(
      expect.stringMatching(
        /^Site password: about [\d,]+ years to guess offline: zxcvbn estimates/,
      ),
    );
  });

  it('stops a password that holds less than 30 days, unless ALLOW_WEAK_PASSWORD=1', () => {
    const log = vi.fn();
    // The owner's name counts as known to a guesser.
    expect(() => assertStrongPassword('alexrivera2025', log, false)).toThrow(
      `under the ${MINIMUM_DAYS} days this build asks for`,
    );
    expect(log).not.toHaveBeenCalled();
    assertStrongPassword('password123', log, true);
    expect(log).toHaveBeenCalledWith(
      expect.stringContaining('ALLOW_WEAK_PASSWORD=1 is set: building anyway.'),
    );
  });

  it('reads durations as people do', () => {
    expect(readableDuration(0.04)).toBe('less than a second');
    expect(readableDuration(90)).toBe('about 2 minutes');
    expect(readableDuration(86_400 * 41)).toBe('about 41 days');
    expect(readableDuration(86_400 * 365 * 2_300)).toBe('about 2,300 years');
  });
});

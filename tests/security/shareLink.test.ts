import { describe, expect, it } from 'vitest';
import { shareLink } from '../../tooling/sealing/shareLink';
import { takeShareFragment } from '../../src/boot/protocol';
import { caseStudyLinks } from '../../src/content/caseStudies';
import { owner } from '../../src/content/owner';

describe('npm run share-link', () => {
  it('links the first study on the site’s URL by default, the password only in the fragment', async () => {
    const link = new URL(await shareLink({ password: 'ünïcode & spaces=' }));
    expect(`${link.origin}${link.pathname}`).toBe(`${owner.siteUrl}${caseStudyLinks[0]!.path}`);
    expect(link.search).toBe('');
    expect(takeShareFragment(link.hash)).toEqual({ password: 'ünïcode & spaces=', rest: '' });
  });

  it('keeps a section and takes another base', async () => {
    const link = await shareLink({
      target: '/payment-overhaul#results',
      base: 'http://localhost:4173',
      password: 'pw',
    });
    expect(link).toMatch(/^http:\/\/localhost:4173\/payment-overhaul#results&access=[\w-]+$/);
    expect(takeShareFragment(new URL(link).hash)).toEqual({ password: 'pw', rest: '#results' });
  });

  it('refuses a page that is no study, or a section the study does not have, saying what can be', async () => {
    await expect(shareLink({ target: '/leadership', password: 'pw' })).rejects.toThrow(
      `/leadership is not a case study: use one of ${caseStudyLinks.map((study) => study.path).join(', ')}`,
    );
    await expect(shareLink({ target: '/smartscan#nowhere', password: 'pw' })).rejects.toThrow(
      /^\/smartscan has no section #nowhere: use one of #\w/,
    );
  });
});

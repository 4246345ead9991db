// @vitest-environment node
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteMap } from '../../src/content/siteMap';
import type { CaseStudyBody } from '../../src/content/types';
import { contentFolders, imageCacheDir } from '../../tooling/content/contentFolders';
import { optimizeSvg } from '../../tooling/images/optimizeImages';
import { assertNothingSealedLeaks, LEAK_WORDS } from '../../tooling/sealing/leakGuard';
import { alsoQuoted, quoted, quoting, wordsOf } from './sealedPassages';
import { filesUnder } from '../files';
import { studyBodies, studyBody } from '../shared/studyBodies';
import { edit, siteUnderTest } from '../build/buildSite';
import { currentRecipients, withdrawnRecipient } from '../shared/shareRecipients';
import {
  contentKeyFromLink,
  contentKeyFromPassword,
  decrypt,
  linkEntry,
  recipientKey,
  sealedIndex,
} from './sealedBuild';

const root = path.resolve(__dirname, '../..');
const workDir = path.join(root, '.sealed-tests');

const bodies = studyBodies;

/**
 * Distinctive sentences of a sealed body, none of which may appear in any built file: its hero's
 * lede, and every title of a group, card or phase and every step's note of five words or more.
 */
function phrasesOf(body: CaseStudyBody) {
  const found: string[] = [];
  const walk = (value: unknown, key: string) => {
    if (typeof value === 'string') {
      if (['lede', 'title', 'note'].includes(key) && value.split(' ').length >= 5)
        found.push(value);
    } else if (Array.isArray(value)) value.forEach((item) => walk(item, key));
    else if (value && typeof value === 'object')
      for (const [name, inner] of Object.entries(value)) walk(inner, name);
  };
  walk(body.sections, '');
  walk(body.hero.lede, 'lede');
  return found;
}

/** A study's speaker notes, eight words of them. */
const noted = studyBodies.find((body) => body.hero.notes)!;
const notedWords = noted.hero.notes!.split(' ').slice(0, 8).join(' ');
/** Two pictures only the studies show (one, twice, where there is one). */
const [sealedSvg, otherSealed = sealedSvg] = readdirSync(contentFolders.sealedDir)
  .filter((file) => file.endsWith('.svg'))
  .sort();

/** The recipients the site under test shares links with: two current, one whose last day has passed. */
const RECIPIENTS = [...currentRecipients, withdrawnRecipient];

/** The site under test. */
let first: Awaited<ReturnType<typeof siteUnderTest>>;

beforeAll(async () => {
  rmSync(workDir, { recursive: true, force: true });
  first = await siteUnderTest(path.join(workDir, 'first'));
}, 300_000);

afterAll(() => rmSync(workDir, { recursive: true, force: true }));

describe('sealed case studies', () => {
  it('every study has sentences of its own to search for', () => {
    for (const body of bodies) expect(phrasesOf(body).length, body.slug).toBeGreaterThan(0);
  });

  it('no built file contains the password or any phrase from a study, in its text or its name', () => {
    const needles = [first.password, ...bodies.flatMap(phrasesOf)];
    const hits: string[] = [];
    for (const file of [...filesUnder(first.dist), ...filesUnder(first.ssr)]) {
      const text = readFileSync(file).toString('utf8');
      for (const needle of needles) {
        if (text.includes(needle) || path.basename(file).includes(needle))
          hits.push(`${path.relative(workDir, file)}: ${needle}`);
      }
    }
    expect(hits).toEqual([]);
  });

  it('round-trips: the right password decrypts every study back to its source', async () => {
    const index = await sealedIndex(first.dist);
    const key = contentKeyFromPassword(index, first.password);
    expect(Object.keys(index.studies).sort()).toEqual(bodies.map((body) => body.slug).sort());
    for (const body of bodies) {
      const box = (await index.studies[body.slug]!()).default;
      expect(JSON.parse(decrypt(key, box, body.slug)).body).toEqual(body);
    }
  });

  it('a wrong password, or a box moved to another study, fails authentication', async () => {
    const index = await sealedIndex(first.dist);
    for (const wrong of ['wrong', `${first.password} `, first.password.toUpperCase()])
      expect(() => contentKeyFromPassword(index, wrong)).toThrow();
    const [one, another] = bodies;
    const box = (await index.studies[one!.slug]!()).default;
    const key = contentKeyFromPassword(index, first.password);
    expect(() => decrypt(key, box, another!.slug)).toThrow();
  });

  it('uses at least 600,000 PBKDF2 iterations, a 16-byte salt and 12-byte IVs', async () => {
    const index = await sealedIndex(first.dist);
    expect(index.iterations).toBeGreaterThanOrEqual(600_000);
    expect(Buffer.from(index.salt, 'base64')).toHaveLength(16);
    for (const load of Object.values(index.studies)) {
      expect(Buffer.from((await load()).default.iv, 'base64')).toHaveLength(12);
    }
  });
});

describe('share links', () => {
  const key = (name: string) => recipientKey(first.password, name);

  it('each current recipient’s own key opens the studies; a name whose last day has passed is left out', async () => {
    const index = await sealedIndex(first.dist);
    const content = contentKeyFromPassword(index, first.password);
    expect(Object.keys(index.wrappedForLinks)).toHaveLength(currentRecipients.length);
    for (const name of currentRecipients)
      expect(contentKeyFromLink(index, key(name))).toEqual(content);
    expect(linkEntry(index, key(withdrawnRecipient))).toBeUndefined();
  });

  it('the wrapped-key list names no recipient, in any encoding, and its order says nothing', async () => {
    const forms = RECIPIENTS.flatMap((name) => {
      const bytes = Buffer.from(name);
      return [name, bytes.toString('base64'), bytes.toString('base64url'), bytes.toString('hex')];
    });
    const hits = [...filesUnder(first.dist), ...filesUnder(first.ssr)].flatMap((file) => {
      const text = readFileSync(file).toString('utf8');
      return forms.filter((form) => text.includes(form)).map((form) => `${file}: ${form}`);
    });
    expect(hits).toEqual([]);
    const ids = Object.keys((await sealedIndex(first.dist)).wrappedForLinks);
    expect(ids).toEqual([...ids].sort());
  });
});

describe('the page boot script', () => {
  const pages = () =>
    readdirSync(first.dist)
      .filter((file) => file.endsWith('.html'))
      .map((file) => ({ file, html: readFileSync(path.join(first.dist, file), 'utf8') }));

  it('is the only script a page starts with, and the CSP allows exactly it', () => {
    const headers = readFileSync(path.join(first.dist, '_headers'), 'utf8');
    const scriptSources = (headers.match(/script-src ([^;]+)/)?.[1] ?? '').trim().split(/\s+/);
    expect(pages()).toHaveLength(siteMap.length);
    for (const { file, html } of pages()) {
      // Structured data (type="application/ld+json") is data, never run.
      const scripts = [
        ...html.matchAll(/<script(?! type="application\/ld\+json")([^>]*)>([\s\S]*?)<\/script>/g),
      ];
      expect(scripts, file).toHaveLength(1);
      const [, attributes = '', code = ''] = scripts[0] ?? [];
      expect(attributes, file).not.toMatch(/\bsrc=/);
      expect(html, file).not.toContain('rel="modulepreload"');
      const hash = `'sha256-${createHash('sha256').update(code).digest('base64')}'`;
      expect(scriptSources).toEqual(["'self'", hash]);
    }
  });

  it('names modules that exist, and on case studies what opening one loads', () => {
    for (const { file, html } of pages()) {
      const lists = [...html.matchAll(/data-(entry|preload|sealed)="([^"]*)"/g)];
      const urls = lists.flatMap(([, , list = '']) => list.split(' ').filter(Boolean));
      expect(urls.length, file).toBeGreaterThan(1);
      for (const url of urls) expect(existsSync(path.join(first.dist, url)), url).toBe(true);
      const gated = bodies.some((body) => file === `${body.slug}.html`);
      expect(html.includes('data-gated'), file).toBe(gated);
      expect(html.includes('data-sealed'), file).toBe(gated);
    }
  });
});

describe('the leak guard', () => {
  const planted = path.join(workDir, 'planted');
  const folders = {
    ...contentFolders,
    publicDir: path.join(root, 'public'),
    cacheDir: imageCacheDir,
    warn: () => undefined,
  };

  it('passes the real build', async () => {
    await expect(assertNothingSealedLeaks(first.dist, folders)).resolves.toBeUndefined();
  });

  it(`fails on ${LEAK_WORDS} consecutive words of a study, naming the file and the words`, async () => {
    cpSync(first.dist, planted, { recursive: true });
    edit(path.join(planted, 'leadership.html'), (html) =>
      html.replace('</main>', `<p>${alsoQuoted.text}.</p></main>`),
    );
    const script = readdirSync(path.join(planted, 'assets')).find((file) => file.endsWith('.js'))!;
    // Escaped as a minifier writes it: the guard reads what a visitor would.
    edit(
      path.join(planted, 'assets', script),
      (code) => `${code}\n${JSON.stringify(quoted.text).replace(/ /, '\\u0020')};`,
    );
    // Fewer words of a study are not a quotation.
    writeFileSync(
      path.join(planted, 'four.txt'),
      wordsOf(alsoQuoted.text)
        .split(' ')
        .slice(0, LEAK_WORDS - 1)
        .join(' '),
    );
    // Speaker notes are sealed with their study: the presenter's talking points are not public.
    writeFileSync(path.join(planted, 'notes.txt'), `Tip: ${notedWords}`);
    // A sealed picture as the build would minify it, under a name that says nothing, and one
    // named by its path.
    writeFileSync(
      path.join(planted, 'assets/a3f9.svg'),
      optimizeSvg(readFileSync(path.join(contentFolders.sealedDir, sealedSvg!), 'utf8')),
    );
    writeFileSync(path.join(planted, 'links.txt'), `see /uploads/${otherSealed}`);

    const error = await assertNothingSealedLeaks(planted, folders).then(
      () => new Error('no leak found'),
      (failure: Error) => failure,
    );
    const lines = error.message.split('\n');
    expect(lines).toHaveLength(8);
    const where = { slug: noted.slug, file: studyBody(noted.slug).file, field: 'hero.notes' };
    expect(lines).toEqual(
      expect.arrayContaining([
        `public output quotes ${LEAK_WORDS} or more consecutive words of a sealed case study:`,
        expect.stringMatching(
          new RegExp(`assets/.+\\.js: "${wordsOf(quoted.text)}", sealed in ${quoted.slug}'s `),
        ),
        expect.stringContaining(quoting('leadership.html', alsoQuoted, wordsOf(alsoQuoted.text))),
        expect.stringContaining(quoting('notes.txt', where, wordsOf(notedWords))),
        'public output holds pictures or clips only sealed case studies show:',
        expect.stringMatching(
          new RegExp(`assets/a3f9\\.svg: the sealed picture /uploads/${sealedSvg}$`),
        ),
        expect.stringMatching(
          new RegExp(`links\\.txt: the sealed picture /uploads/${otherSealed}$`),
        ),
      ]),
    );
  });
});

import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caseStudyLinks } from '../../src/content/caseStudies';
import { owner } from '../../src/content/owner';
import { sharePreviewFor, sharePreviews, sharePreviewSize } from '../../src/content/sharePreviews';
import { siteMap } from '../../src/content/siteMap';
import { filesUnder } from '../files';
import { siteUnderTest } from './buildSite';

const root = path.resolve(__dirname, '../..');
// Inside the project: the server bundle finds its dependencies in node_modules.
const work = path.join(root, '.public-output-tests');
let dist = '';

/** The prerendered file of a page. */
const pageHtml = (pagePath: string) =>
  readFileSync(
    path.join(dist, pagePath === '/' ? 'index.html' : `${pagePath.slice(1)}.html`),
    'utf8',
  );
const meta = (html: string, attribute: 'name' | 'property', key: string) =>
  new RegExp(`<meta ${attribute}="${key.replace(/[+]/g, '\\$&')}" content="([^"]*)"`).exec(
    html,
  )?.[1];
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    ([, data]) => JSON.parse(data!) as Record<string, unknown>,
  );

beforeAll(async () => {
  rmSync(work, { recursive: true, force: true });
  dist = (await siteUnderTest(work)).dist;
}, 300_000);

afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('what a build publishes', () => {
  it('carries no build leftovers', () => {
    expect(existsSync(path.join(dist, '.vite'))).toBe(false);
    expect(
      readdirSync(dist, { recursive: true }).filter((file) => /manifest/.test(String(file))),
    ).toEqual([]);
  });

  it("ships its libraries' production builds, without their development warnings", () => {
    // Text only the development builds of react-router (which its package exports resolve
    // by default) and of React DOM carry.
    const markers = ['No routes matched location', 'Each child in a list should have a unique'];
    const scripts = readdirSync(path.join(dist, 'assets')).filter((file) => file.endsWith('.js'));
    const hits = scripts.flatMap((file) => {
      const text = readFileSync(path.join(dist, 'assets', file), 'utf8');
      return markers
        .filter((marker) => text.includes(marker))
        .map((marker) => `${file}: ${marker}`);
    });
    expect(scripts.length).toBeGreaterThan(0);
    expect(hits).toEqual([]);
  });

  it("gives every page the site's icon in its head, drawn as public/favicon.svg, at no request", async () => {
    const pixels = (svg: string) => sharp(Buffer.from(svg)).resize(64, 64).raw().toBuffer();
    const source = await pixels(readFileSync(path.join(root, 'public/favicon.svg'), 'utf8'));
    for (const page of siteMap) {
      const icons = [...pageHtml(page.path).matchAll(/<link rel="icon"[^>]* href="([^"]*)"/g)];
      expect(icons, page.path).toHaveLength(1);
      const [, href] = icons[0]!;
      expect(href).toMatch(/^data:image\/svg\+xml,/);
      expect(await pixels(decodeURIComponent(href!.slice(href!.indexOf(',') + 1)))).toEqual(source);
    }
  });

  it('draws one 1200×630 preview image per page, each different', async () => {
    const digests = new Set<string>();
    for (const preview of sharePreviews) {
      const file = path.join(dist, preview.src);
      const { width, height, format } = await sharp(file).metadata();
      expect({ width, height, format }, preview.src).toEqual({
        ...sharePreviewSize,
        format: 'png',
      });
      digests.add(createHash('sha256').update(readFileSync(file)).digest('hex'));
    }
    expect(sharePreviews.map((preview) => preview.path)).toEqual(
      siteMap.filter((page) => !page.notFound).map((page) => page.path),
    );
    expect(digests.size).toBe(sharePreviews.length);
  });

  it('names each page its own preview, with its size and words, for Open Graph and Twitter', () => {
    for (const page of siteMap) {
      const html = pageHtml(page.path);
      const preview = sharePreviewFor(page.path);
      const image = `${owner.siteUrl}${preview.src}`;
      expect(meta(html, 'property', 'og:image'), page.path).toBe(image);
      expect(meta(html, 'property', 'og:image:width')).toBe(String(sharePreviewSize.width));
      expect(meta(html, 'property', 'og:image:height')).toBe(String(sharePreviewSize.height));
      expect(meta(html, 'property', 'og:image:alt')).toBe(preview.alt.replace(/&/g, '&amp;'));
      expect(meta(html, 'name', 'twitter:card')).toBe('summary_large_image');
      expect(meta(html, 'name', 'twitter:image')).toBe(image);
      expect(existsSync(path.join(dist, preview.src))).toBe(true);
    }
  });

  it('describes the owner as a schema.org Person on the home page only', () => {
    const [person, ...rest] = jsonLd(pageHtml('/'));
    expect(rest).toEqual([]);
    expect(person).toMatchObject({ '@context': 'https://schema.org', '@type': 'Person' });
    const { name, jobTitle, url, sameAs } = person!;
    expect({ name, jobTitle, url, sameAs }).toEqual({
      name: owner.name,
      jobTitle: owner.role,
      url: `${owner.siteUrl}/`,
      sameAs: [owner.profile.href],
    });
    for (const page of siteMap.filter((entry) => entry.path !== '/'))
      expect(jsonLd(pageHtml(page.path)), page.path).toEqual([]);
  });

  it('the dev-only motion tuner and leva are not in the build', () => {
    // Literal strings of src/motion/tuner/ and class prefixes of leva's own code.
    const markers = ['Copy as code', 'Motion tokens', 'motion-tuner', 'leva__root', 'leva__panel'];
    const hits = filesUnder(dist).flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return markers
        .filter((marker) => text.includes(marker))
        .map((marker) => `${path.basename(file)}: ${marker}`);
    });
    expect(hits).toEqual([]);
  });

  it('each study is its own chunk', () => {
    const assets = readdirSync(path.join(dist, 'assets'));
    for (const study of caseStudyLinks) {
      expect(
        assets.filter((file) => file.startsWith(`${study.slug}-`) && file.endsWith('.js')),
      ).toHaveLength(1);
    }
  });
});

import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ImageManifest } from 'virtual:image-manifest';
import { imageFacts, optimizeSvg, publishedSvg } from '../../tooling/images/optimizeImages';
import { plaintextForms } from '../../tooling/sealing/sealImages';
import { siteImages, type ImageFolders, type NamedImage } from '../../tooling/images/siteImages';
import { variantWidths } from '../../src/styles/imageSlots';
import { imageCacheDir } from '../../tooling/content/contentFolders';
import { filesUnder } from '../files';
import { buildSite, copyProject, edit, withSection } from '../build/buildSite';
import { caseStudyLinks } from '../../src/content/caseStudies';
import type { CaseStudyLink } from '../../src/content/types';
import { studyBody } from '../shared/studyBodies';
import { randomBytes } from 'node:crypto';
import { contentKeyFromPassword, decrypt, openFile, sealedIndex } from './sealedBuild';

const root = path.resolve(__dirname, '../..');
// Inside the project: the server bundle finds its dependencies in node_modules.
const work = path.join(root, '.sealed-pictures-tests');
const project = path.join(work, 'project');
const password = `pw-${randomBytes(12).toString('base64url')}`;

/** A PNG of gradients and seeded noise: it compresses like a photo. */
function photoPng(width: number, height: number) {
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 7;
  for (let at = 0; at < pixels.length; at += 1) {
    seed = (seed * 1103515245 + 12345) >>> 0;
    pixels[at] = ((at % (width * 3)) * 200) / (width * 3) + ((seed >>> 24) % 32);
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

/** The design tool's host, on loopback: exported frames with an ETag, and one that fails. */
const host = {
  server: undefined as Server | undefined,
  origin: '',
  frames: new Map<string, { type: string; bytes: Buffer }>(),
  /** Full responses sent, by path (a 304 is not one). */
  sent: new Map<string, number>(),
  failing: new Set<string>(),
};
const frameUrl = (name: string) => `${host.origin}/frames/${name}`;

const folders = (): ImageFolders => ({
  publicDir: path.join(project, 'public'),
  publicContentDir: path.join(project, 'src/content'),
  contentDir: path.join(project, 'src/content/case-studies'),
  sealedDir: path.join(project, 'src/content/case-studies/uploads'),
  cacheDir: imageCacheDir,
  warn: () => undefined,
});

/** The rasters the studies show of their own, as written (a screenshot, say). */
const ownRasters = () =>
  sealed.filter(({ src }) => /^\/uploads\/(?!secret-photo).+\.(png|jpe?g|webp)$/.test(src));

let dist = '';
let sealed: (NamedImage & { slugs: string[] })[] = [];
/** The pictures the studies show as written, before the edits below. */
let studyPictures = 0;
/** The studies the edits show a picture more: three, or as many as there are. */
const [photoStudy, frameStudy, cardStudy] = [0, 1, 2].map(
  (at) => caseStudyLinks[at % caseStudyLinks.length]!,
) as [CaseStudyLink, CaseStudyLink, CaseStudyLink];

beforeAll(async () => {
  host.server = createServer((request, response) => {
    const pathname = request.url ?? '';
    const frame = host.frames.get(pathname);
    if (!frame || host.failing.has(pathname)) {
      response.writeHead(frame ? 500 : 404).end();
      return;
    }
    const etag = `"${frame.bytes.length}"`;
    if (request.headers['if-none-match'] === etag) {
      response.writeHead(304).end();
      return;
    }
    host.sent.set(pathname, (host.sent.get(pathname) ?? 0) + 1);
    response.writeHead(200, { 'Content-Type': frame.type, ETag: etag }).end(frame.bytes);
  });
  await new Promise<void>((resolve) => host.server!.listen(0, '127.0.0.1', resolve));
  host.origin = `http://127.0.0.1:${(host.server!.address() as AddressInfo).port}`;
  host.frames.set('/frames/concept-b.png', {
    type: 'image/png',
    bytes: await photoPng(1400, 875),
  });
  host.frames.set('/frames/lost.svg', {
    type: 'image/svg+xml',
    bytes: readFileSync(path.join(root, 'public/uploads/404.svg')),
  });

  rmSync(work, { recursive: true, force: true });
  copyProject(project);
  const content = path.join(project, 'src/content');
  // Pictures, not the clips and captions beside them.
  studyPictures = readdirSync(path.join(content, 'case-studies/uploads')).filter((file) =>
    /\.(svg|png|jpe?g|webp)$/.test(file),
  ).length;
  // Three studies (or as many as there are) show a picture more: a photo only the first shows, a
  // frame only the second shows and the third's card picture, which the home page shows too; and
  // the public not-found page shows a frame.
  writeFileSync(
    path.join(content, 'case-studies/uploads/secret-photo.png'),
    await photoPng(1600, 1000),
  );
  const showing = (study: CaseStudyLink, label: string, src: string) =>
    edit(path.join(project, studyBody(study.slug).file), (text) =>
      withSection(
        text,
        `{ kind: 'figure', label: '${label}', image: { src: '${src}', alt: 'A planted picture', width: 1600, height: 1000 }, caption: 'A planted picture.' }`,
      ),
    );
  showing(photoStudy, 'Planted Photo', '/uploads/secret-photo.png');
  showing(frameStudy, 'Planted Frame', frameUrl('concept-b.png'));
  showing(cardStudy, 'Planted Card', cardStudy.cardImage.src);
  edit(path.join(content, 'notFound.ts'), (text) =>
    text.replace("'/uploads/404.svg'", `'${frameUrl('lost.svg')}'`),
  );
  const result = await buildSite(work, password, project);
  expect(result.status, result.output).toBe(0);
  dist = result.dist;
  sealed = (await siteImages(folders())).sealed;
}, 300_000);

afterAll(async () => {
  rmSync(work, { recursive: true, force: true });
  await new Promise((resolve) => host.server?.close(resolve));
});

/** What each study decrypts to, with the build's key. */
async function openedStudies() {
  const index = await sealedIndex(dist);
  const key = contentKeyFromPassword(index, password);
  const studies = await Promise.all(
    Object.entries(index.studies).map(async ([slug, load]) => {
      const box = (await load()).default;
      const opened = JSON.parse(decrypt(key, box, slug)) as {
        images: ImageManifest;
      };
      return [slug, opened.images] as const;
    }),
  );
  return { key, studies: new Map(studies) };
}

describe('pictures only sealed studies show', () => {
  it('are the studies’ own SVGs and PNG, the generated photo and the downloaded frame; the shared card is public', () => {
    const sources = sealed.map(({ src }) => src);
    // The studies' own pictures, and the two new ones.
    expect(sources).toHaveLength(studyPictures + 2);
    expect(sources).toEqual(
      expect.arrayContaining([
        '/uploads/secret-photo.png',
        frameUrl('concept-b.png'),
        ...ownRasters().map(({ src }) => src),
      ]),
    );
    expect(sources).not.toContain(cardStudy.cardImage.src);
    expect(readFileSync(path.join(dist, cardStudy.cardImage.src), 'utf8')).toContain('<svg');
  });

  it('appear nowhere in the build: not their bytes, variants, names or paths', async () => {
    const files = filesUnder(dist).map((file) => ({
      name: path.relative(dist, file),
      bytes: readFileSync(file),
    }));
    const hits: string[] = [];
    for (const image of sealed) {
      const forms = await plaintextForms(image, folders().cacheDir);
      const name = path.basename(new URL(image.src, 'http://site').pathname);
      const names = [image.src, name, name.replace(/\.\w+$/, '')];
      for (const { name: file, bytes } of files) {
        if (forms.some((form) => bytes.includes(form))) hits.push(`${file}: bytes of ${image.src}`);
        for (const needle of names) {
          if (file.includes(needle) || bytes.includes(Buffer.from(needle)))
            hits.push(`${file}: "${needle}"`);
        }
      }
    }
    expect(files.length).toBeGreaterThan(20);
    expect(hits).toEqual([]);
  });

  it('are listed only in the sealed data of the studies that show them, and decrypt to themselves', async () => {
    const { key, studies } = await openedStudies();
    for (const image of sealed) {
      for (const [slug, images] of studies) {
        expect(images[image.src] !== undefined, `${slug}: ${image.src}`).toBe(
          image.slugs.includes(slug),
        );
      }
      const built = studies.get(image.slugs[0]!)![image.src]!;
      const facts = await imageFacts(image.file);
      expect(built).toMatchObject({ width: facts.width, height: facts.height });
      for (const { type, variants } of built.sources) {
        for (const variant of variants) {
          expect(variant.url).toMatch(/^\/assets\/sealed\/[0-9a-f]{24}\.bin$/);
          const plain = openFile(key, readFileSync(path.join(dist, variant.url)), variant.url);
          if (facts.svg) {
            expect(type).toBe('image/svg+xml');
            expect(gunzipSync(plain).toString('utf8')).toBe(
              publishedSvg(readFileSync(image.file, 'utf8'), image.file),
            );
          } else {
            const metadata = await sharp(plain).metadata();
            expect(metadata.width, variant.url).toBe(variant.width);
            expect(metadata.format).toBe(type === 'image/avif' ? 'heif' : 'webp');
          }
        }
      }
    }
  });

  it('a raster, local or downloaded, gets AVIF and WebP at every width a public one would, its own the widest', async () => {
    const { studies } = await openedStudies();
    const rasters = [
      { slug: photoStudy.slug, src: '/uploads/secret-photo.png', width: 1600 },
      { slug: frameStudy.slug, src: frameUrl('concept-b.png'), width: 1400 },
      ...(await Promise.all(
        ownRasters().map(async (image) => ({
          slug: image.slugs[0]!,
          src: image.src,
          width: (await imageFacts(image.file)).width,
        })),
      )),
    ];
    for (const { slug, src, width } of rasters) {
      const built = studies.get(slug)![src]!;
      expect(built.sources.map(({ type }) => type)).toEqual(['image/avif', 'image/webp']);
      for (const { variants } of built.sources) {
        expect(variants.map((variant) => variant.width)).toEqual(variantWidths(width));
        expect(variants.at(-1)!.width).toBe(width);
      }
    }
  });

  it('a file under another key, or moved to another name, does not decrypt', async () => {
    const { key, studies } = await openedStudies();
    const [first, second] = Object.values(studies.get(photoStudy.slug)!).flatMap(({ sources }) =>
      sources.flatMap(({ variants }) => variants.map(({ url }) => url)),
    );
    const bytes = readFileSync(path.join(dist, first!));
    expect(() => openFile(key, bytes, second!)).toThrow();
    expect(() => openFile(randomBytes(32), bytes, first!)).toThrow();
  });
});

describe('a design-tool frame public content names', () => {
  it('is published as a local copy, and no page or script makes the browser ask the host', () => {
    const html = readFileSync(path.join(dist, '404.html'), 'utf8');
    const local = /<img[^>]* src="(\/assets\/uploads\/remote\/lost-[0-9a-f]{8}\.svg)"/.exec(html);
    expect(local, 'the not-found picture').not.toBeNull();
    const svg = readFileSync(path.join(root, 'public/uploads/404.svg'), 'utf8');
    expect(readFileSync(path.join(dist, local![1]!), 'utf8')).toBe(optimizeSvg(svg));
    for (const file of filesUnder(dist).filter((name) => /\.(html|css)$/.test(name)))
      expect(readFileSync(file, 'utf8'), file).not.toContain(host.origin);
  });
});

describe('downloading a frame', () => {
  /** The module afresh, as a new build loads it (it downloads each URL once per build). */
  const freshModule = async () => {
    vi.resetModules();
    return import('../../tooling/images/remoteImages');
  };
  const cacheDir = mkdtempSync(path.join(os.tmpdir(), 'remote-images-'));
  afterAll(() => rmSync(cacheDir, { recursive: true, force: true }));

  it('downloads once: a later build asks whether its copy is current and keeps it', async () => {
    const url = frameUrl('lost.svg');
    const before = host.sent.get('/frames/lost.svg') ?? 0;
    for (let build = 0; build < 3; build += 1) {
      const { remoteImageFile } = await freshModule();
      const file = await remoteImageFile(url, { cacheDir, namedIn: 'notFound.ts', warn: () => {} });
      expect(readFileSync(file)).toEqual(host.frames.get('/frames/lost.svg')!.bytes);
    }
    expect(host.sent.get('/frames/lost.svg')! - before).toBe(1);
  });

  it('fails naming the URL and the content file, or warns and uses a cached copy', async () => {
    const warnings: string[] = [];
    const warn = (message: string) => warnings.push(message);
    const { remoteImageFile } = await freshModule();
    await remoteImageFile(frameUrl('concept-b.png'), { cacheDir, namedIn: 'study.ts', warn });
    host.failing.add('/frames/concept-b.png');
    try {
      const again = await freshModule();
      await expect(
        again.remoteImageFile(frameUrl('concept-b.png'), { cacheDir, namedIn: 'study.ts', warn }),
      ).resolves.toContain(cacheDir);
      expect(warnings).toEqual([
        expect.stringMatching(/concept-b\.png \(named in study\.ts\): HTTP 500.*cached copy/),
      ]);
      await expect(
        again.remoteImageFile(frameUrl('missing.png'), { cacheDir, namedIn: 'page.ts', warn }),
      ).rejects.toThrow(
        `could not download ${frameUrl('missing.png')} (named in page.ts): HTTP 404`,
      );
    } finally {
      host.failing.delete('/frames/concept-b.png');
    }
  });

  it('fetches only https://, or plain http:// from this machine', async () => {
    const { remoteImageFile } = await freshModule();
    await expect(
      remoteImageFile('http://design.example/frame.png', {
        cacheDir,
        namedIn: 'page.ts',
        warn: () => {},
      }),
    ).rejects.toThrow('only https:// images are fetched');
  });
});

import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { build } from 'vite';
import type { BuiltImage, ImageManifest } from 'virtual:image-manifest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentFolders, imageCacheDir } from '../../tooling/content/contentFolders';
import {
  buildUploads,
  optimizeImages,
  optimizeSvg,
  publishedSvg,
} from '../../tooling/images/optimizeImages';
import { withOutlinedText } from '../../tooling/images/outlinedText';
import { imageSlots } from '../../src/styles/imageSlots';

const root = path.resolve(__dirname, '../..');
const siteUploads = path.join(root, 'public/uploads');
const siteSvgs = readdirSync(siteUploads).filter((file) => file.endsWith('.svg'));
/** Every SVG the site shows, public or sealed (sealed ones are minified before they are sealed). */
const allSvgs = [siteUploads, contentFolders.sealedDir].flatMap((dir) =>
  readdirSync(dir)
    .filter((file) => file.endsWith('.svg'))
    .map((file) => path.join(dir, file)),
);

const work = mkdtempSync(path.join(os.tmpdir(), 'site-images-'));
const publicDir = path.join(work, 'public');
const outDir = path.join(work, 'dist');

/** A PNG of gradients plus seeded noise: it compresses like a photo, not like a flat fill. */
async function photoPng(width: number, height: number) {
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 1;
  const noise = () => ((seed = (seed * 1103515245 + 12345) >>> 0) >>> 24) % 24;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * 3;
      pixels[at] = (x * 230) / width + noise();
      pixels[at + 1] = (y * 230) / height + noise();
      pixels[at + 2] = ((x + y) * 255) / (width + height);
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

const photo = { src: '/uploads/photo.png', width: 2400, height: 1600 };
/** Narrower than several slots at 2x (portrait 840, figure 2188): must never be upscaled. */
const small = { src: '/uploads/team/small (1).jpg', width: 500, height: 300 };
/** Stored 400 × 200 with EXIF orientation 6 (rotate 90°): shown, and so generated, 200 × 400. */
const rotated = { src: '/uploads/rotated.jpg', width: 200, height: 400 };
let pngBytes = 0;
let manifest: ImageManifest;

const fileOf = (url: string) => path.join(outDir, url);
const entryOf = (src: string): BuiltImage => {
  const entry = manifest[src];
  if (!entry) throw new Error(`${src} is not in the manifest`);
  return entry;
};
const urlsOf = (entry: BuiltImage) =>
  entry.sources.flatMap(({ variants }) => variants.map(({ url }) => url));

/** The images as public content would name them, in `dir`. */
const named = (dir: string, ...images: { src: string }[]) =>
  images.map(({ src }) => ({ src, file: path.join(dir, src), namedIn: 'content/page.ts' }));

/** A public folder holding copies of the test's uploads: `{ 'name in uploads': src }`. */
function uploadsWith(name: string, files: Record<string, string>) {
  const dir = path.join(work, name);
  mkdirSync(path.join(dir, 'uploads'), { recursive: true });
  for (const [target, src] of Object.entries(files)) {
    copyFileSync(path.join(publicDir, src), path.join(dir, 'uploads', target));
  }
  return dir;
}
const widthsOf = (entry: BuiltImage, type: string) =>
  entry.sources.find((source) => source.type === type)?.variants.map(({ width }) => width) ?? [];

beforeAll(async () => {
  mkdirSync(path.join(publicDir, 'uploads/team'), { recursive: true });
  const png = await photoPng(photo.width, photo.height);
  pngBytes = png.length;
  await writeFile(path.join(publicDir, photo.src), png);
  await sharp(await photoPng(small.width, small.height))
    .jpeg()
    .toFile(path.join(publicDir, small.src));
  await sharp(await photoPng(rotated.height, rotated.width))
    .jpeg()
    .withMetadata({ orientation: 6 })
    .toFile(path.join(publicDir, rotated.src));
  for (const svg of siteSvgs) {
    copyFileSync(path.join(siteUploads, svg), path.join(publicDir, 'uploads', svg));
  }
  manifest = await buildUploads({
    publicDir,
    outDir,
    images: named(publicDir, photo, small, rotated),
    // Encoded once, by the first run: the build's cache names a variant by its source and encoder.
    cacheDir: imageCacheDir,
  });
}, 180_000);

afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('raster uploads', () => {
  it('reads each raster’s displayed size from the file, and lists only rasters', () => {
    expect(Object.keys(manifest).sort()).toEqual([photo.src, rotated.src, small.src]);
    for (const image of [photo, small, rotated]) {
      expect(entryOf(image.src)).toMatchObject({ width: image.width, height: image.height });
    }
  });

  it('offers AVIF first, then WebP, at the same widths', () => {
    for (const entry of Object.values(manifest)) {
      expect(entry.sources.map(({ type }) => type)).toEqual(['image/avif', 'image/webp']);
      expect(widthsOf(entry, 'image/webp')).toEqual(widthsOf(entry, 'image/avif'));
    }
  });

  it('covers every slot at 1x and 2x with a variant at most ~11% wider, never wider than the file', () => {
    for (const image of [photo, small, rotated]) {
      const widths = widthsOf(entryOf(image.src), 'image/avif');
      expect(widths).toEqual([...new Set(widths)].sort((a, b) => a - b));
      expect(Math.max(...widths)).toBeLessThanOrEqual(image.width);
      for (const { maxWidth } of Object.values(imageSlots)) {
        for (const wanted of [maxWidth, 2 * maxWidth].map((w) => Math.min(w, image.width))) {
          const served = widths.find((width) => width >= wanted);
          expect(served, `${image.src} at ${wanted}px`).toBeDefined();
          expect(served!, `${image.src} at ${wanted}px`).toBeLessThanOrEqual(wanted / 0.9);
        }
      }
    }
  });

  it('writes every variant, decoding to its width, the file’s aspect ratio and its format', async () => {
    for (const image of [photo, small, rotated]) {
      for (const { type, variants } of entryOf(image.src).sources) {
        for (const { width, url } of variants) {
          expect(url).toMatch(/^\/assets\/uploads\/[\w/-]+-\d+-[0-9a-f]{8}\.(avif|webp)$/);
          const metadata = await sharp(fileOf(url)).metadata();
          expect(metadata.format).toBe(type === 'image/avif' ? 'heif' : 'webp');
          if (type === 'image/avif') expect(metadata.compression).toBe('av1');
          expect(metadata.width, url).toBe(width);
          // libvips rounds the scaled height its own way: within a pixel of the exact ratio.
          expect(
            Math.abs(metadata.height - (width * image.height) / image.width),
            url,
          ).toBeLessThan(1);
        }
      }
    }
  });

  it('never upscales an image narrower than a slot at 2x', async () => {
    const widths = widthsOf(entryOf(small.src), 'image/webp');
    expect(widths.at(-1)).toBe(small.width);
    for (const { variants } of entryOf(small.src).sources) {
      for (const { url } of variants) {
        expect((await sharp(fileOf(url)).metadata()).width).toBeLessThanOrEqual(small.width);
      }
    }
  });

  it('makes every variant of the 2400 px PNG much smaller than the PNG', () => {
    for (const { variants } of entryOf(photo.src).sources) {
      for (const { url } of variants) {
        expect(statSync(fileOf(url)).size, url).toBeLessThan(pngBytes / 10);
      }
    }
  });

  it('names variants by content: the same bytes under another name differ only by that name', async () => {
    const copy = uploadsWith('renamed', { 'renamed.jpg': rotated.src });
    const other = await buildUploads({
      publicDir: copy,
      outDir: path.join(work, 'renamed-out'),
      images: named(copy, { src: '/uploads/renamed.jpg' }),
    });
    expect(urlsOf(other['/uploads/renamed.jpg']!)).toEqual(
      urlsOf(entryOf(rotated.src)).map((url) => url.replace('/rotated-', '/renamed-')),
    );
  });

  it('reuses a variant from the cache instead of encoding it again', async () => {
    const cachedDir = uploadsWith('cached', { 'rotated.jpg': rotated.src });
    const options = { publicDir: cachedDir, images: named(cachedDir, rotated) };
    const cacheDir = path.join(work, 'cache');
    const [url] = urlsOf(entryOf(rotated.src));
    await buildUploads({ ...options, cacheDir, outDir: path.join(work, 'first') });
    await writeFile(path.join(cacheDir, path.basename(url!)), 'from the cache');
    await buildUploads({ ...options, cacheDir, outDir: path.join(work, 'second') });
    expect(readFileSync(path.join(work, 'second', url!), 'utf8')).toBe('from the cache');
  });
});

describe('SVG uploads', () => {
  /** RGBA pixels of an SVG rendered at 2x. */
  const render = (svg: string) =>
    sharp(Buffer.from(svg), { density: 144 })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });

  it.each(siteSvgs)(
    '%s: dist has the SVGO output, no larger, same viewBox, ids, title and aria',
    (file) => {
      const source = readFileSync(path.join(siteUploads, file), 'utf8');
      const built = readFileSync(path.join(outDir, 'uploads', file), 'utf8');
      expect(built).toBe(publishedSvg(source, file));
      expect(Buffer.byteLength(optimizeSvg(source))).toBeLessThanOrEqual(Buffer.byteLength(source));

      const viewBox = /viewBox="([^"]+)"/.exec(source)?.[1];
      expect(viewBox).toBeDefined();
      expect(built).toContain(`viewBox="${viewBox}"`);
      const referenced = [...source.matchAll(/(?:url\(#|href="#)([^")]+)/g)].map(([, id]) => id);
      for (const id of new Set(referenced)) expect(built).toContain(`id="${id}"`);
      for (const marker of ['<title', 'aria-', 'role=']) {
        expect(built.split(marker).length, marker).toBe(source.split(marker).length);
      }
    },
  );

  it('takes SVGO’s output from the cache, and optimises a changed picture afresh', () => {
    const cacheDir = path.join(work, 'svgo-cache');
    // Its own picture, not the owner's: an owner may upload no SVG at all.
    const source =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">\n  <!-- a square -->\n  <rect x="0" y="0" width="10" height="10" fill="#ffffff"/>\n</svg>\n';
    expect(optimizeSvg(source, cacheDir)).toBe(optimizeSvg(source));
    const [cached] = readdirSync(cacheDir);
    writeFileSync(path.join(cacheDir, cached!), 'from the cache');
    expect(optimizeSvg(source, cacheDir)).toBe('from the cache');
    const changed = source.replace('</svg>', '<rect width="1" height="1"/></svg>');
    expect(optimizeSvg(changed, cacheDir)).toBe(optimizeSvg(changed));
  });

  it.each(allSvgs)('%s renders the same after SVGO', async (file) => {
    // Its words as the site draws them: outlines in its own faces, not a system font's.
    const source = withOutlinedText(readFileSync(file, 'utf8'));
    const published = publishedSvg(readFileSync(file, 'utf8'), file);
    expect(published, 'every word drawn as its outline').not.toContain('<text');
    const [before, after] = await Promise.all([render(source), render(published)]);
    expect(after.info).toEqual(before.info);
    // Anti-aliasing may move by a rounding step; a changed shape moves far more.
    let worst = 0;
    for (let at = 0; at < before.data.length; at += 1) {
      worst = Math.max(worst, Math.abs(before.data[at]! - after.data[at]!));
    }
    expect(worst).toBeLessThanOrEqual(16);
  });
});

describe('the Vite plugin', () => {
  const project = path.join(work, 'project');
  const manifestIn = (dir: string) => {
    const chunk = readdirSync(dir, { recursive: true, encoding: 'utf8' }).find((name) =>
      /\.m?js$/.test(name),
    );
    return readFileSync(path.join(dir, chunk!), 'utf8');
  };
  const buildProject = (outName: string, ssr: boolean) =>
    build({
      root: project,
      configFile: false,
      logLevel: 'silent',
      publicDir: path.join(project, 'public'),
      cacheDir: path.join(project, '.vite'),
      plugins: [
        optimizeImages({
          publicContentDir: path.join(project, 'content'),
          contentDir: path.join(project, 'content/case-studies'),
          sealedDir: path.join(project, 'content/case-studies/uploads'),
        }),
      ],
      build: {
        outDir: path.join(project, outName),
        ...(ssr
          ? { ssr: 'main.js' }
          : { rolldownOptions: { input: path.join(project, 'main.js') } }),
      },
    });

  beforeAll(async () => {
    mkdirSync(path.join(project, 'public/uploads'), { recursive: true });
    copyFileSync(path.join(publicDir, rotated.src), path.join(project, 'public', rotated.src));
    copyFileSync(path.join(siteUploads, '404.svg'), path.join(project, 'public/uploads/404.svg'));
    // A photo the public content does not name.
    copyFileSync(
      path.join(publicDir, rotated.src),
      path.join(project, 'public/uploads/sealed-only.jpg'),
    );
    mkdirSync(path.join(project, 'content/case-studies'), { recursive: true });
    await writeFile(
      path.join(project, 'content/page.ts'),
      `export const photo = { src: '${rotated.src}', alt: 'A photo' };\n`,
    );
    await writeFile(
      path.join(project, 'main.js'),
      "import { images } from 'virtual:image-manifest';\nconsole.log(JSON.stringify(images));\n",
    );
    await buildProject('client', false);
    await buildProject('server', true);
  }, 120_000);

  it('gives both builds the same manifest and writes variants and SVGs only in the client build', () => {
    const client = path.join(project, 'client');
    const server = path.join(project, 'server');
    for (const url of urlsOf(entryOf(rotated.src))) {
      expect(manifestIn(client)).toContain(url);
      expect(manifestIn(server)).toContain(url);
      expect(statSync(path.join(client, url)).isFile()).toBe(true);
    }
    expect(existsSync(path.join(server, 'assets/uploads'))).toBe(false);
    expect(manifestIn(client)).not.toContain('sealed-only');
    expect(readdirSync(path.join(client, 'assets/uploads')).join(' ')).not.toContain('sealed-only');
    const svg = readFileSync(path.join(siteUploads, '404.svg'), 'utf8');
    expect(readFileSync(path.join(client, 'uploads/404.svg'), 'utf8')).toBe(
      publishedSvg(svg, '404.svg'),
    );
  });
});

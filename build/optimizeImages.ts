import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { optimize, type Config as SvgoConfig } from 'svgo';
import type { Plugin } from 'vite';
import type { ImageManifest } from 'virtual:image-manifest';
import { variantWidths } from '../src/components/imageSlots.ts';

const MANIFEST_ID = 'virtual:image-manifest';
const RESOLVED_MANIFEST_ID = `\0${MANIFEST_ID}`;
const UPLOADS = 'uploads';
/**
 * Variants are content-hashed and live under /assets/, which `_headers` caches for a year as
 * immutable: a replaced photo gets new URLs, an unchanged one is never fetched twice.
 */
const VARIANT_DIR = `assets/${UPLOADS}`;
const RASTER = /\.(?:jpe?g|png)$/i;

/**
 * Best first: browsers take the first `<source>` type they support. sharp's default qualities;
 * WebP's smart subsampling keeps the coloured edges in screenshots clean.
 */
const ENCODINGS = [
  { format: 'avif', options: { quality: 50, effort: 4 } },
  { format: 'webp', options: { quality: 80, effort: 4, smartSubsample: true } },
] as const;
type Encoding = (typeof ENCODINGS)[number];

/** Part of every variant's hash: new settings or a new libvips give new files and URLs. */
const ENCODER_KEY = JSON.stringify({ ENCODINGS, versions: sharp.versions });

export const SVGO: SvgoConfig = {
  multipass: true,
  plugins: [
    {
      // SVGO 4's default preset already keeps viewBox, <title> and aria-* attributes.
      name: 'preset-default',
      params: {
        overrides: {
          // Referenced ids keep their names (unreferenced ones still go).
          cleanupIds: { minify: false },
          // SVGO 4.1 reflects an `s` after a `c` it lowered to `q` off the wrong control point:
          // it bent the waves of logo-brightwave.svg.
          convertPathData: { convertToQ: false },
          // It would drop `role` (e.g. role="img") otherwise.
          removeUnknownsAndDefaults: { keepRoleAttr: true },
        },
      },
    },
  ],
};

interface Variant {
  width: number;
  encoding: Encoding;
  /** Relative to the output folder, which is the site root. */
  fileName: string;
}

interface Raster {
  /** The path content names it by: '/uploads/photo.png'. */
  src: string;
  file: string;
  /** As displayed: EXIF orientation applied. */
  width: number;
  height: number;
  variants: Variant[];
}

interface Uploads {
  rasters: Raster[];
  /** Relative to the public folder, which is the site root: 'uploads/logo.svg'. */
  svgs: string[];
}

/** Site-root-relative paths, '/'-separated, of every file under public/uploads. */
async function uploadedFiles(publicDir: string): Promise<string[]> {
  const dir = path.join(publicDir, UPLOADS);
  if (!existsSync(dir)) return [];
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(publicDir, path.join(entry.parentPath, entry.name)))
    .map((relative) => relative.split(path.sep).join('/'))
    .sort();
}

async function readRaster(publicDir: string, relative: string): Promise<Raster> {
  const file = path.join(publicDir, relative);
  const source = await readFile(file);
  const { width, height } = await sharp(source)
    .metadata()
    .then((metadata) => metadata.autoOrient)
    .catch((error: unknown) => {
      throw new Error(`${file} is not a readable image: ${String(error)}`);
    });
  const hash = createHash('sha256').update(ENCODER_KEY).update(source).digest('hex').slice(0, 8);
  // Only URL-safe characters: a space would split a srcset candidate.
  const stem = relative
    .slice(UPLOADS.length + 1, -path.extname(relative).length)
    .replace(/[^\w/-]+/g, '-');
  const variants = variantWidths(width).flatMap((variantWidth) =>
    ENCODINGS.map((encoding) => ({
      width: variantWidth,
      encoding,
      fileName: `${VARIANT_DIR}/${stem}-${variantWidth}-${hash}.${encoding.format}`,
    })),
  );
  return { src: `/${relative}`, file, width, height, variants };
}

/**
 * Reads what public/uploads holds; images are decoded only as far as their headers. `named`
 * keeps only the rasters it accepts (by file name).
 */
async function scanUploads(
  publicDir: string,
  named: (fileName: string) => boolean = () => true,
): Promise<Uploads> {
  const files = await uploadedFiles(publicDir);
  return {
    rasters: await Promise.all(
      files
        .filter((file) => RASTER.test(file) && named(path.posix.basename(file)))
        .map((file) => readRaster(publicDir, file)),
    ),
    svgs: files.filter((file) => file.endsWith('.svg')),
  };
}

function manifestOf(rasters: Raster[]): ImageManifest {
  return Object.fromEntries(
    rasters.map(({ src, width, height, variants }) => [
      src,
      {
        width,
        height,
        sources: ENCODINGS.map((encoding) => ({
          type: `image/${encoding.format}`,
          variants: variants
            .filter((variant) => variant.encoding === encoding)
            .map((variant) => ({ width: variant.width, url: `/${variant.fileName}` })),
        })),
      },
    ]),
  );
}

const encode = (file: string, { width, encoding }: Variant) =>
  sharp(file, { autoOrient: true })
    .resize({ width })
    .toFormat(encoding.format, encoding.options)
    .toBuffer();

/**
 * A variant's bytes, from `cacheDir` when an earlier build made them: the hashed name covers the
 * source, the settings and libvips, so a cached file is never stale.
 */
async function variantBytes(file: string, variant: Variant, cacheDir?: string): Promise<Buffer> {
  if (!cacheDir) return encode(file, variant);
  const cached = path.join(cacheDir, path.basename(variant.fileName));
  if (existsSync(cached)) return readFile(cached);
  const bytes = await encode(file, variant);
  await mkdir(cacheDir, { recursive: true });
  // Written whole, then renamed: a build stopped halfway leaves no truncated file to reuse.
  const partial = `${cached}.${process.pid}.partial`;
  await writeFile(partial, bytes);
  await rename(partial, cached);
  return bytes;
}

/** SVGO's output, unless it is no smaller than the source. */
export function optimizeSvg(source: string): string {
  const { data } = optimize(source, SVGO);
  return Buffer.byteLength(data) < Buffer.byteLength(source) ? data : source;
}

async function writeUploads(
  { rasters, svgs }: Uploads,
  publicDir: string,
  outDir: string,
  cacheDir?: string,
) {
  const write = async (fileName: string, data: string | Buffer) => {
    const target = path.join(outDir, fileName);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, data);
  };
  await Promise.all([
    ...rasters.flatMap(({ file, variants }) =>
      variants.map(async (variant) =>
        write(variant.fileName, await variantBytes(file, variant, cacheDir)),
      ),
    ),
    ...svgs.map(async (svg) =>
      write(svg, optimizeSvg(await readFile(path.join(publicDir, svg), 'utf8'))),
    ),
  ]);
}

/**
 * What a build does with public/uploads: writes each JPEG's and PNG's variants and each SVG's
 * optimised copy into `outDir` (the site root), and returns the manifest that names the variants.
 */
export async function buildUploads({
  publicDir,
  outDir,
  cacheDir,
}: {
  publicDir: string;
  outDir: string;
  cacheDir?: string;
}): Promise<ImageManifest> {
  const uploads = await scanUploads(publicDir);
  await writeUploads(uploads, publicDir, outDir, cacheDir);
  return manifestOf(uploads.rasters);
}

/**
 * Responsive images for what the owner puts in public/uploads. `virtual:image-manifest` gives
 * SiteImage each JPEG's and PNG's size and its AVIF and WebP variants (every slot of
 * src/components/imageSlots.ts at 1x and 2x); the client build writes them and replaces each
 * SVG in dist/uploads with its SVGO output. The dev server encodes a variant when it is asked
 * for, so dev renders the same `<picture>` as production.
 */
export function optimizeImages({ publicContentDir }: { publicContentDir: string }): Plugin {
  let publicDir = '';
  let cacheDir = '';
  let scanned: Promise<Uploads> | undefined;
  // Only images the public content names get variants and a manifest entry: the manifest is
  // public JavaScript, and must not list what only a sealed case study shows (those images are
  // served as their originals).
  const namedInPublicContent = (fileName: string) =>
    readdirSync(publicContentDir)
      .filter((file) => file.endsWith('.ts'))
      .some((file) => readFileSync(path.join(publicContentDir, file), 'utf8').includes(fileName));
  const uploads = () => (scanned ??= scanUploads(publicDir, namedInPublicContent));

  return {
    name: 'optimize-images',
    configResolved(config) {
      publicDir = config.publicDir;
      cacheDir = path.join(config.cacheDir, 'images');
    },
    resolveId(id) {
      return id === MANIFEST_ID ? RESOLVED_MANIFEST_ID : null;
    },
    async load(id) {
      if (id !== RESOLVED_MANIFEST_ID) return null;
      return `export const images = ${JSON.stringify(manifestOf((await uploads()).rasters))};`;
    },
    async writeBundle({ dir }) {
      // The server bundle only prerenders pages; the client build is what gets deployed.
      if (this.environment.config.consumer !== 'client' || !dir) return;
      await writeUploads(await uploads(), publicDir, dir, cacheDir);
    },
    configureServer(server) {
      const uploadsDir = path.join(publicDir, UPLOADS) + path.sep;
      server.watcher.on('all', (_event, file) => {
        if (!file.startsWith(uploadsDir)) return;
        scanned = undefined;
        for (const environment of Object.values(server.environments)) {
          const manifest = environment.moduleGraph.getModuleById(RESOLVED_MANIFEST_ID);
          if (manifest) environment.moduleGraph.invalidateModule(manifest);
        }
        server.environments.client.hot.send({ type: 'full-reload' });
      });

      server.middlewares.use((req, res, next) => {
        const fileName = new URL(req.url ?? '/', 'http://localhost').pathname.slice(1);
        if (!fileName.startsWith(`${VARIANT_DIR}/`)) return next();
        uploads()
          .then(async ({ rasters }) => {
            for (const { file, variants } of rasters) {
              const variant = variants.find((candidate) => candidate.fileName === fileName);
              if (!variant) continue;
              const bytes = await variantBytes(file, variant, cacheDir);
              res.setHeader('Content-Type', `image/${variant.encoding.format}`);
              res.setHeader('Cache-Control', 'no-cache');
              res.end(bytes);
              return;
            }
            next();
          })
          .catch(next);
      });
    },
  };
}

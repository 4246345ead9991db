import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { optimize, VERSION as SVGO_VERSION, type Config as SvgoConfig } from 'svgo';
import type { Plugin, ResolvedConfig } from 'vite';
import type { BuiltImage, ImageManifest } from 'virtual:image-manifest';
import { variantWidths } from '../../src/styles/imageSlots.ts';
import { ContentError } from '../content/contentError.ts';
import { imageCacheDir } from '../content/contentFolders.ts';
import { withOutlinedText } from './outlinedText.ts';
import { withDarkVersion } from './darkIllustrations.ts';
import { isRemoteImage } from './remoteImages.ts';
import { siteImages, UPLOADS_PATH, type ImageFolders, type NamedImage } from './siteImages.ts';

const MANIFEST_ID = 'virtual:image-manifest';
const RESOLVED_MANIFEST_ID = `\0${MANIFEST_ID}`;
const UPLOADS = 'uploads';
/**
 * Variants are content-hashed and live under /assets/, which `_headers` caches for a year as
 * immutable: a replaced photo gets new URLs, an unchanged one is never fetched twice.
 */
const VARIANT_DIR = `assets/${UPLOADS}`;
/** Raster formats sharp reads that the build makes AVIF and WebP variants of. */
const RASTER_FORMATS = new Set(['jpeg', 'png', 'webp']);

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

/** An image file content names, and its size. */
interface SourceImage {
  /** As content names it: '/uploads/photo.png', or a design-tool frame's URL. */
  src: string;
  file: string;
  /** As displayed: EXIF orientation applied. */
  width: number;
  height: number;
}

export interface Raster extends SourceImage {
  variants: Variant[];
  /** Where a downloaded image's own copy is published, the `<img>`'s fallback. */
  fallback?: string;
}

/** A downloaded SVG, published under a local name. */
interface RemoteSvg extends SourceImage {
  fileName: string;
}

interface Uploads {
  rasters: Raster[];
  /** Relative to the public folder, which is the site root: 'uploads/logo.svg'. */
  svgs: string[];
  remoteSvgs: RemoteSvg[];
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

export const hashOf = (...parts: (string | Buffer)[]) =>
  parts
    .reduce((hash, part) => hash.update(part), createHash('sha256'))
    .digest('hex')
    .slice(0, 8);

/** A file's format and displayed size (EXIF orientation applied), read from its header. */
export async function imageFacts(file: string) {
  const metadata = await sharp(file)
    .metadata()
    .catch((error: unknown) => {
      throw new ContentError(`${file} is not a readable image: ${String(error)}`);
    });
  const { width, height } = metadata.autoOrient;
  const { format } = metadata;
  if (format !== 'svg' && !RASTER_FORMATS.has(format))
    throw new ContentError(`${file} is a ${format} image: use SVG, JPEG, PNG or WebP`);
  return { svg: format === 'svg', extension: format === 'jpeg' ? 'jpg' : format, width, height };
}

/**
 * A published name's stem, in URL-safe characters (a space would split a srcset candidate):
 * an upload's path below /uploads/, or a downloaded frame's last path segment.
 */
function stemOf(src: string) {
  const name = isRemoteImage(src)
    ? `remote/${new URL(src).pathname.split('/').pop() || 'image'}`
    : src.slice(UPLOADS_PATH.length);
  return name.replace(/\.[^./]*$/, '').replace(/[^\w/-]+/g, '-');
}

/** A raster's size and the variants to make of it. */
export async function readRaster({ src, file }: NamedImage): Promise<Raster> {
  const source = await readFile(file);
  const { width, height, extension } = await imageFacts(file);
  const hash = hashOf(ENCODER_KEY, source);
  const stem = stemOf(src);
  const variants = variantWidths(width).flatMap((variantWidth) =>
    ENCODINGS.map((encoding) => ({
      width: variantWidth,
      encoding,
      fileName: `${VARIANT_DIR}/${stem}-${variantWidth}-${hash}.${encoding.format}`,
    })),
  );
  const fallback = isRemoteImage(src)
    ? `/${VARIANT_DIR}/${stem}-${hashOf(source)}.${extension}`
    : undefined;
  return { src, file, width, height, variants, fallback };
}

/**
 * What the public content names (`images`) and what public/uploads holds: a raster content names
 * gets variants; every SVG in public/uploads, and every downloaded one, an optimised copy.
 */
async function scanUploads(publicDir: string, images: NamedImage[]): Promise<Uploads> {
  const described = await Promise.all(
    images.map(async (image) => ({ image, facts: await imageFacts(image.file) })),
  );
  return {
    rasters: await Promise.all(
      described.filter(({ facts }) => !facts.svg).map(({ image }) => readRaster(image)),
    ),
    svgs: (await uploadedFiles(publicDir)).filter((file) => file.endsWith('.svg')),
    remoteSvgs: await Promise.all(
      described
        .filter(({ image, facts }) => facts.svg && isRemoteImage(image.src))
        .map(async ({ image: { src, file }, facts: { width, height } }) => ({
          src,
          file,
          width,
          height,
          fileName: `${VARIANT_DIR}/${stemOf(src)}-${hashOf(await readFile(file))}.svg`,
        })),
    ),
  };
}

/** What the build made of one image: its size, variants, and its own published copy if moved. */
export function builtImage(
  { width, height, variants }: Pick<Raster, 'width' | 'height' | 'variants'>,
  urlOf: (variant: Variant) => string,
): BuiltImage {
  return {
    width,
    height,
    sources: ENCODINGS.map((encoding) => ({
      type: `image/${encoding.format}`,
      variants: variants
        .filter((variant) => variant.encoding === encoding)
        .map((variant) => ({ width: variant.width, url: urlOf(variant) })),
    })),
  };
}

function manifestOf({ rasters, remoteSvgs }: Uploads): ImageManifest {
  return Object.fromEntries([
    ...rasters.map((raster) => [
      raster.src,
      {
        ...builtImage(raster, (variant) => `/${variant.fileName}`),
        ...(raster.fallback && { src: raster.fallback }),
      },
    ]),
    ...remoteSvgs.map(({ src, width, height, fileName }) => [
      src,
      { width, height, sources: [], src: `/${fileName}` },
    ]),
  ]);
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
export async function variantBytes(
  file: string,
  variant: Variant,
  cacheDir?: string,
): Promise<Buffer> {
  if (!cacheDir) return encode(file, variant);
  const cached = path.join(cacheDir, path.basename(variant.fileName));
  if (existsSync(cached)) return readFile(cached);
  const bytes = await encode(file, variant);
  writeWhole(cached, bytes);
  return bytes;
}

/** Part of every optimised SVG's cache name: new settings or a new SVGO give new files. */
const SVGO_KEY = JSON.stringify({ SVGO, version: SVGO_VERSION });

/** Written whole, then renamed: a build stopped halfway leaves no truncated file to reuse. */
export function writeWhole(file: string, data: string | Buffer) {
  mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, data);
  renameSync(partial, file);
}

/**
 * SVGO's output, unless it is no smaller than the source. From `cacheDir` when an earlier build
 * made it: SVGO takes a third of a build's time, and every build optimises the same pictures. The
 * name hashes the source, the settings and SVGO's version, so a cached file is never stale.
 */
export function optimizeSvg(source: string, cacheDir?: string): string {
  const cached =
    cacheDir &&
    path.join(
      cacheDir,
      `svgo-${createHash('sha256').update(SVGO_KEY).update(source).digest('hex').slice(0, 24)}.svg`,
    );
  if (cached && existsSync(cached)) return readFileSync(cached, 'utf8');
  const { data } = optimize(source, SVGO);
  const optimized = Buffer.byteLength(data) < Buffer.byteLength(source) ? data : source;
  if (cached) writeWhole(cached, optimized);
  return optimized;
}

/**
 * An illustration in the uploads as the site publishes it, public or sealed: its words drawn as
 * outlines, through SVGO, with its dark version.
 */
export function publishedSvg(source: string, file: string, cacheDir?: string) {
  // Named to the owner as they would find it.
  const name = path.relative(process.cwd(), file);
  let outlined: string;
  try {
    outlined = withOutlinedText(source);
  } catch (error) {
    throw new ContentError(`${name}: ${(error as Error).message}`);
  }
  return withDarkVersion(optimizeSvg(outlined, cacheDir), name);
}

/** One file the build publishes from the uploads, made when asked for. */
interface Published {
  /** Relative to the site root. */
  fileName: string;
  bytes: () => Promise<string | Buffer>;
}

function publishedFiles(
  { rasters, svgs, remoteSvgs }: Uploads,
  publicDir: string,
  cacheDir?: string,
): Published[] {
  const svgFrom = (file: string) => async () =>
    publishedSvg(await readFile(file, 'utf8'), file, cacheDir);
  // A design-tool frame is the owner's picture: published as made, in either scheme.
  const frameFrom = (file: string) => async () =>
    optimizeSvg(await readFile(file, 'utf8'), cacheDir);
  return [
    ...rasters.flatMap(({ file, variants, fallback }) => [
      ...variants.map((variant) => ({
        fileName: variant.fileName,
        bytes: () => variantBytes(file, variant, cacheDir),
      })),
      ...(fallback ? [{ fileName: fallback.slice(1), bytes: () => readFile(file) }] : []),
    ]),
    ...svgs.map((svg) => ({ fileName: svg, bytes: svgFrom(path.join(publicDir, svg)) })),
    ...remoteSvgs.map(({ fileName, file }) => ({ fileName, bytes: frameFrom(file) })),
  ];
}

async function writeUploads(
  uploads: Uploads,
  publicDir: string,
  outDir: string,
  cacheDir?: string,
) {
  await Promise.all(
    publishedFiles(uploads, publicDir, cacheDir).map(async ({ fileName, bytes }) => {
      const target = path.join(outDir, fileName);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, await bytes());
    }),
  );
}

/**
 * What a build does with the public images: writes the variants of each raster in `images` (what
 * public content names), a downloaded image's own copy, and each SVG's optimised copy into
 * `outDir` (the site root), and returns the manifest that names them.
 */
export async function buildUploads({
  publicDir,
  outDir,
  images,
  cacheDir,
}: {
  publicDir: string;
  outDir: string;
  images: NamedImage[];
  cacheDir?: string;
}): Promise<ImageManifest> {
  const uploads = await scanUploads(publicDir, images);
  await writeUploads(uploads, publicDir, outDir, cacheDir);
  return manifestOf(uploads);
}

/** The folders the image plugins read, from Vite's resolved config. */
export const imageFolders = (
  config: ResolvedConfig,
  content: Pick<ImageFolders, 'publicContentDir' | 'contentDir' | 'sealedDir'>,
): ImageFolders => ({
  ...content,
  publicDir: config.publicDir,
  // The project's one cache, not Vite's cacheDir: Vitest gives each project a cacheDir of its own
  // (node_modules/.vite/vitest/…), where a clean checkout's unit suite encoded every sealed
  // picture and clip again, after or before the build did.
  cacheDir: imageCacheDir,
  warn: (message) => config.logger.warn(message),
});

const CONTENT_TYPES: Record<string, string> = { svg: 'image/svg+xml', jpg: 'image/jpeg' };
const contentType = (fileName: string) => {
  const extension = path.extname(fileName).slice(1);
  return CONTENT_TYPES[extension] ?? `image/${extension}`;
};

/**
 * Responsive images for what the public content shows, from public/uploads or downloaded from
 * the design tool. `virtual:image-manifest` gives SiteImage each raster's size and its AVIF and
 * WebP variants (every slot of src/styles/imageSlots.ts at 1x and 2x), and a downloaded
 * image's local copy; the client build writes them and replaces each SVG in dist/uploads with its
 * SVGO output. The dev server makes a file when it is asked for, so dev renders the same
 * `<picture>` as production. Pictures only sealed studies show are sealCaseStudies' (never here:
 * the manifest is public JavaScript).
 */
export function optimizeImages(
  content: Pick<ImageFolders, 'publicContentDir' | 'contentDir' | 'sealedDir'>,
): Plugin {
  let folders: ImageFolders;
  let scanned: Promise<Uploads> | undefined;
  const uploads = () =>
    (scanned ??= siteImages(folders).then((images) =>
      scanUploads(folders.publicDir, images.public),
    ));

  return {
    name: 'optimize-images',
    configResolved(config) {
      folders = imageFolders(config, content);
    },
    resolveId(id) {
      return id === MANIFEST_ID ? RESOLVED_MANIFEST_ID : null;
    },
    async load(id) {
      if (id !== RESOLVED_MANIFEST_ID) return null;
      return `export const images = ${JSON.stringify(manifestOf(await uploads()))};`;
    },
    async writeBundle({ dir }) {
      // The server bundle only prerenders pages; the client build is what gets deployed.
      if (this.environment.config.consumer !== 'client' || !dir) return;
      await writeUploads(await uploads(), folders.publicDir, dir, folders.cacheDir);
    },
    configureServer(server) {
      const watched = [path.join(folders.publicDir, UPLOADS), folders.publicContentDir];
      server.watcher.on('all', (_event, file) => {
        if (!watched.some((dir) => file.startsWith(dir + path.sep))) return;
        scanned = undefined;
        for (const environment of Object.values(server.environments)) {
          const manifest = environment.moduleGraph.getModuleById(RESOLVED_MANIFEST_ID);
          if (manifest) environment.moduleGraph.invalidateModule(manifest);
        }
      });

      server.middlewares.use((req, res, next) => {
        const fileName = new URL(req.url ?? '/', 'http://localhost').pathname.slice(1);
        if (!fileName.startsWith(`${VARIANT_DIR}/`)) return next();
        uploads()
          .then(async (found) => {
            const file = publishedFiles(found, folders.publicDir, folders.cacheDir).find(
              (candidate) => candidate.fileName === fileName,
            );
            if (!file) return next();
            res.setHeader('Content-Type', contentType(fileName));
            res.setHeader('Cache-Control', 'no-cache');
            res.end(await file.bytes());
          })
          .catch(next);
      });
    },
  };
}

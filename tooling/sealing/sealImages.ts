import { readFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import type { BuiltImage } from 'virtual:image-manifest';
import { gzippedWhenSealed, sealBytes } from '../../src/gate/sealedBox.ts';
import { SEALED_IMAGE_DIR } from '../../src/gate/sealedModules.ts';
import {
  builtImage,
  imageFacts,
  optimizeSvg,
  publishedSvg,
  readRaster,
  variantBytes,
} from '../images/optimizeImages.ts';
import { isRemoteImage } from '../images/remoteImages.ts';
import type { NamedImage } from '../images/siteImages.ts';

/** One encrypted file to publish; its name is relative to the site root. */
export interface SealedFile {
  fileName: string;
  bytes: Uint8Array;
}

/** Seals files with the studies' key under random names, and keeps them to publish. */
export function fileSealer(key: CryptoKey) {
  const files: SealedFile[] = [];
  /** Seals `bytes`; the URL it is published at. */
  const seal = async (bytes: Uint8Array<ArrayBuffer>) => {
    const url = `/${SEALED_IMAGE_DIR}/${randomName()}.bin`;
    files.push({ fileName: url.slice(1), bytes: await sealBytes(key, bytes, url) });
    return url;
  };
  return { files, seal };
}

/** Says nothing of the picture: neither its name nor its bytes lead to it. */
const randomName = () => Buffer.from(crypto.getRandomValues(new Uint8Array(12))).toString('hex');

/**
 * Encrypts every picture only sealed studies show with `seal` (the studies' key): an SVG as its
 * SVGO output, a raster as each of its AVIF and WebP variants. Each file's URL is its additional
 * data. What each picture became, by the path or URL content names it by: listed only in sealed
 * data.
 */
export async function sealImages(
  images: NamedImage[],
  seal: (bytes: Uint8Array<ArrayBuffer>) => Promise<string>,
  cacheDir: string,
): Promise<Map<string, BuiltImage>> {
  const sealOne = async (image: NamedImage): Promise<BuiltImage> => {
    const { svg, width, height } = await imageFacts(image.file);
    if (svg) {
      const source = await readFile(image.file, 'utf8');
      // A design-tool frame is the owner's picture, sealed as made; an illustration turns dark.
      const svgText = isRemoteImage(image.src)
        ? optimizeSvg(source, cacheDir)
        : publishedSvg(source, image.file, cacheDir);
      const type = 'image/svg+xml';
      const bytes = new Uint8Array(asSealed(type, Buffer.from(svgText)));
      return { width, height, sources: [{ type, variants: [{ width, url: await seal(bytes) }] }] };
    }
    const raster = await readRaster(image);
    const urls = new Map(
      await Promise.all(
        raster.variants.map(
          async (variant) =>
            [
              variant,
              await seal(new Uint8Array(await variantBytes(raster.file, variant, cacheDir))),
            ] as const,
        ),
      ),
    );
    return builtImage(raster, (variant) => urls.get(variant)!);
  };
  const entries = await Promise.all(
    images.map(async (image) => [image.src, await sealOne(image)] as const),
  );
  return new Map(entries);
}

/** A picture's bytes as they go into its seal: gzipped where its type is (`gzippedWhenSealed`). */
const asSealed = (type: string, bytes: Buffer) =>
  gzippedWhenSealed(type) ? gzipSync(bytes, { level: 9 }) : bytes;

/**
 * Every form a sealed picture's plaintext takes, to look for in public output: the file, and what
 * the build makes of it (an SVG's SVGO output, with and without its dark version, and gzipped as
 * it is sealed; a raster's variants).
 */
export async function plaintextForms(image: NamedImage, cacheDir: string): Promise<Buffer[]> {
  const source = await readFile(image.file);
  if ((await imageFacts(image.file)).svg) {
    const published = Buffer.from(publishedSvg(source.toString('utf8'), image.file, cacheDir));
    return [
      source,
      Buffer.from(optimizeSvg(source.toString('utf8'), cacheDir)),
      published,
      asSealed('image/svg+xml', published),
    ];
  }
  const { variants } = await readRaster(image);
  return [
    source,
    ...(await Promise.all(variants.map((variant) => variantBytes(image.file, variant, cacheDir)))),
  ];
}

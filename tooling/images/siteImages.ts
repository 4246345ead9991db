import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { runnerImport } from 'vite';
import type { CaseStudyBody, Image } from '../../src/content/types';
import { caseStudyFiles, loadCaseStudy } from '../content/caseStudySources.ts';
import { ContentError } from '../content/contentError.ts';
import { isRemoteImage, remoteImageFile } from './remoteImages.ts';

/** Where content names a local image: '/uploads/photo.png'. */
export const UPLOADS_PATH = '/uploads/';

/** An image some content names, and the file that holds it. */
export interface NamedImage {
  /** As content names it: '/uploads/photo.png', or an exported frame's https:// URL. */
  src: string;
  /** The file on this machine (a downloaded image's cached copy). */
  file: string;
  /** The content file that names it, for messages. */
  namedIn: string;
}

export interface SiteImages {
  /** Named by public content: published as themselves (an SVG) or as variants (a raster). */
  public: NamedImage[];
  /** Named only by sealed case studies: never published but encrypted, with the slugs showing each. */
  sealed: (NamedImage & { slugs: string[] })[];
}

export interface ImageFolders {
  /** Vite's public folder: public/uploads holds the public images. */
  publicDir: string;
  /** The public content modules (src/content/*.ts). */
  publicContentDir: string;
  /** The sealed case-study modules. */
  contentDir: string;
  /** Pictures only sealed studies show: outside public/, so nothing publishes them as they are. */
  sealedDir: string;
  /** Where downloaded images are kept between builds. */
  cacheDir: string;
  warn: (message: string) => void;
}

/**
 * Every image a piece of content names, in the order it names them: each object with a string
 * `src` and `alt`, whatever section kind holds it.
 */
export function imagesIn(value: unknown): Image[] {
  if (Array.isArray(value)) return value.flatMap(imagesIn);
  if (!value || typeof value !== 'object') return [];
  const image = value as Partial<Image>;
  if (typeof image.src === 'string' && typeof image.alt === 'string') return [image as Image];
  return Object.values(value).flatMap(imagesIn);
}

/** Local uploads and downloaded frames: what the build turns into files (not /og/ previews). */
const isContentImage = (src: string) => src.startsWith(UPLOADS_PATH) || isRemoteImage(src);

/** Each content image a set of modules names, with the first module that names it. */
async function namedBy(files: string[], load: (file: string) => Promise<unknown>) {
  const named = new Map<string, string>();
  for (const file of files) {
    for (const { src } of imagesIn(await load(file)).filter(({ src }) => isContentImage(src))) {
      if (!named.has(src)) named.set(src, path.relative(process.cwd(), file));
    }
  }
  return named;
}

const publicModules = async (file: string) =>
  (await runnerImport(file, { configFile: false, logLevel: 'error' })).module;

/**
 * Sorts the images content names into public and sealed, and finds their files. An image public
 * content names is public, even when a study shows it too (a card picture). The build fails,
 * saying what to do, on an image in the wrong folder or missing.
 */
export async function siteImages(folders: ImageFolders): Promise<SiteImages> {
  const { publicDir, publicContentDir, contentDir, sealedDir } = folders;
  const publicFiles = readdirSync(publicContentDir)
    .filter((file) => file.endsWith('.ts'))
    .map((file) => path.join(publicContentDir, file));
  const named = await namedBy(publicFiles, publicModules);
  const studies = new Map<string, CaseStudyBody>();
  const sealedNamed = await namedBy(caseStudyFiles(contentDir), async (file) => {
    const body = await loadCaseStudy(file);
    studies.set(file, body);
    return body;
  });

  const inPublic = (src: string) => path.join(publicDir, src);
  const inSealed = (src: string) => path.join(sealedDir, src.slice(UPLOADS_PATH.length));
  const shown = (dir: string) => path.relative(process.cwd(), dir);
  const fileOf = async (src: string, namedIn: string, sealed: boolean) => {
    if (isRemoteImage(src)) return remoteImageFile(src, { ...folders, namedIn });
    const [wanted, other] = sealed
      ? [inSealed(src), inPublic(src)]
      : [inPublic(src), inSealed(src)];
    if (sealed && existsSync(other))
      throw new ContentError(
        `${src} is shown only by sealed case studies (${namedIn}), but ${shown(other)} would publish it as it is: move it to ${shown(sealedDir)}/`,
      );
    if (existsSync(wanted)) return wanted;
    if (existsSync(other))
      throw new ContentError(
        `${src} is named by public content (${namedIn}), but it is in ${shown(sealedDir)}/, whose pictures are sealed: move it to ${shown(path.join(publicDir, UPLOADS_PATH))}`,
      );
    throw new ContentError(
      `${src}, named in ${namedIn}, is not in ${shown(path.dirname(wanted))}/`,
    );
  };

  const publicImages = await Promise.all(
    [...named].map(async ([src, namedIn]) => ({
      src,
      namedIn,
      file: await fileOf(src, namedIn, false),
    })),
  );
  const sealedImages = await Promise.all(
    [...sealedNamed]
      .filter(([src]) => !named.has(src))
      .map(async ([src, namedIn]) => ({
        src,
        namedIn,
        file: await fileOf(src, namedIn, true),
        slugs: [...studies.values()]
          .filter((body) => imagesIn(body).some((image) => image.src === src))
          .map((body) => body.slug),
      })),
  );
  return { public: publicImages, sealed: sealedImages };
}

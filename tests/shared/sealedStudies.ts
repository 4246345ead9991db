import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { caseStudyLinks } from '../../src/content/caseStudies';
import type { CaseStudyBody } from '../../src/content/types';
import type * as Unlock from '../../src/gate/unlock';
import { sitePassword } from '../../tooling/sealing/sitePassword.mjs';
import { contentFolders } from '../../tooling/content/contentFolders';
import { imagesIn } from '../../tooling/images/siteImages';
import sharp from 'sharp';

/**
 * The case studies as the build under test sealed them, opened with the site password by the
 * same code the browser runs (through the server bundle): what an unlocked visitor must see.
 */
const server = (await import(
  pathToFileURL(path.resolve('dist-ssr/entry-server.js')).href
)) as typeof Unlock;
const key = await server.unlock(sitePassword(), 'typed');
if (!key) throw new Error('The build under test was not sealed with the test password');

const opened = await Promise.all(
  caseStudyLinks.map((study) => server.openCaseStudy(key, study.slug)),
);

export const sealedStudies: CaseStudyBody[] = opened.map(({ body }) => body);

/** The pictures only sealed studies show, by slug: the paths or URLs their bodies name them by. */
export const sealedPictures = new Map(
  opened.map(({ body, images }) => [body.slug, Object.keys(images)]),
);

/**
 * The first of `items` that has what a test needs: tests choose a study, story or figure by what it
 * shows, not by its name, so they hold for any owner's content. `needs` says what, for the failure
 * of an owner whose content has none.
 */
export function firstWith<T>(items: readonly T[], needs: string, has: (item: T) => boolean): T {
  const found = items.find(has);
  if (found === undefined)
    throw new Error(
      `No case study has ${needs}, which this test needs to show the feature: give one study it.`,
    );
  return found;
}

/** The first study that `has` holds for: see `firstWith`. */
export const studyWith = (needs: string, has: (body: CaseStudyBody) => boolean) =>
  firstWith(sealedStudies, needs, has);

/** The study of the most sections: the longest scroll, the most of it below the first screen. */
export const longestStudy = sealedStudies.reduce((most, body) =>
  body.sections.length > most.sections.length ? body : most,
);

/** One opened study by slug. */
export function sealedStudy(slug: string): CaseStudyBody {
  const body = sealedStudies.find((study) => study.slug === slug);
  if (!body) throw new Error(`No sealed study "${slug}" in the build`);
  return body;
}

/**
 * What a reader sees of each picture a body names, in order, as its content says it: what it
 * shows (its alt text; a clip's poster, its clip's description), the caption of the figure holding
 * it (a figure's, a comparison's, a clip's section's) or else what it shows, and whether it is a
 * clip's poster, which the viewer plays the clip in place of.
 */
function shownIn(
  value: unknown,
  caption?: string,
): { alt: string; caption: string; clip: boolean }[] {
  if (Array.isArray(value)) return value.flatMap((each) => shownIn(each, caption));
  if (!value || typeof value !== 'object') return [];
  const { src, alt, description } = value as {
    src?: unknown;
    alt?: unknown;
    description?: unknown;
  };
  if (typeof src === 'string') {
    if (typeof alt === 'string') return [{ alt, caption: caption ?? alt, clip: false }];
    if (typeof description === 'string')
      return [{ alt: description, caption: caption ?? description, clip: true }];
  }
  const own = (value as { caption?: unknown }).caption;
  return Object.values(value).flatMap((each) =>
    shownIn(each, typeof own === 'string' ? own : caption),
  );
}

/** The alt text of every picture a study's body names, in order: what its viewer pages through. */
export const picturesIn = (value: unknown): string[] => shownIn(value).map(({ alt }) => alt);

/** The caption a reader sees with each picture of `picturesIn`. */
export const captionsIn = (value: unknown): string[] =>
  shownIn(value).map(({ caption }) => caption);

/** Whether each picture of `picturesIn` is a clip's poster. */
export const clipsAmong = (value: unknown): boolean[] => shownIn(value).map(({ clip }) => clip);

const isRaster = ({ src }: { src: string }) => /\.(png|jpe?g|webp)$/i.test(src);

/**
 * The first picture a study shows from a raster file (a photo or screenshot, not a drawing): its
 * study, its alt text, and the file's own width, which the viewer shows it at.
 */
export async function rasterPicture() {
  const body = studyWith('a picture from a PNG, JPEG or WebP file', (each) =>
    imagesIn(each).some(isRaster),
  );
  const image = imagesIn(body).find(isRaster)!;
  const file = path.join(contentFolders.sealedDir, path.basename(image.src));
  const { width } = await sharp(file).metadata();
  return { body, alt: image.alt, width: width! };
}

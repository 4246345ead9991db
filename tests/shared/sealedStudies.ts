import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { caseStudyLinks } from '../../src/content/caseStudies';
import type { CaseStudyBody } from '../../src/content/types';
import type * as Unlock from '../../src/gate/unlock';
import { picturesIn as imagesIn } from '../../src/viewer/viewerPictures';
import { sitePassword } from '../../tooling/sealing/sitePassword.mjs';

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

/** One opened study by slug. */
export function sealedStudy(slug: string): CaseStudyBody {
  const body = sealedStudies.find((study) => study.slug === slug);
  if (!body) throw new Error(`No sealed study "${slug}" in the build`);
  return body;
}

/** The alt text of every picture a study's body names, in order: what its viewer pages through. */
export const picturesIn = (value: unknown): string[] => imagesIn(value).map((image) => image.alt);

import { fileURLToPath } from 'node:url';

/** A path inside the project, from its root. */
export const inProject = (relative: string) =>
  fileURLToPath(new URL(`../../${relative}`, import.meta.url));

/** Where content lives: the public modules, the sealed studies, and the pictures only they show. */
export const contentFolders = {
  publicContentDir: inProject('src/content'),
  contentDir: inProject('src/content/case-studies'),
  sealedDir: inProject('src/content/case-studies/uploads'),
};

/**
 * Where this project keeps the pictures and clips it encoded and the drawings SVGO minified, named
 * by content: every build, the dev server, each Vitest project and a test that publishes the same
 * files take them from here, so a clean checkout encodes each once. In the default Vite cache
 * directory's place (node_modules/.vite), where a copy of the project that links node_modules (the
 * second owner's) finds them too.
 */
export const imageCacheDir = inProject('node_modules/.vite/images');

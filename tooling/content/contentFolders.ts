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
 * Where this project's builds keep the pictures they encoded and the drawings SVGO minified, named
 * by content (`images` in Vite's cache directory, node_modules/.vite): a test that publishes the
 * same files takes them from there, as a build does.
 */
export const imageCacheDir = inProject('node_modules/.vite/images');

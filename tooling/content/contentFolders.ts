import { fileURLToPath } from 'node:url';

const inProject = (relative: string) =>
  fileURLToPath(new URL(`../../${relative}`, import.meta.url));

/** Where content lives: the public modules, the sealed studies, and the pictures only they show. */
export const contentFolders = {
  publicContentDir: inProject('src/content'),
  contentDir: inProject('src/content/case-studies'),
  sealedDir: inProject('src/content/case-studies/uploads'),
};

import type { CaseStudyBody } from '../../src/content/types';

/**
 * Every study's body as written, from its source, by file (`src/content/case-studies/<name>.ts`):
 * what tests that read the studies take their facts from, whoever's they are.
 */
const byFile = import.meta.glob<CaseStudyBody>('../../src/content/case-studies/*.ts', {
  eager: true,
  import: 'default',
});

export const studyBodies = Object.values(byFile);

/** A study's body, and its file from the project's root, by slug. */
export function studyBody(slug: string) {
  const found = Object.entries(byFile).find(([, body]) => body.slug === slug);
  if (!found) throw new Error(`No study body with the slug ${slug}`);
  return { body: found[1], file: found[0].replace('../../', '') };
}

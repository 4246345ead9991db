// The second owner: the project as another owner would make it theirs (tests/fixtures/second-owner),
// built and tested like the sample, so no test rests on a fact of the sample's it could read from
// the content.
import { cpSync, existsSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import path from 'node:path';

/** Where the second owner's copy of the project is made (ignored by git). */
export const SECOND_OWNER_DIR = '.second-owner';

/** What a copy needs to build and run the suites; node_modules is linked, not copied. */
const PROJECT = [
  'src',
  'public',
  'tooling',
  'tests',
  'index.html',
  'package.json',
  'tsconfig.json',
  'vite.config.ts',
  'playwright.config.ts',
  'vercel.json',
  'netlify.toml',
  // Its byte budgets, checked as the sample's are.
  '.size-limit.mjs',
  // What the unit suite reads of the repository itself: the docs, and every source file.
  'docs',
  'README.md',
  '.github',
  'bench',
];

/**
 * Copies the project into SECOND_OWNER_DIR and lays the second owner's content over it: their
 * facts (`owner.ts`), career (`timeline.ts`), studies in their order (`studies.ts`, which lists the
 * sample's, kept as `sampleStudies.ts`, beside a study of their own) and pictures.
 */
export function makeSecondOwner(root = '.') {
  const dir = path.resolve(root, SECOND_OWNER_DIR);
  rmSync(dir, { recursive: true, force: true });
  for (const entry of PROJECT)
    cpSync(path.join(root, entry), path.join(dir, entry), { recursive: true });
  symlinkSync(path.resolve(root, 'node_modules'), path.join(dir, 'node_modules'));
  const content = path.join(dir, 'src/content');
  renameSync(path.join(content, 'studies.ts'), path.join(content, 'sampleStudies.ts'));
  const fixture = path.join(root, 'tests/fixtures/second-owner');
  if (!existsSync(fixture)) throw new Error(`No second owner at ${fixture}`);
  cpSync(fixture, dir, { recursive: true });
  return SECOND_OWNER_DIR;
}

/**
 * The tests that state the specification's facts of the sample owner (its 18 years, its Projects
 * menu): what a new owner rewrites (docs/content.md), so not run for the second owner.
 */
export const SAMPLE_FACTS = ['tests/unit/specStrings.test.ts'];

/**
 * The build and security tests of the tooling itself, not run for the second owner: ffmpeg's own
 * test clips (`clipMistakes`), mistakes planted in a copy of the project to see the build refuse
 * them (`contentMistakes`, `refusedBuilds`), the leak guard on the clips the second owner's
 * studies share with the sample's (`sealedClips`), and a rebuild's fresh keys and withdrawn share
 * link (`resealing`). They read nothing of the owner that the sample's run did not.
 */
export const TOOLING_TESTS = [
  'tests/build/clipMistakes.test.ts',
  'tests/build/contentMistakes.test.ts',
  'tests/security/refusedBuilds.test.ts',
  'tests/security/sealedClips.test.ts',
  'tests/security/resealing.test.ts',
];

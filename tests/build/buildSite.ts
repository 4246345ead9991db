import { spawn } from 'node:child_process';
import { cpSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ssrDirOf } from '../../tooling/sealing/sealingRecord.mjs';
import { siteShares, sitePassword } from '../../tooling/sealing/sitePassword.mjs';

const root = path.resolve(__dirname, '../..');

/**
 * A production build into `dir` (dist/ and dist-ssr/), as `npm run build` makes it, of this
 * project or of a copy of it (`project`), for the recipients `shares` names (SITE_SHARES).
 */
export async function buildSite(
  dir: string,
  password: string | undefined,
  project = root,
  shares = '',
) {
  const dist = path.join(dir, 'dist');
  const ssr = ssrDirOf(dist);
  const env: NodeJS.ProcessEnv = { ...process.env, SITE_SHARES: shares };
  delete env.SITE_PASSWORD;
  delete env.ALLOW_WEAK_PASSWORD;
  if (password !== undefined) env.SITE_PASSWORD = password;
  // Not spawnSync: a test may serve what the build downloads from this same process.
  const child = spawn('node', ['tooling/pipeline/build.mjs', '--out', dist], {
    cwd: project,
    env,
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const status = await new Promise<number | null>((resolve) => child.on('close', resolve));
  return { dist, ssr, password: password ?? '', status, output };
}

/**
 * The site the build and security suites read where they need no build of their own: the one
 * `npm test` built and the browser suites test (SITE_UNDER_TEST names its dist/), or, for a suite
 * run on its own, one built into `dir` as `npm test` builds it, with the site password and its
 * recipients.
 */
export async function siteUnderTest(dir: string) {
  const built = process.env.SITE_UNDER_TEST;
  if (built) return { dist: built, ssr: ssrDirOf(built), password: sitePassword() };
  const result = await buildSite(dir, sitePassword(), root, siteShares(sitePassword()));
  if (result.status !== 0) throw new Error(`The site under test did not build:\n${result.output}`);
  return result;
}

/** A copy of the project in `dir` that builds like it (its node_modules linked), to edit freely. */
export function copyProject(dir: string) {
  for (const entry of ['src', 'public', 'tooling', 'index.html', 'package.json', 'vite.config.ts'])
    cpSync(path.join(root, entry), path.join(dir, entry), { recursive: true });
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
  return dir;
}

/** Rewrites a text file. */
export const edit = (file: string, change: (text: string) => string) =>
  writeFileSync(file, change(readFileSync(file, 'utf8')));

/** A study's body with `section` (its source) added as its first section. */
export const withSection = (body: string, section: string) => {
  if (!body.includes('sections: [')) throw new Error('No `sections: [` in the study to add to');
  return body.replace('sections: [', `sections: [\n${section},`);
};

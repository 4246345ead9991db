import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

/**
 * A production build into `dir` (dist/ and dist-ssr/), as `npm run build` makes it, of this
 * project or of a copy of it (`project`).
 */
export function buildSite(dir: string, password: string | undefined, project = root) {
  const dist = path.join(dir, 'dist');
  const ssr = path.join(dir, 'dist-ssr');
  const env = { ...process.env };
  delete env.SITE_PASSWORD;
  if (password !== undefined) env.SITE_PASSWORD = password;
  const result = spawnSync('node', ['scripts/build.mjs', '--out', dist, '--ssr-out', ssr], {
    cwd: project,
    env,
    encoding: 'utf8',
  });
  return {
    dist,
    ssr,
    password: password ?? '',
    status: result.status,
    output: result.stdout + result.stderr,
  };
}

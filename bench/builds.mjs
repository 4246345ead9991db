// The builds a benchmark measures: this checkout's `dist/`, and with `--before REV` that commit's
// build too, made in a worktree beside this checkout, so both are measured in one run on one
// machine (figures from different runs or machines do not compare).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { preview } from 'vite';
import { ensureDependencies } from '../tooling/runner/run.mjs';
import { sitePassword } from '../tooling/sealing/sitePassword.mjs';

const git = (...args) => execFileSync('git', args, { encoding: 'utf8' }).trim();

/** This checkout's commit, marked when what builds the site differs from it (not the docs). */
export function thisCommit() {
  const commit = git('rev-parse', '--short', 'HEAD');
  const changed = git(
    'status',
    '--porcelain',
    '--untracked-files=no',
    '--',
    '.',
    ':!docs',
    ':!bench',
  );
  return changed ? `${commit}+changes` : commit;
}

/** What the figures were measured on: the processor and its cores. */
export const machine = () => `${cpus()[0]?.model.trim() ?? 'unknown CPU'}, ${cpus().length} cores`;

/**
 * A temporary worktree of `rev` beside this checkout: with this checkout's node_modules where its
 * lockfile is the same, else with its own, installed from its lockfile (a dependency since added or
 * dropped builds as it did then). `remove` takes it and the folder made for it away.
 */
export function worktreeOf(rev) {
  const commit = git('rev-parse', '--short', rev);
  const folder = path.join(mkdtempSync(path.join(tmpdir(), 'portfolio-bench-')), commit);
  execFileSync('git', ['worktree', 'add', '--detach', folder, commit], { stdio: 'ignore' });
  if (
    readFileSync(path.join(folder, 'package-lock.json'), 'utf8') ===
    readFileSync('package-lock.json', 'utf8')
  )
    symlinkSync(path.resolve('node_modules'), path.join(folder, 'node_modules'));
  else ensureDependencies(folder);
  return {
    commit,
    folder,
    remove: () => {
      execFileSync('git', ['worktree', 'remove', '--force', folder]);
      rmSync(path.dirname(folder), { recursive: true, force: true });
    },
  };
}

/** Builds `rev` in a worktree beside this checkout (`worktreeOf`). */
function buildRevision(rev) {
  const { commit, folder, remove } = worktreeOf(rev);
  console.log(`Building ${commit} in ${folder} …`);
  execFileSync('node', ['tooling/pipeline/build.mjs'], {
    cwd: folder,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, SITE_PASSWORD: sitePassword() },
  });
  return {
    name: commit,
    outDir: path.join(folder, 'dist'),
    ssrDir: path.join(folder, 'dist-ssr'),
    remove,
  };
}

/** A site already built in `dir` (its dist/ and dist-ssr/), named `name`: `name=dir`. */
export const builtAt = (named) => {
  const [name, dir] = named.split('=');
  if (!name || !dir) throw new Error(`A build is named NAME=DIR, not ${named}`);
  return { name, outDir: path.resolve(dir, 'dist'), ssrDir: path.resolve(dir, 'dist-ssr') };
};

/**
 * The builds to measure, each served as the static host would from `firstPort` on: `before`'s
 * (when given), those already built (`also`, from `builtAt`) and this checkout's. `close` stops
 * the servers and removes the worktree.
 */
export async function servedBuilds({ before, also = [], firstPort, plugins = [] }) {
  const builds = [
    ...(before ? [buildRevision(before)] : []),
    ...also,
    {
      name: thisCommit(),
      outDir: path.resolve('dist'),
      ssrDir: path.resolve('dist-ssr'),
    },
  ];
  const servers = [];
  for (const [index, build] of builds.entries()) {
    const port = firstPort + index;
    servers.push(
      await preview({
        build: { outDir: build.outDir },
        preview: { port, strictPort: true },
        logLevel: 'silent',
        plugins,
      }),
    );
    build.origin = `http://localhost:${port}`;
  }
  const close = async () => {
    await Promise.all(servers.map((server) => server.close()));
    for (const build of builds) build.remove?.();
  };
  return { builds, close };
}

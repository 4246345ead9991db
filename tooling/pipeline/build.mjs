// The production build: client bundle, server bundle, then one prerendered HTML file per route.
// Usage: node tooling/pipeline/build.mjs [--out dist]   (SITE_PASSWORD must be set)
// The server bundle, the prerender's list and the sealing record go to `<out>-ssr`.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { build, runnerImport } from 'vite';
import { compileBootScript } from './bootScript.mjs';
import { prerender } from './prerender.mjs';
import { recordSealing, ssrDirOf } from '../sealing/sealingRecord.mjs';
import { sitePassword } from '../sealing/sitePassword.mjs';

// Vite derives import.meta.env.DEV from NODE_ENV: a stray NODE_ENV (e.g. 'test' under Vitest)
// would otherwise ship development React and the dev-only motion tuner.
process.env.NODE_ENV = 'production';

const { values } = parseArgs({
  options: {
    out: { type: 'string', default: 'dist' },
  },
});
const dist = path.resolve(values.out);
const ssr = ssrDirOf(dist);

try {
  await build({ mode: 'production', build: { outDir: dist, emptyOutDir: true } });
  await build({
    mode: 'production',
    build: { ssr: 'src/entry-server.tsx', outDir: ssr, emptyOutDir: true },
  });
  await prerender({ dist, ssr, boot: await compileBootScript() });
  const { module: guard } = await runnerImport('./tooling/sealing/leakGuard.ts', {
    logLevel: 'error',
  });
  await guard.assertBuildLeaksNothing(dist);
  recordSealing(dist, sitePassword());
} catch (error) {
  // A mistake in the content (tooling/content/contentError.ts) is told alone and once, however
  // many hooks met it: what to change, not the stack of the code that found it.
  const mistakes = [error, ...(error?.errors ?? [])].filter(
    (each) => each?.name === 'ContentError',
  );
  const told = mistakes.length
    ? [...new Set(mistakes.map((mistake) => mistake.message))].join('\n')
    : error instanceof Error
      ? error.message
      : error;
  console.error(`\nBuild failed: ${told}`);
  process.exit(1);
}

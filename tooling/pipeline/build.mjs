// The production build: client bundle, server bundle, then one prerendered HTML file per route.
// Usage: node tooling/pipeline/build.mjs [--out dist] [--ssr-out dist-ssr]   (SITE_PASSWORD must be set)
import path from 'node:path';
import { parseArgs } from 'node:util';
import { build, runnerImport } from 'vite';
import { compileBootScript } from './bootScript.mjs';
import { prerender } from './prerender.mjs';

// Vite derives import.meta.env.DEV from NODE_ENV: a stray NODE_ENV (e.g. 'test' under Vitest)
// would otherwise ship development React and the dev-only motion tuner.
process.env.NODE_ENV = 'production';

const { values } = parseArgs({
  options: {
    out: { type: 'string', default: 'dist' },
    'ssr-out': { type: 'string', default: 'dist-ssr' },
  },
});
const dist = path.resolve(values.out);
const ssr = path.resolve(values['ssr-out']);

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
} catch (error) {
  console.error(`\nBuild failed: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}

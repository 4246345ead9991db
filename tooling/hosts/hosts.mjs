// `npm run hosts`: writes the host configurations kept in the repository (vercel.json,
// netlify.toml) from tooling/hosts/hostRules.ts, the site map and the boot script's hash. A unit test
// fails when they are out of date, e.g. after adding a route or changing src/boot/boot.ts.
// Like `npm start`, it installs the dependencies first: the content checklist has a fresh clone run
// it (docs/content.md), and Vite does the reading.
import { writeFileSync } from 'node:fs';
import { ensureDependencies } from '../runner/run.mjs';

ensureDependencies();
const { runnerImport } = await import('vite');
const { compileBootScript } = await import('../pipeline/bootScript.mjs');

const load = async (file) => (await runnerImport(file, { logLevel: 'error' })).module;
const { siteMap } = await load('./src/content/siteMap.ts');
const { hostFiles } = await load('./tooling/hosts/hostRules.ts');
const files = await hostFiles({
  pagePaths: siteMap.map((page) => page.path),
  bootScript: await compileBootScript(),
});
for (const [file, text] of Object.entries(files)) {
  writeFileSync(file, text);
  console.log(`wrote ${file}`);
}

// Part of `npm run size`: every prerendered page in dist/, with the headers its host sends, fits
// the first round trip of a new connection (tooling/hosts/firstRoundTrip.ts). Fails naming each
// page that does not.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runnerImport } from 'vite';

const { module } = await runnerImport('./tooling/hosts/firstRoundTrip.ts', { logLevel: 'error' });
const { FIRST_ROUND_TRIP, overFirstRoundTrip, pageOnTheWire } = module;

const dist = 'dist';
const headers = readFileSync(path.join(dist, '_headers'), 'utf8');
const pages = JSON.parse(readFileSync('dist-ssr/prerendered.json', 'utf8')).map((page) =>
  pageOnTheWire(page.path, readFileSync(path.join(dist, page.file), 'utf8'), headers),
);

console.log(`\nEach page on the wire (the first round trip carries ${FIRST_ROUND_TRIP} B):`);
for (const page of pages) {
  const share = ((page.total / FIRST_ROUND_TRIP) * 100).toFixed(0);
  console.log(
    `  ${page.path.padEnd(18)} ${String(page.total).padStart(6)} B  (${page.body} B HTML + ${page.headers} B headers, ${share}%)`,
  );
}
const over = overFirstRoundTrip(pages);
for (const line of over) console.error(`  ✗ ${line}`);
process.exit(over.length ? 1 : 0);

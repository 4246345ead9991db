// What every benchmark shares: the median of its runs, and how it writes its result: a file in
// bench/results/ and, where docs/performance.md shows it, the table there.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import * as prettier from 'prettier';

export const median = (list) => {
  const sorted = [...list].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** The command that ran this bench, as a reader would type it again: an argument with a space quoted. */
export function commandLine(script) {
  const args = process.argv.slice(2).map((arg) => (/\s/.test(arg) ? `"${arg}"` : arg));
  return [`npm run ${script}`, ...(args.length ? ['--', ...args] : [])].join(' ');
}

/** Today's date, for the line that says how a table was measured. */
export const today = () => new Date().toISOString().slice(0, 10);

/** Writes `bench/results/<name>.md`: a heading, how it was measured, the table; prints the table. */
export function writeResult(name, heading, method, table) {
  mkdirSync('bench/results', { recursive: true });
  writeFileSync(
    `bench/results/${name}.md`,
    [`# ${heading}`, '', ...method, '', ...table, ''].join('\n'),
  );
  console.log(`\n${table.join('\n')}\n\nWritten to bench/results/${name}.md`);
}

const PERFORMANCE_DOC = 'docs/performance.md';

/**
 * Replaces what docs/performance.md holds between `<!-- bench:NAME -->` and `<!-- /bench:NAME -->`
 * with `lines`: the docs show the bench's own output, never figures typed by hand. The page is
 * formatted as the repository's lint asks, so a bench's write keeps `npm test` green.
 */
export async function writeDocsSection(name, lines) {
  const open = `<!-- bench:${name} -->`;
  const close = `<!-- /bench:${name} -->`;
  const doc = readFileSync(PERFORMANCE_DOC, 'utf8');
  const from = doc.indexOf(open);
  const to = doc.indexOf(close);
  if (from < 0 || to < from) throw new Error(`${PERFORMANCE_DOC} has no ${open} … ${close}`);
  const text = `${doc.slice(0, from + open.length)}\n\n${lines.join('\n')}\n\n${doc.slice(to)}`;
  const options = { ...(await prettier.resolveConfig(PERFORMANCE_DOC)), filepath: PERFORMANCE_DOC };
  writeFileSync(PERFORMANCE_DOC, await prettier.format(text, options));
  console.log(`Written to ${PERFORMANCE_DOC} (${name})`);
}

/**
 * A one-paragraph page, the floor any page reaches on this server and machine, and like the site's
 * pages with an icon that costs no request (else the browser's own request for /favicon.ico is
 * measured). At `FLOOR.button` the same page has a button that writes a line: the floor of an
 * interaction, its script a file as the site's Content-Security-Policy asks.
 */
export const FLOOR = {
  path: '/__floor',
  button: '/__floor-button',
  label: 'one-paragraph page (floor)',
};
const floorHtml = (button) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Floor</title><link rel="icon" href="data:,"><meta name="description" content="One paragraph, the floor of a page.">${button ? '<script src="/__floor.js" defer></script>' : ''}</head><body><p>A page of one paragraph: what any page takes to paint, its content and nothing more, on this server and this machine.</p>${button ? '<button type="button">Say more</button><p role="status"></p>' : ''}</body></html>`;
const floorScript =
  "document.querySelector('button').addEventListener('click', () => { document.querySelector('[role=status]').textContent = 'Said more.'; });";

/** Serves the floor pages beside a build, before the site's own rules (an unknown path is a 404). */
export const servesFloor = {
  name: 'bench-floor-page',
  enforce: 'pre',
  configurePreviewServer(server) {
    const serve = (type, body) => (request, response, next) => {
      if (request.url !== '/' && request.url !== '') return next();
      response.setHeader('Content-Type', type);
      response.end(body);
    };
    const html = 'text/html; charset=utf-8';
    server.middlewares.use('/__floor.js', serve('text/javascript', floorScript));
    server.middlewares.use(FLOOR.button, serve(html, floorHtml(true)));
    server.middlewares.use(FLOOR.path, serve(html, floorHtml(false)));
  },
};

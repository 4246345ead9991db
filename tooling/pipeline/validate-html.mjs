// Validates every prerendered page with the Nu HTML Checker (errors only).
// Filtered: CSS parse errors inside the Stitches sheet. Its hydration markers (`--sxs{...}`) and
// local tokens (`---accent`) are valid CSS the checker's CSS parser does not understand. And
// `blocking` on `<link rel="expect">`: the HTML standard allows it since 2024 (whatwg/html#9970),
// the checker still allows it only on stylesheets.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import vnu from 'vnu-jar';

const pages = readdirSync('dist')
  .filter((file) => file.endsWith('.html'))
  .map((file) => path.join('dist', file));
const result = spawnSync('java', ['-jar', vnu, '--errors-only', '--format', 'json', ...pages], {
  encoding: 'utf8',
});
if (result.error) throw result.error;

const lineWith = (lines, text) => lines.findIndex((line) => line.includes(text)) + 1;

const { messages } = JSON.parse(result.stderr || '{"messages":[]}');
const errors = messages.filter((message) => {
  const lines = readFileSync(decodeURIComponent(new URL(message.url).pathname), 'utf8').split('\n');
  const at = (text) => message.lastLine === lineWith(lines, text);
  const stitchesCss = message.message.startsWith('CSS:') && at('<style id="stitches">');
  const expectBlocking =
    message.message.startsWith('A “link” element with a “blocking” attribute') &&
    at('<link rel="expect"');
  return !(stitchesCss || expectBlocking);
});

for (const error of errors)
  console.error(`${error.url}:${error.lastLine}:${error.lastColumn} ${error.message}`);
console.log(`Nu HTML Checker: ${pages.length} pages, ${errors.length} errors.`);
process.exit(errors.length ? 1 : 0);

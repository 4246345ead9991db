// Validates every prerendered page with the Nu HTML Checker (errors only).
// Filtered: CSS parse errors inside the Stitches sheet. Its hydration markers (`--sxs{...}`) and
// local tokens (`---accent`) are valid CSS the checker's CSS parser does not understand.
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

const stitchesLine = (file) =>
  readFileSync(file, 'utf8')
    .split('\n')
    .findIndex((line) => line.includes('<style id="stitches">')) + 1;

const { messages } = JSON.parse(result.stderr || '{"messages":[]}');
const errors = messages.filter((message) => {
  const file = decodeURIComponent(new URL(message.url).pathname);
  return !(message.message.startsWith('CSS:') && message.lastLine === stitchesLine(file));
});

for (const error of errors)
  console.error(`${error.url}:${error.lastLine}:${error.lastColumn} ${error.message}`);
console.log(`Nu HTML Checker: ${pages.length} pages, ${errors.length} errors.`);
process.exit(errors.length ? 1 : 0);

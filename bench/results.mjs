// What every benchmark shares: the median of its runs, and how it writes its result.
import { mkdirSync, writeFileSync } from 'node:fs';

export const median = (list) => {
  const sorted = [...list].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

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

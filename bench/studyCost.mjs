// Benchmark (not a test): what each case study an owner adds costs every page. Owners with 3, 6, 9
// and 12 studies are made from the many-study owner (tests/fixtures/second-owner: its first N
// studies, each with its body), built as `npm run build` builds, and measured: what hydrates `/`
// (the byte budget's sum), `/` on the wire against the first round trip, each kind of page's HTML
// (gzip) and the build's time. Sizes are deterministic; the build time is one run's. With
// `--before REV` the same owners are made from that commit too (built in a worktree beside this
// one), for a before/after table. Writes bench/results/study-cost.md and the table in
// docs/performance.md.
// Usage: npm run bench:study-cost [-- --before 97c332a --counts 3,12]
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { makeSecondOwner } from '../tooling/runner/secondOwner.mjs';
import { sitePassword } from '../tooling/sealing/sitePassword.mjs';
import { thisCommit, worktreeOf } from './builds.mjs';
import { commandLine, today, writeDocsSection, writeResult } from './results.mjs';

const { values } = parseArgs({
  options: {
    before: { type: 'string' },
    counts: { type: 'string', default: '3,6,9,12' },
  },
});
const counts = values.counts.split(',').map(Number);
const FIXTURE = path.resolve('tests/fixtures/second-owner');

/** The fixture's studies in its site map's order, by slug (its own, and the sample's it lists). */
const fixtureSlugs = () =>
  [
    ...readFileSync(path.join(FIXTURE, 'src/content/studies.ts'), 'utf8').matchAll(
      /slug: '([^']+)'|sample\('([^']+)'\)/g,
    ),
  ].map(([, own, sample]) => own ?? sample);

/**
 * The owner's studies.ts with only the first `count` entries of its `caseStudies`: cut from the
 * source, not sliced when it runs, so a build carries no more of the others than the owner's
 * would. An entry starts at the list's own indent and ends where its brackets close.
 */
function firstStudies(source, count) {
  const lines = source.split('\n');
  const open = lines.findIndex((line) => line.startsWith('export const caseStudies'));
  const close = lines.findIndex((line, index) => index > open && line === '];');
  const entries = [];
  let depth = 0;
  for (const line of lines.slice(open + 1, close)) {
    if (depth === 0) entries.push([]);
    entries.at(-1).push(line);
    depth += (line.match(/[{([]/g) ?? []).length - (line.match(/[})\]]/g) ?? []).length;
  }
  return [
    ...lines.slice(0, open + 1),
    ...entries.slice(0, count).flat(),
    ...lines.slice(close),
  ].join('\n');
}

/**
 * The many-study owner cut to its first `count` studies, made in `root`'s project (this checkout or
 * a worktree of `--before`): the fixture is always this checkout's, so both builds show one owner.
 */
function ownerWith(root, count) {
  const dir = path.resolve(root, makeSecondOwner(root));
  cpSync(FIXTURE, dir, { recursive: true });
  const kept = new Set(fixtureSlugs().slice(0, count));
  const studies = path.join(dir, 'src/content/studies.ts');
  writeFileSync(studies, firstStudies(readFileSync(studies, 'utf8'), count));
  const bodies = path.join(dir, 'src/content/case-studies');
  for (const file of readdirSync(bodies).filter((name) => name.endsWith('.ts'))) {
    const slug = readFileSync(path.join(bodies, file), 'utf8').match(/slug"?: ['"]([^'"]+)/)?.[1];
    if (!kept.has(slug)) rmSync(path.join(bodies, file));
  }
  return { dir, firstStudy: [...kept][0] };
}

const gzip = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

/** Builds one owner and reads its sizes. */
function measure(root, count) {
  const { dir, firstStudy } = ownerWith(root, count);
  const started = performance.now();
  execFileSync('node', ['tooling/pipeline/build.mjs'], {
    cwd: dir,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, SITE_PASSWORD: sitePassword() },
  });
  const seconds = (performance.now() - started) / 1000;
  // Read whether or not a budget holds: an owner past one is what this measures.
  const output = (command, args) => spawnSync(command, args, { cwd: dir, encoding: 'utf8' }).stdout;
  const budgets = JSON.parse(output('npx', ['size-limit', '--json']));
  const hydrates = budgets.find(({ name }) => name === 'JavaScript that hydrates /').size;
  const wire = output('node', ['tooling/hosts/roundTrip.mjs'])
    .split('\n')
    .find((line) => /^\s+\/\s/.test(line));
  const html = (page) => gzip(path.join(dir, 'dist', page));
  // What a page that draws no study hydrates: its entry and what the boot script preloads with it.
  const leadershipPage = readFileSync(path.join(dir, 'dist/leadership.html'), 'utf8');
  const modules = ['entry', 'preload'].flatMap(
    (name) =>
      leadershipPage
        .match(new RegExp(` data-${name}="([^"]*)"`))?.[1]
        .split(' ')
        .filter(Boolean) ?? [],
  );
  return {
    count,
    hydrates,
    everyPage: modules.reduce((sum, url) => sum + gzip(path.join(dir, 'dist', url)), 0),
    wire: Number(wire?.match(/(\d+) B/)?.[1]),
    home: html('index.html'),
    leadership: html('leadership.html'),
    study: html(`${firstStudy}.html`),
    seconds,
  };
}

const before = values.before && worktreeOf(values.before);
const sources = [
  ...(before ? [{ name: before.commit, root: before.folder, remove: before.remove }] : []),
  { name: thisCommit(), root: '.' },
];
const results = [];
try {
  for (const source of sources) {
    for (const count of counts) {
      console.log(`${source.name}: an owner with ${count} studies …`);
      results.push({ source: source.name, ...measure(source.root, count) });
    }
  }
} finally {
  for (const source of sources) source.remove?.();
}

/** How much a figure grows a study, from the fewest studies measured to the most. */
const perStudy = (source, key) => {
  const rows = results.filter((row) => row.source === source);
  const [first, last] = [rows[0], rows.at(-1)];
  // Rounded to whole bytes, and no "-0".
  return Math.round((last[key] - first[key]) / (last.count - first.count)) || 0;
};
const columns = [
  ['everyPage', 'what hydrates `/leadership`'],
  ['hydrates', 'what hydrates `/`'],
  ['wire', '`/` on the wire'],
  ['home', "`/`'s HTML"],
  ['leadership', "`/leadership`'s HTML"],
  ['study', "a study's HTML"],
];
const bytes = (value) => `${value.toLocaleString('en-US')} B`;
const table = [
  `| build | studies | ${columns.map(([, label]) => label).join(' | ')} | build |`,
  `|---|--:|${columns.map(() => '--:').join('|')}|--:|`,
  ...results.map(
    (row) =>
      `| ${row.source} | ${row.count} | ${columns.map(([key]) => bytes(row[key])).join(' | ')} | ${row.seconds.toFixed(1)} s |`,
  ),
  ...sources.map(
    ({ name }) =>
      `| ${name} | **a study** | ${columns.map(([key]) => `**${perStudy(name, key)} B**`).join(' | ')} | |`,
  ),
];
const method = [
  `Measured ${today()} with \`${commandLine('bench:study-cost')}\`: the many-study owner (tests/fixtures/second-owner) cut to its first N studies (its three highlighted first), built; sizes gzip (what hydrates a page as \`npm run size\` sums it: \`/leadership\` draws no study, \`/\` its highlighted cards; \`/\` on the wire with its headers, against the first round trip's 14,600 B), the build's time one run's. "A study" is the growth from the fewest studies to the most, divided by the studies added.`,
];
writeResult('study-cost', 'What a case study costs every page', method, table);
await writeDocsSection('study-cost', [...method, '', ...table]);

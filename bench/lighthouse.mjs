// Benchmark (not a test): Lighthouse mobile on every prerendered route against the production build
// served as the host would, for a first visit and, on the gated routes, for a returning visitor
// whose password is stored, with the system light and then dark; and on a one-paragraph HTML page
// from the same server, the floor any page can reach. With `--before REV` that commit's build is
// measured in the same run. Every run takes each page, build and scheme in turn, so a passing load
// weighs on all alike. Writes the medians, with each figure's ratio to the floor's, to
// bench/results/, and for a whole run the table in docs/performance.md.
//   --throttling simulate   (default) Lighthouse's simulated slow 4G and 4x CPU: load figures
//   --throttling devtools   the load really throttled: what moves as the fonts arrive late (CLS,
//                           counted per load), which the simulation cannot show
// Usage: npm run build && npm run bench [-- --runs 5 --before 751c038 --scheme light|dark|both
//        --routes /,/404 --visitor returning --throttling devtools --build twelve=.second-owner]
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import puppeteer from 'puppeteer-core';
import { chromiumArgs, chromiumPath } from '../tooling/runner/chromium.mjs';
import { ensureDependencies } from '../tooling/runner/run.mjs';
import { sitePassword } from '../tooling/sealing/sitePassword.mjs';
import { builtAt, machine, servedBuilds } from './builds.mjs';
import {
  commandLine,
  FLOOR,
  median,
  servesFloor,
  today,
  writeDocsSection,
  writeResult,
} from './results.mjs';

// Lighthouse is the bench's own dependency (bench/package.json), installed on first use.
ensureDependencies('bench');
const { default: lighthouse } = await import('lighthouse');

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    before: { type: 'string' },
    /** A site already built elsewhere, as NAME=DIR (the many-study owner's: `.second-owner`). */
    build: { type: 'string', multiple: true, default: [] },
    scheme: { type: 'string', default: 'both' },
    /** Only these routes (comma-separated), or one visitor, for a quick comparison of two builds. */
    routes: { type: 'string' },
    visitor: { type: 'string' },
    throttling: { type: 'string', default: 'simulate' },
  },
});
const runs = Number(values.runs);
const schemes = values.scheme === 'both' ? ['light', 'dark'] : [values.scheme];
const throttling = values.throttling;
if (!['simulate', 'devtools'].includes(throttling))
  throw new Error(`--throttling is simulate or devtools, not ${throttling}`);
/** How the browser tells the page its system is dark (the media query the site follows). */
const schemeArgs = { light: [], dark: ['--force-dark-mode'] };
const password = sitePassword();
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];

const { builds, close } = await servedBuilds({
  before: values.before,
  also: values.build.map(builtAt),
  firstPort: 4181,
  plugins: [servesFloor],
});
const only = values.routes?.split(',');
/** Written by each build's prerender step: every route, its file and whether the gate guards it. */
const pages = JSON.parse(
  readFileSync(path.join(builds.at(-1).ssrDir, 'prerendered.json'), 'utf8'),
).filter((page) => !only || only.includes(page.path));
const cases = [
  { path: FLOOR.path, visitor: 'first visit', floor: true },
  ...pages.map((page) => ({ ...page, visitor: 'first visit' })),
  ...pages.filter((page) => page.gated).map((page) => ({ ...page, visitor: 'returning' })),
].filter((entry) => entry.floor || !values.visitor || entry.visitor === values.visitor);

/** The time the main thread spent running the site's own scripts, by Lighthouse's bootup-time. */
const scriptTime = (audit, origin) =>
  (audit.details?.items ?? [])
    .filter((item) => String(item.url).startsWith(`${origin}/assets/`))
    .reduce((sum, item) => sum + item.scripting, 0);

/** The app's entry script of a build, which every page's boot script loads. */
const entryOf = (build) =>
  readFileSync(path.join(build.outDir, 'index.html'), 'utf8').match(/ data-entry="([^"]+)"/)?.[1];

/** The main thread's time on the entry script alone, compiling included (Lighthouse's bootup-time). */
const entryTime = (audit, url) =>
  (audit.details?.items ?? [])
    .filter((item) => item.url === url)
    .reduce((sum, item) => sum + item.scripting + item.scriptParseCompile, 0);

async function measure({ url, origin, entry, visitor, scheme }) {
  const browser = await puppeteer.launch({
    executablePath: chromiumPath,
    args: [...chromiumArgs, ...schemeArgs[scheme]],
    headless: true,
  });
  try {
    const page = await browser.newPage();
    if (visitor === 'returning') {
      // An earlier visit: the password is stored and the HTTP cache holds that visit's files.
      await page.goto(url, { waitUntil: 'networkidle0' });
      await page.evaluate((value) => localStorage.setItem('sitePassword', value), password);
    }
    const result = await lighthouse(
      url,
      {
        output: 'json',
        logLevel: 'error',
        onlyCategories: categories,
        disableStorageReset: visitor === 'returning',
        throttlingMethod: throttling,
      },
      undefined,
      page,
    );
    const { audits, categories: scores, runtimeError } = result.lhr;
    // A run Lighthouse could not finish (no paint traced, say) measured nothing.
    if (runtimeError) return null;
    return {
      performance: scores.performance.score * 100,
      accessibility: scores.accessibility.score * 100,
      bestPractices: scores['best-practices'].score * 100,
      seo: scores.seo.score * 100,
      fcp: audits['first-contentful-paint'].numericValue,
      lcp: audits['largest-contentful-paint'].numericValue,
      tbt: audits['total-blocking-time'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
      scripts: scriptTime(audits['bootup-time'], origin),
      entry: entryTime(audits['bootup-time'], `${origin}${entry}`),
      bytes: audits['total-byte-weight'].numericValue,
    };
  } finally {
    await browser.close();
  }
}

/** A run's figures; a run Lighthouse could not finish is taken again, up to three times. */
async function measured(options) {
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    const sample = await measure(options);
    if (sample) return sample;
    console.warn(`Run failed on ${options.url} (${options.visitor}, ${options.scheme}); again`);
  }
  throw new Error(`Lighthouse failed three times running on ${options.url}`);
}

/** Every row: a case, in a scheme, of a build (the floor once, from the last build's server). */
const rows = cases.flatMap((entry) =>
  schemes.flatMap((scheme) =>
    (entry.floor ? builds.slice(-1) : builds).map((build) => ({
      entry,
      scheme,
      build,
      samples: [],
    })),
  ),
);
// Lighthouse refuses to audit a response with status 404, so the not-found page is measured at
// /404: the same prerendered file an unknown path gets, with status 200.
try {
  for (let run = 0; run < runs; run += 1) {
    for (const row of rows) {
      const { entry, scheme, build } = row;
      row.samples.push(
        await measured({
          url: `${build.origin}${entry.path}`,
          origin: build.origin,
          entry: entryOf(build),
          visitor: entry.visitor,
          scheme,
        }),
      );
    }
    console.log(`run ${run + 1} of ${runs} done`);
  }
} finally {
  await close();
}

const figures = rows.map(({ entry, scheme, build, samples }) => {
  const pick = (key) => median(samples.map((sample) => sample[key]));
  return {
    route: entry.floor ? FLOOR.label : `\`${entry.path}\``,
    build: entry.floor ? '' : `\`${build.name}\``,
    floor: entry.floor ?? false,
    visitor: entry.visitor,
    scheme,
    performance: pick('performance'),
    fcp: pick('fcp'),
    lcp: pick('lcp'),
    tbt: pick('tbt'),
    cls: pick('cls'),
    /** Loads that moved at all, of all the loads. */
    shifted: `${samples.filter((sample) => sample.cls > 0).length} of ${samples.length}`,
    scripts: pick('scripts'),
    entry: pick('entry'),
    bytes: pick('bytes'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    seo: pick('seo'),
  };
});
/** The floor's row in a scheme, which every row of that scheme is compared with. */
const floorOf = (scheme) => figures.find((row) => row.floor && row.scheme === scheme);

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const ratio = (value, floor) => `${(value / floor).toFixed(2)}×`;
const columns = [
  ['Route', (row) => row.route],
  ...(builds.length > 1 ? [['Build', (row) => row.build]] : []),
  ['Visitor', (row) => row.visitor],
  ['Scheme', (row) => row.scheme],
  ['Performance', (row) => Math.round(row.performance), true],
  ['FCP', (row) => seconds(row.fcp), true],
  ['÷ floor', (row) => ratio(row.fcp, floorOf(row.scheme).fcp), true],
  ['LCP', (row) => seconds(row.lcp), true],
  ['÷ floor', (row) => ratio(row.lcp, floorOf(row.scheme).lcp), true],
  ['TBT', (row) => `${Math.round(row.tbt)} ms`, true],
  ['Scripts', (row) => `${Math.round(row.scripts)} ms`, true],
  ['Entry', (row) => `${Math.round(row.entry)} ms`, true],
  ['CLS', (row) => row.cls.toFixed(3), true],
  ['Loads that moved', (row) => row.shifted, true],
  ['Transferred', (row) => `${(row.bytes / 1024).toFixed(0)} KiB`, true],
  ['Accessibility', (row) => Math.round(row.accessibility), true],
  ['Best Practices', (row) => Math.round(row.bestPractices), true],
  ['SEO', (row) => Math.round(row.seo), true],
];
const table = [
  `| ${columns.map(([name]) => name).join(' | ')} |`,
  `| ${columns.map(([, , numeric]) => (numeric ? '--:' : '---')).join(' | ')} |`,
  ...figures.map((row) => `| ${columns.map(([, cell]) => cell(row)).join(' | ')} |`),
];
const mode =
  throttling === 'simulate'
    ? 'simulated throttling (slow 4G, 4x CPU)'
    : 'the load really throttled (`--throttling-method=devtools`: slow 4G, 4x CPU)';
const method = [
  `Lighthouse ${lighthouse.version ?? '13.5'}, mobile, ${mode}, median of ${runs} runs per row, on ${machine()}, ${today()}; the production build served as the host would, each run taking every row in turn.`,
  'The floor is a one-paragraph HTML page (no script, font or picture) from the same server; "÷ floor" divides a figure by the floor\'s in the same scheme.',
  "Scripts: the main thread's time running the site's own scripts (Lighthouse's bootup-time, scaled to the throttled CPU); Entry: the same for the app's entry script alone, its parsing and compiling included. Loads that moved: how many of the runs shifted any layout.",
  'Dark rows: the browser started with its system dark (`--force-dark-mode`), so the page follows `prefers-color-scheme`.',
  'A returning visitor has the password stored and the HTTP cache of an earlier visit. The not-found page is measured at `/404` (Lighthouse does not audit a 404 response; unknown paths get the same file). SEO on the gated routes is lower by design: they are `noindex`.',
];
const name = `lighthouse${throttling === 'devtools' ? '-devtools' : ''}`;
const whole = !only;
// A part of the routes: a comparison of its own, beside the whole table.
writeResult(whole ? name : `${name}-part`, `Lighthouse (mobile, ${mode})`, method, table);
if (whole)
  await writeDocsSection(name, [
    `\`${commandLine('bench')}\`, at ${builds.map((build) => `\`${build.name}\``).join(' and ')}.`,
    ...method,
    '',
    ...table,
  ]);

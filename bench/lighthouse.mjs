// Benchmark (not a test): Lighthouse mobile (default simulated throttling) on every prerendered
// route against the production build served by `vite preview`, for a first visit and, on the
// gated routes, for a returning visitor whose password is stored, with the system light and then
// dark; and on a one-paragraph HTML page from the same server, the floor any page can reach. Every
// run takes each page and scheme in turn, so a passing load weighs on all alike. Writes the
// medians, with each figure's ratio to the floor's, to bench/results/lighthouse.md.
// Usage: npm run build && npm run bench [-- --runs 5 --scheme light|dark|both --routes /,/404 --visitor returning]
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import puppeteer from 'puppeteer-core';
import { preview } from 'vite';
import { chromiumArgs, chromiumPath } from '../tooling/runner/chromium.mjs';
import { ensureDependencies } from '../tooling/runner/run.mjs';
import { sitePassword } from '../tooling/sealing/sitePassword.mjs';
import { median, today, writeResult } from './results.mjs';

// Lighthouse is the bench's own dependency (bench/package.json), installed on first use.
ensureDependencies('bench');
const { default: lighthouse } = await import('lighthouse');

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    scheme: { type: 'string', default: 'both' },
    /** Only these routes (comma-separated), or one visitor, for a quick comparison of two builds. */
    routes: { type: 'string' },
    visitor: { type: 'string' },
  },
});
const runs = Number(values.runs);
const schemes = values.scheme === 'both' ? ['light', 'dark'] : [values.scheme];
/** How the browser tells the page its system is dark (the media query the site follows). */
const schemeArgs = { light: [], dark: ['--force-dark-mode'] };
const password = sitePassword();
const port = 4181;
const origin = `http://localhost:${port}`;
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];

const only = values.routes?.split(',');
/** Written by the prerender step: every route, its file and whether the gate guards it. */
const pages = JSON.parse(readFileSync('dist-ssr/prerendered.json', 'utf8')).filter(
  (page) => !only || only.includes(page.path),
);
/**
 * The floor: a page of one paragraph, no script, no font, no picture, and, like the site's pages,
 * an icon that costs no request (else the browser's own request for /favicon.ico is measured).
 */
const FLOOR = {
  path: '/__floor',
  label: 'one-paragraph page (floor)',
  html: '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Floor</title><link rel="icon" href="data:,"><meta name="description" content="One paragraph, the floor of a page."></head><body><p>A page of one paragraph: what any page takes to paint, its content and nothing more, on this server and this machine.</p></body></html>',
};
const servesFloor = {
  name: 'bench-floor-page',
  // Before the site's own preview rules, which answer an unknown path with the not-found page.
  enforce: 'pre',
  configurePreviewServer(server) {
    server.middlewares.use(FLOOR.path, (_request, response) => {
      response.setHeader('Content-Type', 'text/html; charset=utf-8');
      response.end(FLOOR.html);
    });
  },
};
const cases = [
  { path: FLOOR.path, visitor: 'first visit', floor: true },
  ...pages.map((page) => ({ ...page, visitor: 'first visit' })),
  ...pages.filter((page) => page.gated).map((page) => ({ ...page, visitor: 'returning' })),
].filter((entry) => entry.floor || !values.visitor || entry.visitor === values.visitor);

async function measure({ url, visitor, scheme }) {
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

const server = await preview({
  preview: { port, strictPort: true },
  logLevel: 'silent',
  plugins: [servesFloor],
});
const samples = new Map(
  cases.map((entry) => [entry, Object.fromEntries(schemes.map((scheme) => [scheme, []]))]),
);
// Lighthouse refuses to audit a response with status 404, so the not-found page is measured at
// /404: the same prerendered file an unknown path gets, with status 200.
try {
  for (let run = 0; run < runs; run += 1) {
    for (const entry of cases) {
      const taken = samples.get(entry);
      for (const scheme of schemes)
        taken[scheme].push(
          await measured({ url: `${origin}${entry.path}`, visitor: entry.visitor, scheme }),
        );
    }
  }
} finally {
  await server.close();
}

const rows = cases.flatMap((entry) =>
  schemes.map((scheme) => {
    const pick = (key) => median(samples.get(entry)[scheme].map((sample) => sample[key]));
    const row = {
      route: entry.floor ? FLOOR.label : `\`${entry.path}\``,
      floor: entry.floor ?? false,
      visitor: entry.visitor,
      scheme,
      performance: pick('performance'),
      fcp: pick('fcp'),
      lcp: pick('lcp'),
      tbt: pick('tbt'),
      cls: pick('cls'),
      bytes: pick('bytes'),
      accessibility: pick('accessibility'),
      bestPractices: pick('bestPractices'),
      seo: pick('seo'),
    };
    console.log(JSON.stringify(row));
    return row;
  }),
);
/** The floor's row in a scheme, which every row of that scheme is compared with. */
const floorOf = (scheme) => rows.find((row) => row.floor && row.scheme === scheme);

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const ratio = (value, floor) => `${(value / floor).toFixed(2)}×`;
const table = [
  '| Route | Visitor | Scheme | Performance | FCP | ÷ floor | LCP | ÷ floor | TBT | CLS | Transferred | Accessibility | Best Practices | SEO |',
  '| --- | --- | --- | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: |',
  ...rows
    .map((row) =>
      [
        row.route,
        row.visitor,
        row.scheme,
        Math.round(row.performance),
        seconds(row.fcp),
        ratio(row.fcp, floorOf(row.scheme).fcp),
        seconds(row.lcp),
        ratio(row.lcp, floorOf(row.scheme).lcp),
        `${Math.round(row.tbt)} ms`,
        row.cls.toFixed(3),
        `${(row.bytes / 1024).toFixed(0)} KiB`,
        Math.round(row.accessibility),
        Math.round(row.bestPractices),
        Math.round(row.seo),
      ].join(' | '),
    )
    .map((line) => `| ${line} |`),
];
// Some routes only: a comparison of its own, beside the whole table.
writeResult(
  only || values.visitor ? 'lighthouse-routes' : 'lighthouse',
  'Lighthouse (mobile, simulated throttling)',
  [
    `Lighthouse ${lighthouse.version ?? '13.5'}, median of ${runs} runs per row, production build served by \`vite preview\`, ${today()}; each run took every row in turn.`,
    'The floor is a one-paragraph HTML page (no script, font or picture) from the same server; "÷ floor" divides a figure by the floor\'s in the same scheme.',
    'Dark rows: the browser started with its system dark (`--force-dark-mode`), so the page follows `prefers-color-scheme`.',
    'A returning visitor has the password stored and the HTTP cache of an earlier visit. The not-found page is measured at `/404` (Lighthouse does not audit a 404 response; unknown paths get the same file). SEO on the gated routes is lower by design: they are `noindex`.',
  ],
  table,
);

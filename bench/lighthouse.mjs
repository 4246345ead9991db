// Benchmark (not a test): Lighthouse mobile (default simulated throttling) on every prerendered
// route against the production build served by `vite preview`, for a first visit and, on the
// gated routes, for a returning visitor whose password is stored. Writes the medians to
// bench/results/lighthouse.md.
// Usage: npm run build && npm run bench [-- --runs 5]
import lighthouse from 'lighthouse';
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import puppeteer from 'puppeteer-core';
import { preview } from 'vite';
import { chromiumArgs, chromiumPath } from '../tooling/runner/chromium.mjs';
import { sitePassword } from '../tooling/sealing/sitePassword.mjs';
import { median, today, writeResult } from './results.mjs';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' } } });
const runs = Number(values.runs);
const password = sitePassword();
const port = 4181;
const origin = `http://localhost:${port}`;
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];

/** Written by the prerender step: every route, its file and whether the gate guards it. */
const pages = JSON.parse(readFileSync('dist-ssr/prerendered.json', 'utf8'));
const cases = [
  ...pages.map((page) => ({ ...page, visitor: 'first visit' })),
  ...pages.filter((page) => page.gated).map((page) => ({ ...page, visitor: 'returning' })),
];

async function measure({ url, visitor }) {
  const browser = await puppeteer.launch({
    executablePath: chromiumPath,
    args: chromiumArgs,
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
    const { audits, categories: scores } = result.lhr;
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

const server = await preview({ preview: { port, strictPort: true }, logLevel: 'silent' });
const rows = [];
try {
  for (const entry of cases) {
    // Lighthouse refuses to audit a response with status 404, so the not-found page is measured
    // at /404: the same prerendered file an unknown path gets, with status 200.
    const url = `${origin}${entry.path}`;
    const samples = [];
    for (let run = 0; run < runs; run += 1)
      samples.push(await measure({ url, visitor: entry.visitor }));
    const pick = (key) => median(samples.map((sample) => sample[key]));
    const row = {
      route: entry.path,
      visitor: entry.visitor,
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
    rows.push(row);
    console.log(JSON.stringify(row));
  }
} finally {
  await server.close();
}

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const table = [
  '| Route | Visitor | Performance | FCP | LCP | TBT | CLS | Transferred | Accessibility | Best Practices | SEO |',
  '| --- | --- | --: | --: | --: | --: | --: | --: | --: | --: | --: |',
  ...rows
    .map((row) =>
      [
        `\`${row.route}\``,
        row.visitor,
        Math.round(row.performance),
        seconds(row.fcp),
        seconds(row.lcp),
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
writeResult(
  'lighthouse',
  'Lighthouse (mobile, simulated throttling)',
  [
    `Lighthouse ${lighthouse.version ?? '13.5'}, median of ${runs} runs per row, production build served by \`vite preview\`, ${today()}.`,
    'A returning visitor has the password stored and the HTTP cache of an earlier visit. The not-found page is measured at `/404` (Lighthouse does not audit a 404 response; unknown paths get the same file). SEO on the gated routes is lower by design: they are `noindex`.',
  ],
  table,
);

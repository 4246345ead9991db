// Benchmark (not a test): Lighthouse mobile (default simulated throttling) on every prerendered
// route against the production build served by `vite preview`, for a first visit and, on the
// gated routes, for a returning visitor whose password is stored, with the system light and then
// dark (the two schemes' runs interleaved). Writes the medians to
// bench/results/lighthouse.md.
// Usage: npm run build && npm run bench [-- --runs 5 --scheme light|dark|both --routes /,/404 --visitor returning]
import lighthouse from 'lighthouse';
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import puppeteer from 'puppeteer-core';
import { preview } from 'vite';
import { chromiumArgs, chromiumPath } from '../tooling/runner/chromium.mjs';
import { sitePassword } from '../tooling/sealing/sitePassword.mjs';
import { median, today, writeResult } from './results.mjs';

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
const cases = [
  ...pages.map((page) => ({ ...page, visitor: 'first visit' })),
  ...pages.filter((page) => page.gated).map((page) => ({ ...page, visitor: 'returning' })),
].filter(({ visitor }) => !values.visitor || visitor === values.visitor);

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

const server = await preview({ preview: { port, strictPort: true }, logLevel: 'silent' });
const rows = [];
try {
  for (const entry of cases) {
    // Lighthouse refuses to audit a response with status 404, so the not-found page is measured
    // at /404: the same prerendered file an unknown path gets, with status 200.
    const url = `${origin}${entry.path}`;
    // The schemes' runs interleaved, so a passing load weighs on both alike.
    const samples = Object.fromEntries(schemes.map((scheme) => [scheme, []]));
    for (let run = 0; run < runs; run += 1)
      for (const scheme of schemes)
        samples[scheme].push(await measured({ url, visitor: entry.visitor, scheme }));
    for (const scheme of schemes) {
      const pick = (key) => median(samples[scheme].map((sample) => sample[key]));
      const row = {
        route: entry.path,
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
      rows.push(row);
      console.log(JSON.stringify(row));
    }
  }
} finally {
  await server.close();
}

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const table = [
  '| Route | Visitor | Scheme | Performance | FCP | LCP | TBT | CLS | Transferred | Accessibility | Best Practices | SEO |',
  '| --- | --- | --- | --: | --: | --: | --: | --: | --: | --: | --: | --: |',
  ...rows
    .map((row) =>
      [
        `\`${row.route}\``,
        row.visitor,
        row.scheme,
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
// Some routes only: a comparison of its own, beside the whole table.
writeResult(
  only || values.visitor ? 'lighthouse-routes' : 'lighthouse',
  'Lighthouse (mobile, simulated throttling)',
  [
    `Lighthouse ${lighthouse.version ?? '13.5'}, median of ${runs} runs per row, production build served by \`vite preview\`, ${today()}.`,
    'Dark rows: the browser started with its system dark (`--force-dark-mode`), so the page follows `prefers-color-scheme`.',
    'A returning visitor has the password stored and the HTTP cache of an earlier visit. The not-found page is measured at `/404` (Lighthouse does not audit a 404 response; unknown paths get the same file). SEO on the gated routes is lower by design: they are `noindex`.',
  ],
  table,
);

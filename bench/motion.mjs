// Benchmark (not a test): smoothness while reading. Scrolls every prerendered page (case studies
// unlocked, as for a returning visitor) from top to bottom at 1500 px/s with a wheel gesture in
// Chromium against the production build, unthrottled and at 4x CPU slowdown, once the page has
// loaded and settled, and records the interval between frames,
// long tasks (over 50 ms) while scrolling, and the layout shift from load to the end of the scroll.
// At 4x it scrolls each page once more with reduced motion, as a control: the same page, script,
// navigator and scroll with nothing moving, so what the motion itself costs the main thread shows.
// Each study's scroll story gets rows of its own: the same scroll over just the story, from where
// it enters the window to where it leaves, its figure pinned and moving with the steps.
// Writes medians over runs to bench/results/motion.md.
// Usage: npm run build && npm run bench:motion [-- --runs 3]
import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { preview } from 'vite';
import { chromiumArgs, chromiumPath } from '../tooling/runner/chromium.mjs';
import { sitePassword } from '../tooling/sealing/sitePassword.mjs';
import { machine, thisCommit } from './builds.mjs';
import { median, today, writeDocsSection, writeResult } from './results.mjs';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' } } });
const runs = Number(values.runs);
const port = 4182;
const speed = 1500;
const viewport = { width: 1440, height: 900 };
/** CPU slowdown, and whether the visitor asks for reduced motion (the control). */
const settings = [
  { slowdown: 1, reduced: false },
  { slowdown: 4, reduced: false },
  { slowdown: 4, reduced: true },
];
/** A reader starts scrolling a moment after the page appears. */
const settle = 1500;

/** Written by the prerender step: every route, its file and whether the gate guards it. */
const prerendered = JSON.parse(readFileSync('dist-ssr/prerendered.json', 'utf8'));
/** Every page, then each study's story alone. */
const pages = [
  ...prerendered,
  ...prerendered.filter((entry) => entry.gated).map((entry) => ({ ...entry, story: true })),
];

const percentile = (sorted, share) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];

/** Observers installed before any page script: layout shifts and long tasks, from navigation. */
function observe() {
  const record = { shifts: 0, longTasks: [] };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) record.shifts += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) record.longTasks.push(entry.startTime);
  }).observe({ type: 'longtask', buffered: true });
  Object.assign(window, { motionBench: record });
}

/**
 * Counts frame intervals from the first scroll event until `motionBench.done` is set, so the
 * wait for the gesture to start is not counted as a slow frame.
 */
function countFrames() {
  const record = window.motionBench;
  Object.assign(record, { intervals: [], from: Infinity, done: false });
  let last;
  const frame = (now) => {
    if (last !== undefined) record.intervals.push(now - last);
    last = now;
    if (record.done) record.to = now;
    else requestAnimationFrame(frame);
  };
  const start = () => {
    record.from = performance.now();
    requestAnimationFrame(frame);
  };
  window.addEventListener('scroll', start, { once: true, passive: true });
}

async function measure(browser, entry, { slowdown, reduced }) {
  const context = await browser.newContext({
    viewport,
    reducedMotion: reduced ? 'reduce' : 'no-preference',
  });
  try {
    if (entry.gated) {
      await context.addInitScript(
        (value) => localStorage.setItem('sitePassword', value),
        sitePassword(),
      );
    }
    await context.addInitScript(observe);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    await page.goto(`http://localhost:${port}${entry.path}`, { waitUntil: 'networkidle' });
    // Hydrated, and on a gated page the study is open with every section in: its navigator comes
    // once the last has mounted.
    await page.waitForFunction(
      (gated) =>
        Object.keys(document.getElementById('root') ?? {}).some((key) =>
          key.startsWith('__react'),
        ) &&
        (!gated || document.querySelector('main article nav') !== null),
      entry.gated,
    );
    // A story is scrolled from where it enters the window (the page taken there first) to where
    // it leaves.
    const distance = await page.evaluate((story) => {
      const section = story && document.querySelector('[data-story]')?.closest('section');
      if (!section) return document.documentElement.scrollHeight - window.innerHeight;
      const { top, height } = section.getBoundingClientRect();
      window.scrollTo(0, window.scrollY + top - window.innerHeight);
      return height + window.innerHeight;
    }, Boolean(entry.story));
    await page.waitForTimeout(settle);
    // A reader's scroll: a wheel gesture the browser scrolls on its compositor, as it does for
    // a mouse or trackpad, at a steady speed.
    await page.evaluate(countFrames);
    await cdp.send('Input.synthesizeScrollGesture', {
      x: viewport.width / 2,
      y: viewport.height / 2,
      yDistance: -distance,
      speed,
      gestureSourceType: 'mouse',
      preventFling: true,
    });
    await page.evaluate(() => {
      window.motionBench.done = true;
    });
    // Let what the last frames started settle before reading the shifts.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    const { shifts, longTasks, intervals, from, to } = await page.evaluate(
      () => window.motionBench,
    );
    const sorted = intervals.sort((a, b) => a - b);
    return {
      frames: intervals.length,
      p50: percentile(sorted, 0.5),
      p95: percentile(sorted, 0.95),
      p99: percentile(sorted, 0.99),
      longTasks: longTasks.filter((start) => start >= from && start <= to).length,
      cls: shifts,
    };
  } finally {
    await context.close();
  }
}

const server = await preview({ preview: { port, strictPort: true }, logLevel: 'silent' });
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: ['--headless', ...chromiumArgs],
});
const rows = [];
try {
  // A first, discarded run warms the browser up, so the first page is not charged for it.
  await measure(browser, pages[0], settings[0]);
  for (const setting of settings) {
    for (const entry of pages) {
      const samples = [];
      for (let run = 0; run < runs; run += 1) samples.push(await measure(browser, entry, setting));
      const pick = (key) => median(samples.map((sample) => sample[key]));
      const row = {
        page: entry.path,
        scrolled: entry.story ? 'its story' : 'whole page',
        cpu: setting.slowdown === 1 ? 'unthrottled' : `${setting.slowdown}x slower`,
        motion: setting.reduced ? 'reduced (control)' : 'full',
        frames: pick('frames'),
        p50: pick('p50'),
        p95: pick('p95'),
        p99: pick('p99'),
        longTasks: Math.max(...samples.map((sample) => sample.longTasks)),
        cls: Math.max(...samples.map((sample) => sample.cls)),
      };
      rows.push(row);
      console.log(JSON.stringify(row));
    }
  }
} finally {
  await browser.close();
  await server.close();
}

const ms = (value) => `${value.toFixed(1)} ms`;
const table = [
  '| Page | Scrolled | CPU | Motion | Frames | p50 | p95 | p99 | Long tasks while scrolling | CLS, load to end of scroll |',
  '| --- | --- | --- | --- | --: | --: | --: | --: | --: | --: |',
  ...rows.map(
    (row) =>
      `| \`${row.page}\` | ${row.scrolled} | ${row.cpu} | ${row.motion} | ${row.frames} | ${ms(row.p50)} | ${ms(row.p95)} | ${ms(row.p99)} | ${row.longTasks} | ${row.cls.toFixed(3)} |`,
  ),
];
writeResult(
  'motion',
  'Motion: frame intervals while scrolling',
  [
    `Chromium (headless) at ${viewport.width}×${viewport.height}, production build served by \`vite preview\`, ${today()}. Each page is loaded, left to settle for ${settle / 1000} s, then scrolled from top to bottom (a story's rows: from where the story enters the window to where it leaves) at ${speed} px/s by a wheel gesture (\`Input.synthesizeScrollGesture\`, scrolled by the compositor as a mouse or trackpad is), case studies unlocked (password stored). Frame intervals are counted from the first scroll event to the end of the gesture, medians over ${runs} runs after one discarded warm-up run; long tasks and CLS are the worst run. CLS is every layout shift without recent input from navigation to the end of the scroll. The reduced-motion rows are a control: the same pages, script and scroll with nothing moving.`,
  ],
  table,
);
await writeDocsSection('motion', [
  `\`npm run bench:motion -- --runs ${runs}\` at \`${thisCommit()}\`, ${today()}, on ${machine()}; the reduced-motion rows are this machine's floor for the same scroll.`,
  '',
  ...table,
]);

// Benchmark (not a test): how fast the site answers a touch, a click or a key, as INP counts it.
// Chromium against the production build, at a 4x CPU slowdown (Lighthouse's mobile setting) set
// through the DevTools protocol, on a phone (390 px, touch) and at 1440 px. Each interaction is
// measured by event timing: from the input to the next paint, the longest event of the interaction
// (input delay, processing and the wait for that paint; the browser rounds to 8 ms and reports
// nothing under 16 ms, which the table shows as 16). As INP does, only the events the visitor's
// input makes (those with an interaction id: presses, clicks, keys) count, not the pointer events
// the page fires as what is under the pointer changes; a hover, which INP does not count, is
// measured by its pointer events. Each journey runs in a fresh page, settled first (the
// app hydrated, the network and the main thread idle), except the early tap, which comes as soon
// as the header shows. A second part loads pages on the phone and records the longest task after
// the first paint. Medians over runs; with `--before REV` the same run measures that commit's
// build too (built in a worktree beside this one), for a before/after table. The floor, a button
// on a one-paragraph page served beside each build, is measured in the same run: what any
// interaction costs on this machine. Writes bench/results/interactions.md and, for a whole run,
// the table in docs/performance.md.
// Usage: npm run build && npm run bench:interactions [-- --runs 3 --before 751c038 --only theme]
import { chromium } from '@playwright/test';
import { parseArgs } from 'node:util';
import { runnerImport } from 'vite';
import { chromiumArgs, chromiumPath } from '../tooling/runner/chromium.mjs';
import { sitePassword } from '../tooling/sealing/sitePassword.mjs';
import { machine, servedBuilds } from './builds.mjs';
import {
  commandLine,
  FLOOR,
  median,
  servesFloor,
  today,
  writeDocsSection,
  writeResult,
} from './results.mjs';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    /** A commit to measure beside the working tree's build. */
    before: { type: 'string' },
    /** Only the journeys whose name holds this text ('projects', 'theme', … 'loads'). */
    only: { type: 'string' },
  },
});
const runs = Number(values.runs);
const { viewer: viewerCopy } = (
  await runnerImport('./src/content/viewer.ts', { logLevel: 'error' })
).module;
const SLOWDOWN = 4;
const password = sitePassword();
const STUDY = '/smartscan';
const DECK_STUDY = '/payment-overhaul';
/** A study's walkthrough clip, at its section. */
const CLIP = '/livetune#tier-walkthrough';

const phone = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};
const desktop = { viewport: { width: 1440, height: 900 } };

/** Observers installed before any page script: event timing, long tasks and the first paint. */
function observe() {
  const record = { events: [], longTasks: [], firstPaint: Infinity };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      record.events.push({
        name: entry.name,
        interaction: entry.interactionId > 0,
        start: entry.startTime,
        duration: entry.duration,
        delay: entry.processingStart - entry.startTime,
      });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      record.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === 'first-contentful-paint') record.firstPaint = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  Object.assign(window, { interactionBench: record });
}

const hydrated = (page) =>
  page.waitForFunction(() =>
    Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__react')),
  );

/** The main thread idle twice over: what a page does once it has loaded is done. */
const idle = (page) =>
  page.evaluate(
    () =>
      new Promise((resolve) =>
        requestIdleCallback(() => requestIdleCallback(resolve, { timeout: 3000 }), {
          timeout: 3000,
        }),
      ),
  );

/**
 * Within a clip's stage, where its player's state shows (`cssState`, as `[data-playing]`): on the
 * video since 6df7e61, on the stage itself before (a `--before` build may be older).
 */
const status = (cssState) => `:scope[data-status]${cssState}, video[data-status]${cssState}`;

/** A page opened, hydrated and settled, with a study open for a returning visitor. */
async function settled(page, url, { study = false } = {}) {
  await page.goto(url, { waitUntil: 'networkidle' });
  await hydrated(page);
  if (study) await page.locator('main article nav').waitFor();
  await idle(page);
}

/**
 * One interaction: `act` does it, `done` waits for its answer on screen; then the longest event of
 * the interaction since `act` began (of a hover, any event), once the browser has reported the
 * paint that ends it.
 */
async function interaction(page, act, done, { hover = false } = {}) {
  const from = await page.evaluate(() => performance.now());
  await act();
  await done();
  // Event timing entries are delivered after the frame that ends them.
  await page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 100))),
      ),
  );
  const events = await page.evaluate(
    ({ since, hover }) =>
      window.interactionBench.events.filter(
        (entry) => entry.start >= since && (hover || entry.interaction),
      ),
    { since: from, hover },
  );
  const longest = events.reduce((most, entry) => (entry.duration > most.duration ? entry : most), {
    duration: 16,
    delay: 0,
  });
  return { duration: longest.duration, delay: Math.round(longest.delay) };
}

// The menu a visitor sees: not the unseen copy that warms the menu up as the page idles.
const menu = (page) => page.getByRole('menu');
const trigger = (page) => page.locator('header nav button[aria-haspopup="menu"]');
const themeSwitch = (page) => page.locator('header [data-theme-switch]');
const schemeIs = (page, scheme) =>
  page.waitForFunction(
    (wanted) =>
      getComputedStyle(document.documentElement).colorScheme.includes(wanted) ||
      document.documentElement.getAttribute('data-theme') === wanted,
    scheme,
  );
const counter = (page) => page.getByText(/^\d+ \/ \d+$/);
const slideShown = async (page) => Number((await counter(page).innerText()).split(' / ')[0]);
const slideIs = (page, number) => page.getByText(new RegExp(`^${number} / \\d+$`)).waitFor();
/** The picture viewer: a modal dialog, busy while it grows. */
const viewer = (page) => page.locator('[role="dialog"][aria-modal="true"]:not(dialog)');
const viewerReady = (page) => viewer(page).and(page.locator(':not([aria-busy])')).waitFor();
const viewerAt = (page, number) =>
  viewer(page)
    .getByText(new RegExp(`^${number} / \\d+$`))
    .waitFor();

/**
 * The journeys: each a fresh page, its interactions measured in turn. `on` is the phone or the
 * desktop, `returning` stores the password first. Each step names its row.
 */
const journeys = [
  ...[phone, desktop].map((on) => ({
    name: 'floor',
    on,
    async run(page, row) {
      await page.goto(FLOOR.button, { waitUntil: 'networkidle' });
      await idle(page);
      await row(`floor: ${on === phone ? 'tap' : 'click'} a button on a one-paragraph page`, () =>
        interaction(
          page,
          () => page.getByRole('button')[on === phone ? 'tap' : 'click'](),
          () => page.getByText('Said more.').waitFor(),
        ),
      );
    },
  })),
  // A tap as soon as the header shows, and one on a settled page.
  ...[true, false].map((early) => ({
    name: 'projects',
    on: phone,
    async run(page, row) {
      if (early) {
        await page.goto('/', { waitUntil: 'commit' });
        await trigger(page).waitFor();
      } else await settled(page, '/');
      await row(`phone: tap Projects${early ? ' as the page appears' : ''}`, () =>
        interaction(
          page,
          () => trigger(page).tap(),
          () => menu(page).waitFor(),
        ),
      );
    },
  })),
  {
    name: 'projects',
    on: desktop,
    async run(page, row) {
      await settled(page, '/');
      await row('1440: hover Projects', () =>
        interaction(
          page,
          () => trigger(page).hover(),
          () => menu(page).waitFor(),
          { hover: true },
        ),
      );
      await page.mouse.move(700, 700);
      await page.keyboard.press('Escape');
      await menu(page).waitFor({ state: 'detached' });
      await idle(page);
      await row('1440: click Projects', () =>
        interaction(
          page,
          () => trigger(page).click(),
          () => menu(page).waitFor(),
        ),
      );
      await page.keyboard.press('Escape');
      await menu(page).waitFor({ state: 'detached' });
      await page.mouse.move(700, 700);
      await trigger(page).focus();
      await idle(page);
      await row('1440: Enter on Projects', () =>
        interaction(
          page,
          () => page.keyboard.press('Enter'),
          () => menu(page).waitFor(),
        ),
      );
    },
  },
  ...[phone, desktop].map((on) => ({
    name: 'theme',
    on,
    async run(page, row) {
      await settled(page, '/');
      const press = on === phone ? 'tap' : 'click';
      await row(`${label(on)}: switch the theme`, () =>
        interaction(
          page,
          () => themeSwitch(page)[press](),
          () => schemeIs(page, 'dark'),
        ),
      );
    },
  })),
  ...[phone, desktop].map((on) => ({
    name: 'route',
    on,
    async run(page, row) {
      const press = on === phone ? 'tap' : 'click';
      await settled(page, '/');
      await row(`${label(on)}: a home card to its study`, () =>
        interaction(
          page,
          () => page.locator(`main a[href="${STUDY}"]`).first()[press](),
          () => page.waitForURL(`**${STUDY}`),
        ),
      );
      await page.getByPlaceholder('Enter password').waitFor();
      await idle(page);
      await row(`${label(on)}: the header's Leadership link`, () =>
        interaction(
          page,
          () => page.locator('header a[href="/leadership"]')[press](),
          () => page.waitForURL('**/leadership'),
        ),
      );
    },
  })),
  ...[phone, desktop].map((on) => ({
    name: 'password',
    on,
    async run(page, row) {
      await settled(page, STUDY);
      await page.getByPlaceholder('Enter password').fill(password);
      await idle(page);
      const press = on === phone ? 'tap' : 'click';
      await row(`${label(on)}: submit the password`, () =>
        interaction(
          page,
          () => page.getByRole('button', { name: 'View Project' })[press](),
          () => page.locator('main h1').filter({ hasNotText: 'Protected Content' }).waitFor(),
        ),
      );
    },
  })),
  {
    name: 'navigator',
    on: phone,
    returning: true,
    async run(page, row) {
      await settled(page, STUDY, { study: true });
      const toggle = page.locator('main article nav button[aria-expanded]');
      await row('phone: open the section menu', () =>
        interaction(
          page,
          () => toggle.tap(),
          () => page.locator('main article nav button[aria-expanded="true"]').waitFor(),
        ),
      );
      await row('phone: jump to a section', () =>
        interaction(
          page,
          () => page.locator('main article nav li a').nth(3).tap(),
          () => page.waitForURL(/#/),
        ),
      );
    },
  },
  {
    name: 'navigator',
    on: desktop,
    returning: true,
    async run(page, row) {
      await settled(page, STUDY, { study: true });
      await row('1440: jump to a section', () =>
        interaction(
          page,
          () => page.locator('main article nav li a').nth(3).click(),
          () => page.waitForURL(/#/),
        ),
      );
      await idle(page);
      await row('1440: copy a section link', () =>
        interaction(
          page,
          () =>
            page
              .getByRole('button', { name: /^Copy a link to/ })
              .nth(3)
              .click(),
          () =>
            page
              .getByText(/Link copied|Copying is blocked/)
              .first()
              .waitFor(),
        ),
      );
    },
  },
  ...[phone, desktop].map((on) => ({
    name: 'viewer',
    on,
    returning: true,
    async run(page, row) {
      await settled(page, DECK_STUDY, { study: true });
      const picture = page.locator('main button[aria-haspopup="dialog"]').first();
      await picture.scrollIntoViewIfNeeded();
      await idle(page);
      const press = on === phone ? 'tap' : 'click';
      await row(`${label(on)}: open a picture`, () =>
        interaction(
          page,
          () => picture[press](),
          () => viewer(page).waitFor(),
        ),
      );
      await viewerReady(page);
      await idle(page);
      // A phone swipes between pictures; the keys and arrows are the desktop's.
      if (on === desktop) {
        await row('1440: next picture', () =>
          interaction(
            page,
            () => page.keyboard.press('ArrowRight'),
            () => viewerAt(page, 2),
          ),
        );
      }
      await idle(page);
      await row(`${label(on)}: close the picture`, () =>
        interaction(
          page,
          () =>
            on === phone
              ? viewer(page).getByRole('button', { name: viewerCopy.close }).tap()
              : page.keyboard.press('Escape'),
          () => viewer(page).waitFor({ state: 'detached' }),
        ),
      );
    },
  })),
  ...[phone, desktop].map((on) => ({
    name: 'clip',
    on,
    returning: true,
    async run(page, row) {
      await settled(page, CLIP, { study: true });
      const stage = page.locator('main [data-clip="walkthrough"]').first();
      const play = stage.getByRole('button', { name: /^Play the clip: / });
      // Its player comes as it nears the screen.
      await stage.scrollIntoViewIfNeeded();
      await play.waitFor();
      await idle(page);
      // Answered on screen as the press is taken: the button waits while the clip is fetched.
      await row(`${label(on)}: play a walkthrough`, () =>
        interaction(
          page,
          () => play[on === phone ? 'tap' : 'click'](),
          () =>
            stage.locator(status(':not([data-status="poster"])')).waitFor({ state: 'attached' }),
        ),
      );
      await stage.locator(status('[data-playing]')).first().waitFor();
      await idle(page);
      if (on === desktop) {
        const opener = stage.locator('button[aria-haspopup="dialog"]');
        await opener.focus();
        await idle(page);
        await row('1440: open the playing clip in the viewer', () =>
          interaction(
            page,
            () => page.keyboard.press('Enter'),
            () => viewer(page).waitFor(),
          ),
        );
        await viewerReady(page);
        await idle(page);
        const at = Number(
          (
            await viewer(page)
              .getByText(/^\d+ \/ \d+$/)
              .innerText()
          ).split(' / ')[0],
        );
        await row('1440: from the clip to the next picture', () =>
          interaction(
            page,
            () => page.keyboard.press('ArrowRight'),
            () => viewerAt(page, at + 1),
          ),
        );
      }
    },
  })),
  {
    name: 'present',
    on: desktop,
    returning: true,
    async run(page, row) {
      await settled(page, DECK_STUDY, { study: true });
      await row('1440: enter Present mode', () =>
        interaction(
          page,
          () => page.getByRole('button', { name: 'Present', exact: true }).click(),
          () => counter(page).waitFor(),
        ),
      );
      await idle(page);
      const at = await slideShown(page);
      await row('1440: next slide', () =>
        interaction(
          page,
          () => page.keyboard.press('ArrowRight'),
          () => slideIs(page, at + 1),
        ),
      );
      await idle(page);
      await row('1440: previous slide', () =>
        interaction(
          page,
          () => page.keyboard.press('ArrowLeft'),
          () => slideIs(page, at),
        ),
      );
      await idle(page);
      await row('1440: leave Present mode', () =>
        interaction(
          page,
          () => page.keyboard.press('Escape'),
          () => counter(page).waitFor({ state: 'detached' }),
        ),
      );
    },
  },
  {
    name: 'presenter',
    on: desktop,
    returning: true,
    async run(page, row) {
      await settled(page, DECK_STUDY, { study: true });
      await page.getByRole('button', { name: 'Present', exact: true }).click();
      await counter(page).waitFor();
      const [view] = await Promise.all([page.waitForEvent('popup'), page.keyboard.press('s')]);
      await view.getByRole('button', { name: /^Next/ }).waitFor();
      await hydrated(view);
      await idle(view);
      const at = await slideShown(page);
      await row("1440: the presenter view's next slide", () =>
        interaction(
          view,
          () => view.getByRole('button', { name: /^Next/ }).click(),
          () => slideIs(view, at + 1),
        ),
      );
    },
  },
];

const label = (on) => (on === phone ? 'phone' : '1440');

/** Pages loaded on the phone: the longest task after the first paint, until the page is settled. */
const loads = [
  { path: '/', name: '/' },
  { path: '/leadership', name: '/leadership' },
  { path: STUDY, name: `${STUDY}, returning (the study opens)`, returning: true },
];

/** A fresh page at 4x, on the phone or the desktop, at `origin`, handed to `use`. */
async function withPage(browser, { on, returning, origin }, use) {
  const context = await browser.newContext({ ...on, baseURL: origin });
  try {
    if (returning) {
      await context.addInitScript((value) => localStorage.setItem('sitePassword', value), password);
    }
    await context.addInitScript(observe);
    // The presenter view's window is throttled like the deck's.
    context.on('page', async (opened) => {
      const cdp = await context.newCDPSession(opened);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
    return await use(page);
  } finally {
    await context.close();
  }
}

async function longestTask(page, { path: url, returning }) {
  await settled(page, url, { study: returning });
  return page.evaluate(() => {
    const { longTasks, firstPaint } = window.interactionBench;
    return Math.max(
      0,
      ...longTasks.filter((task) => task.start >= firstPaint).map((task) => task.duration),
    );
  });
}

const { builds, close } = await servedBuilds({
  before: values.before,
  firstPort: 4190,
  plugins: [servesFloor],
});

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
/** rows[name][build] = the runs' figures */
const rows = new Map();
const record = (name, build, figure) => {
  if (!rows.has(name)) rows.set(name, new Map());
  const byBuild = rows.get(name);
  if (!byBuild.has(build)) byBuild.set(build, []);
  byBuild.get(build).push(figure);
};
const wanted = (name) => !values.only || name.includes(values.only);

try {
  for (let run = 1; run <= runs; run += 1) {
    // Every build in turn within a run, so a passing load weighs on all alike.
    for (const journey of journeys) {
      for (const build of builds) {
        if (!wanted(journey.name)) continue;
        const row = async (name, measure) => record(name, build.name, await measure());
        await withPage(browser, { ...journey, origin: build.origin }, (page) =>
          journey.run(page, row),
        ).catch((error) =>
          console.error(`${journey.name} (${build.name}): ${error.message.split('\n')[0]}`),
        );
      }
    }
    for (const load of loads) {
      const name = `longest task after first paint: ${load.name}`;
      if (!wanted('loads')) continue;
      for (const build of builds) {
        const figure = await withPage(
          browser,
          { on: phone, returning: load.returning, origin: build.origin },
          (page) => longestTask(page, load),
        );
        record(name, build.name, { duration: Math.round(figure), delay: 0 });
      }
    }
    console.log(`run ${run} of ${runs} done`);
  }
} finally {
  await browser.close();
  await close();
}

const cell = (figures) => {
  if (!figures?.length) return '–';
  const durations = figures.map((figure) => figure.duration);
  const delays = figures.map((figure) => figure.delay);
  const delay = median(delays);
  return `${median(durations)} ms (${durations.join(', ')})${delay >= 16 ? `, delay ${delay}` : ''}`;
};
const table = [
  `| interaction or load | ${builds.map((build) => build.name).join(' | ')} |`,
  `|---|${builds.map(() => '--:|').join('')}`,
  ...[...rows].map(
    ([name, byBuild]) =>
      `| ${name} | ${builds.map((build) => cell(byBuild.get(build.name))).join(' | ')} |`,
  ),
];
const method = [
  `Measured ${today()} on ${machine()}: Chromium (Debian), the production build served as the host`,
  `would, ${SLOWDOWN}x CPU slowdown via the DevTools protocol; phone 390x844 at 1.75x with touch,`,
  'desktop 1440x900. Each interaction: the longest event timing entry of the interaction, as INP',
  'counts it (input to next paint; a hover, which INP does not count, by its pointer events),',
  `median of ${runs} fresh pages, the runs in brackets, and the input delay where it is 16 ms or`,
  'more; 16 means under 16 ms (the browser reports nothing shorter). The floor rows: a button on a',
  'one-paragraph page, in the same run. Long tasks: from the first paint until the page has settled.',
];
writeResult('interactions', 'Interactions and long tasks at 4x CPU', method, table);
// The docs show a whole run's table, never a part of one.
if (!values.only)
  await writeDocsSection('interactions', [
    `\`${commandLine('bench:interactions')}\`, at ${builds.map((build) => `\`${build.name}\``).join(' and ')}.`,
    ...method,
    '',
    ...table,
  ]);

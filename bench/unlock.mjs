// Benchmark (not a test): in Chromium against the production build, how long from clicking
// 'View Project' to the case study being visible, and to its hero picture (sealed: fetched and
// decrypted after the study opens) painted, and how long the key derivation alone takes; how long
// from opening a recipient's share link (page load included) to the study visible; then, on
// a sealed raster (Payment Overhaul's old page, 2880 px), from the click on the picture to the
// viewer open (its code loaded on the way) and to the picture at its own size painted.
// Usage: npm run build && npm run bench:unlock [-- --runs 7]   (the same SITE_PASSWORD and
// SITE_SHARES for both, or neither: the demo password and its demo recipients)
import { chromium } from '@playwright/test';
import { parseArgs } from 'node:util';
import { preview, runnerImport } from 'vite';
import { chromiumArgs, chromiumPath } from '../tooling/runner/chromium.mjs';
import { siteShares, sitePassword } from '../tooling/sealing/sitePassword.mjs';
import { machine, thisCommit } from './builds.mjs';
import { median, today, writeDocsSection } from './results.mjs';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '7' } } });
const runs = Number(values.runs);
const password = sitePassword();
const { module: shares } = await runnerImport('./tooling/sealing/siteShares.ts', {
  logLevel: 'error',
});
const [recipient] = shares.currentRecipients(siteShares(password));
if (!recipient) throw new Error('SITE_SHARES names no current recipient: no link to time');
const link = `http://localhost:4180/smartscan#access=${await shares.linkKeyText(password, recipient.name)}`;

const server = await preview({ preview: { port: 4180, strictPort: true }, logLevel: 'silent' });
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });

const unlockTimes = [];
const linkTimes = [];
const linkLoadTimes = [];
const pictureTimes = [];
const deriveTimes = [];
const viewerTimes = [];
const fullTimes = [];
try {
  for (let run = 0; run < runs; run += 1) {
    const page = await browser.newPage();
    await page.goto('http://localhost:4180/smartscan');
    await page.waitForFunction(() =>
      Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__react')),
    );
    await page.getByPlaceholder('Enter password').fill(password);
    const started = await page.evaluate(() => performance.now());
    await page.getByRole('button', { name: 'View Project' }).click();
    await page.getByRole('heading', { level: 1, name: /SmartScan/ }).waitFor();
    unlockTimes.push((await page.evaluate(() => performance.now())) - started);
    // Decoded from its blob: URL, then one frame: painted.
    const painted = await page.evaluate(
      () =>
        new Promise((resolve) => {
          const check = () => {
            const hero = document.querySelector('main img');
            if (hero?.currentSrc.startsWith('blob:') && hero.complete && hero.naturalWidth > 0)
              requestAnimationFrame(() => resolve(performance.now()));
            else requestAnimationFrame(check);
          };
          check();
        }),
    );
    pictureTimes.push(painted - started);

    deriveTimes.push(
      await page.evaluate(async (secret) => {
        const start = performance.now();
        const material = await crypto.subtle.importKey(
          'raw',
          new TextEncoder().encode(secret),
          'PBKDF2',
          false,
          ['deriveKey'],
        );
        await crypto.subtle.deriveKey(
          {
            name: 'PBKDF2',
            hash: 'SHA-256',
            salt: crypto.getRandomValues(new Uint8Array(16)),
            iterations: 600_000,
          },
          material,
          { name: 'AES-KW', length: 256 },
          false,
          ['unwrapKey'],
        );
        return performance.now() - start;
      }, password),
    );
    // A new visitor opening a share link, timed in the page: from the app taking the link's key
    // (hydrated: where the click starts the typed password's time), and from the navigation.
    const linkPage = await browser.newPage();
    await linkPage.addInitScript(() => {
      const check = (now) => {
        if (window.__siteBoot?.appHydrated) window.hydratedAt ??= now;
        if (/SmartScan/.test(document.querySelector('main h1')?.textContent ?? ''))
          window.shownAt = now;
        else requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    });
    await linkPage.goto(link);
    const [hydrated, shown] = await (
      await linkPage.waitForFunction(() => window.shownAt && [window.hydratedAt, window.shownAt])
    ).jsonValue();
    linkTimes.push(shown - hydrated);
    linkLoadTimes.push(shown);
    await linkPage.close();

    // The study is open in this tab now: the next one opens without the gate. Timed in the page
    // from the click event, once every section is in and a reader would be reading the figure.
    await page.goto('http://localhost:4180/payment-overhaul#current-ux');
    // Present mode's button comes with the navigator, once every section is in.
    await page.getByRole('button', { name: 'Present' }).waitFor();
    const opener = page.getByRole('button', { name: /^Open picture: The old Studyhall/ }).first();
    await opener.locator('img[src^="blob:"]').waitFor();
    const timed = page.evaluate(
      () =>
        new Promise((resolve) => {
          let clicked = 0;
          let opened = 0;
          document.addEventListener('click', (event) => (clicked = event.timeStamp), {
            capture: true,
            once: true,
          });
          const check = (now) => {
            const dialog = document.querySelector('[role="dialog"][aria-modal="true"]');
            if (dialog && !dialog.hasAttribute('aria-busy')) opened ||= now;
            // The shown slide's image with a name, not the nameless stand-in.
            const shown = dialog?.querySelector('[aria-hidden="false"] img:not([alt=""])');
            // Decoded at its own width, then one frame: painted.
            if (opened && shown?.complete && shown.naturalWidth === 2880)
              requestAnimationFrame((painted) => resolve([opened - clicked, painted - clicked]));
            else requestAnimationFrame(check);
          };
          requestAnimationFrame(check);
        }),
    );
    await opener.click();
    const [toOpen, toFull] = await timed;
    viewerTimes.push(toOpen);
    fullTimes.push(toFull);
    await page.close();
  }
} finally {
  await browser.close();
  await new Promise((resolve) => server.httpServer.close(resolve));
}

const rows = [
  ['typed password to the study shown', unlockTimes],
  ['link to the study shown (from the app hydrated; no key derivation)', linkTimes],
  ["link to the study shown (from opening it, the page's load included)", linkLoadTimes],
  ["the typed password's hero picture painted (fetched, decrypted, decoded)", pictureTimes],
  ['the key derivation alone (PBKDF2-SHA256, 600,000 iterations): the floor', deriveTimes],
  ['the viewer open (its code loaded, grown out of the picture)', viewerTimes],
  ['the picture painted at its own size (fetched, decrypted, decoded, drawn)', fullTimes],
];
const ms = (value) => `${value.toFixed(0)} ms`;
const table = [
  '| step | median | range |',
  '| --- | --: | --: |',
  ...rows.map(
    ([step, list]) =>
      `| ${step} | ${ms(median(list))} | ${ms(Math.min(...list))}–${ms(Math.max(...list))} |`,
  ),
];
console.log(table.join('\n'));
await writeDocsSection('unlock', [
  `\`npm run bench:unlock -- --runs ${runs}\` at \`${thisCommit()}\`, ${today()}, on ${machine()}: headless Chromium, unthrottled, median of ${runs} runs.`,
  '',
  ...table,
]);

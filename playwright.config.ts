import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, headlessShellPath } from './tooling/runner/chromium.mjs';

// A port of its own, not the 4173 of `npm start` and `npm run preview`: a site left running there
// neither blocks the suite nor stands in for the build under test.
const port = 4183;
const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } };

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // Three on a 2-core machine: with two, the cores idled a seventh of the time while tests waited
  // on their pages; a third browser fills that (the suite 5.6 to 5.1 minutes here).
  workers: 3,
  // One retry, which only a page Chromium stopped drawing may use: any other failure fails the run
  // (tests/e2e/retryOnlyWedged.ts).
  retries: 1,
  forbidOnly: true,
  // Opening a study loads its code, derives its key (PBKDF2, 600k iterations) and renders a long
  // page: on a 2-core machine saturated by both workers and another load, a study took over 10 s
  // to open, once in CI and once beside stress-ng. Waits get 20 s, and tests twice the default.
  expect: { timeout: 20_000 },
  timeout: 60_000,
  reporter: [
    ['list'],
    ['./tests/e2e/retryOnlyWedged.ts'],
    ...(process.env.CI ? [] : [['html', { open: 'never' }] as const]),
  ],
  use: {
    // Nothing waits on an animation, a fifth to a third of most tests' time; a test about motion
    // turns it back on (`MOTION`, `withMotion` in tests/e2e/support.ts).
    reducedMotion: 'reduce',
    baseURL: `http://localhost:${port}`,
    // A trace records every step of every test, half again a test's time: kept for a spec run
    // locally, where a failure's trace can be opened; CI prints only text, and `npm test` turns
    // it off (tooling/runner/test-all.mjs).
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: {
      executablePath: headlessShellPath,
      args: chromiumArgs,
    },
  },
  // The soak is the longest test by far: as a project of its own, listed first, it starts first and
  // runs beside the rest, instead of alone on one worker at the end.
  projects: [
    { name: 'soak', testMatch: 'soak.spec.ts', use: desktop },
    { name: 'desktop', testIgnore: 'soak.spec.ts', use: desktop },
  ],
  // The production build, prerendered, served as the static host would (see tooling/hosts/staticHostPreview.ts).
  webServer: {
    command: `npx vite preview --port ${port} --strictPort`,
    url: `http://localhost:${port}/`,
    // Never a server left running by an earlier run: it may serve another checkout's build.
    reuseExistingServer: false,
    timeout: 60_000,
  },
});

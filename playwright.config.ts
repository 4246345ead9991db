import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './tooling/runner/chromium.mjs';

// A port of its own, not the 4173 of `npm start` and `npm run preview`: a site left running there
// neither blocks the suite nor stands in for the build under test.
const port = 4183;
const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } };

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  // Opening a study derives its key (PBKDF2, 600k iterations) before it renders: with the other
  // worker in the soak test on a 2-core machine, a study once took over the default 5 s to open.
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: ['--headless', ...chromiumArgs],
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

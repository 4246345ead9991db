import { test as base } from '@playwright/test';
import { watchConsole } from './support';

export { expect } from '@playwright/test';

interface PageConsole extends ReturnType<typeof watchConsole> {
  /** Problems this test provokes on purpose (a failed download): allowed, and nothing else. */
  allow: (pattern: RegExp) => void;
}

/** How a request fails, and what the browser then logs. */
const failures = {
  /** The connection drops, as on a train. */
  connectionreset: /ERR_CONNECTION_RESET/,
  /** The request fails outright. */
  failed: /ERR_FAILED/,
};

/**
 * Makes the page's requests to `url` fail as `error` says (while `when` holds, if given); the
 * browser's report of each failure is allowed, as the test provokes it.
 */
type FailRequests = (
  url: string | RegExp,
  options?: { error?: keyof typeof failures; when?: () => boolean },
) => Promise<void>;

/**
 * Playwright's `test`, where every test fails on a console error or warning or an uncaught page
 * error in its page (the 404 page's log of the missing path is a log, not a problem). A test that
 * provokes some on purpose says which with `pageConsole.allow`, or fails requests with
 * `failRequests`, which allows what the browser reports of them; `pageConsole.logs` has the logs.
 */
export const test = base.extend<{ pageConsole: PageConsole; failRequests: FailRequests }>({
  pageConsole: [
    async ({ page }, use) => {
      const watch = watchConsole(page);
      const allowed: RegExp[] = [];
      await use({ ...watch, allow: (pattern) => allowed.push(pattern) });
      const unexpected = watch.problems.filter(
        (problem) => !allowed.some((pattern) => pattern.test(problem)),
      );
      base.expect(unexpected, 'console errors, warnings and page errors').toEqual([]);
    },
    { auto: true },
  ],
  // Playwright's `use`, named so the react-hooks lint does not take it for React's.
  failRequests: async ({ page, pageConsole }, provide) => {
    await provide(async (url, { error = 'failed', when = () => true } = {}) => {
      pageConsole.allow(failures[error]);
      await page.route(url, (route) => (when() ? route.abort(error) : route.fallback()));
    });
  },
});

import { test as base } from '@playwright/test';
import { watchConsole } from './support';

export { expect } from '@playwright/test';

interface PageConsole extends ReturnType<typeof watchConsole> {
  /** Problems this test provokes on purpose (a failed download): allowed, and nothing else. */
  allow: (pattern: RegExp) => void;
}

/**
 * Playwright's `test`, where every test fails on a console error or warning or an uncaught page
 * error in its page (the 404 page's log of the missing path is a log, not a problem). A test that
 * provokes some on purpose says which with `pageConsole.allow`; `pageConsole.logs` has the logs.
 */
export const test = base.extend<{ pageConsole: PageConsole }>({
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
});

import { stripVTControlCharacters } from 'node:util';
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import { WEDGED_RENDERER } from './wedgedRenderer';

/**
 * The suite retries a failed test once, for one reason only: Chromium stopped drawing its page
 * (`tests/e2e/wedgedRenderer.ts`). Any other failure fails the run, whether its retry passes or
 * not: flaky is failing.
 */
export default class RetryOnlyWedged implements Reporter {
  private readonly otherFailures: string[] = [];

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.status === 'passed' || result.status === 'skipped') return;
    if (result.errors.some((error) => error.message?.includes(WEDGED_RENDERER))) return;
    const why = stripVTControlCharacters(result.error?.message ?? result.status).split('\n')[0];
    this.otherFailures.push(`${test.titlePath().filter(Boolean).join(' › ')}: ${why}`);
  }

  async onEnd(): Promise<{ status: FullResult['status'] } | undefined> {
    if (this.otherFailures.length === 0) return undefined;
    console.error(
      `\nFailed for a reason other than a wedged renderer, so the run fails whatever a retry did:\n${this.otherFailures.map((line) => `  ${line}`).join('\n')}`,
    );
    return { status: 'failed' };
  }
}

import { startTransition, useEffect, useState } from 'react';
import type { CaseStudyBody } from '../content/types';
import { openCaseStudy } from './unlock';

type Opened =
  { status: 'waiting' } | { status: 'ready'; body: CaseStudyBody } | { status: 'failed' };

/**
 * Decrypts one study once the gate holds the key, and has `prepare` (what renders it) done;
 * `retry` tries a failed download of either again.
 */
export function useOpenedStudy(
  key: CryptoKey | null,
  slug: string,
  prepare: () => Promise<unknown>,
) {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ slug: string; attempt: number; opened: Opened }>();

  useEffect(() => {
    if (!key) return;
    let current = true;
    const settle = (opened: Opened) => {
      // A study is a long page: rendering it as a transition yields to the browser every few
      // milliseconds instead of blocking input while it is built.
      if (current) startTransition(() => setResult({ slug, attempt, opened }));
    };
    Promise.all([openCaseStudy(key, slug), prepare()]).then(
      ([body]) => settle({ status: 'ready', body }),
      () => settle({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [key, slug, attempt, prepare]);

  const opened: Opened =
    result && result.slug === slug && result.attempt === attempt
      ? result.opened
      : { status: 'waiting' };
  return { opened, retry: () => setAttempt((count) => count + 1) };
}

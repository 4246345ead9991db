import { useEffect, useState } from 'react';
import type { CaseStudyBody } from '../content/types';
import { openCaseStudy } from './unlock';

type Opened =
  { status: 'waiting' } | { status: 'ready'; body: CaseStudyBody } | { status: 'failed' };

/** Decrypts one study once the gate holds the key; `retry` tries a failed download again. */
export function useOpenedStudy(key: CryptoKey | null, slug: string) {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ slug: string; attempt: number; opened: Opened }>();

  useEffect(() => {
    if (!key) return;
    let current = true;
    openCaseStudy(key, slug).then(
      (body) => current && setResult({ slug, attempt, opened: { status: 'ready', body } }),
      () => current && setResult({ slug, attempt, opened: { status: 'failed' } }),
    );
    return () => {
      current = false;
    };
  }, [key, slug, attempt]);

  const opened: Opened =
    result && result.slug === slug && result.attempt === attempt
      ? result.opened
      : { status: 'waiting' };
  return { opened, retry: () => setAttempt((count) => count + 1) };
}

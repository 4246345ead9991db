import { startTransition, useEffect, useState } from 'react';
import type { CaseStudyBody } from '../content/types';
import { sealedPictures, type SealedPictures } from './sealedPictures';
import { openCaseStudy } from './unlock';

/** An opened study as the page shows it: its body, and its sealed pictures to decrypt on demand. */
export interface ShownStudy {
  body: CaseStudyBody;
  pictures: SealedPictures;
}

type Opened = { status: 'waiting' } | { status: 'ready'; study: ShownStudy } | { status: 'failed' };

/**
 * Decrypts one study once the gate holds the key, and has `prepare` (what renders it) done;
 * `retry` tries a failed download of either again. Its pictures are freed when it is left.
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
    let pictures: ReturnType<typeof sealedPictures> | undefined;
    const settle = (opened: Opened) => {
      // A study is a long page: rendering it as a transition yields to the browser every few
      // milliseconds instead of blocking input while it is built.
      if (current) startTransition(() => setResult({ slug, attempt, opened }));
    };
    Promise.all([openCaseStudy(key, slug), prepare()]).then(
      ([{ body, images, clips }]) => {
        pictures = sealedPictures(key, images, clips);
        settle({ status: 'ready', study: { body, pictures } });
      },
      () => settle({ status: 'failed' }),
    );
    return () => {
      current = false;
      // Leaving the study frees its decrypted pictures.
      pictures?.release();
    };
  }, [key, slug, attempt, prepare]);

  const opened: Opened =
    result && result.slug === slug && result.attempt === attempt
      ? result.opened
      : { status: 'waiting' };
  return { opened, retry: () => setAttempt((count) => count + 1) };
}

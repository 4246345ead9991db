import { deriveKey, fromBase64, open, openBytes } from './sealedBox';
import { VERIFIER_CONTEXT, VERIFIER_PLAINTEXT, type OpenedStudy } from './sealedModules';

const loadIndex = () => import('virtual:sealed-case-studies');

/**
 * Derives the site key from a password and proves it against the sealed verifier.
 * Resolves to the key, or to null for a wrong password (GCM authentication fails).
 * Rejects only when the sealed data itself cannot be loaded.
 */
export async function unlock(password: string): Promise<CryptoKey | null> {
  if (password.length === 0) return null;
  const index = await loadIndex();
  const key = await deriveKey(password, fromBase64(index.salt), index.iterations);
  try {
    return (await open(key, index.verifier, VERIFIER_CONTEXT)) === VERIFIER_PLAINTEXT ? key : null;
  } catch {
    return null;
  }
}

/** Starts downloading the sealed data while the visitor reads the gate, so unlocking is instant. */
export function prefetchStudy(slug: string) {
  loadIndex()
    .then((index) => index.studies[slug]?.())
    .catch(() => undefined);
}

const opened = new Map<string, Promise<OpenedStudy>>();
let failedDownloads = 0;

/** Loads one study's sealed chunk and decrypts it; each study is opened once per page life. */
export function openCaseStudy(key: CryptoKey, slug: string): Promise<OpenedStudy> {
  let body = opened.get(slug);
  if (!body) {
    body = (async () => {
      const index = await loadIndex();
      const load = index.studies[slug];
      if (!load) throw new Error(`No sealed case study named "${slug}"`);
      const box = (await load(failedDownloads)).default;
      return JSON.parse(await open(key, box, slug)) as OpenedStudy;
    })();
    // A failed download may succeed on retry, so it is not remembered.
    body.catch(() => {
      failedDownloads += 1;
      opened.delete(slug);
    });
    opened.set(slug, body);
  }
  return body;
}

/** Fetches one sealed picture file and decrypts it, as a `type` image. */
export async function openPicture(key: CryptoKey, url: string, type: string): Promise<Blob> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  const sealed = new Uint8Array(await response.arrayBuffer());
  return new Blob([await openBytes(key, sealed, url)], { type });
}

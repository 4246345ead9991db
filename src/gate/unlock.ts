import {
  derivePasswordKey,
  fromBase64,
  fromBase64Url,
  gzippedWhenSealed,
  importLinkKey,
  linkId,
  open,
  openBytes,
  unwrapContentKey,
} from './sealedBox';
import type { OpenedStudy } from './sealedModules';

const loadIndex = () => import('virtual:sealed-case-studies');

/**
 * Where a secret comes from: typed into the form (a password), carried by a share link (a link's
 * key), or kept in storage by either.
 */
export type SecretSource = 'typed' | 'link' | 'stored';

/** A share link's 32-byte key from its base64url text; null when it cannot be one. */
function readLinkKey(text: string) {
  try {
    const bytes = fromBase64Url(text);
    return bytes.length === 32 ? bytes : null;
  } catch {
    return null;
  }
}

/**
 * Unwraps the studies' content key with a password or a share link's key. A link's key opens its
 * own entry directly (no slow derivation); a password is derived with PBKDF2. Resolves to the
 * key, or to null for a wrong password or a withdrawn or damaged link (AES-KW's check fails).
 * Rejects only when the sealed data itself cannot be loaded.
 */
export async function unlock(secret: string, source: SecretSource): Promise<CryptoKey | null> {
  if (secret.length === 0) return null;
  const index = await loadIndex();
  const linkKey = source === 'typed' ? null : readLinkKey(secret);
  const forLink = linkKey && index.wrappedForLinks[await linkId(linkKey)];
  // A link opens only as a key; a stored secret that is no current link's key is a password.
  if (source === 'link' && !forLink) return null;
  try {
    const [wrappingKey, wrapped] =
      linkKey && forLink
        ? [await importLinkKey(linkKey), forLink]
        : [
            await derivePasswordKey(secret, fromBase64(index.salt), index.iterations),
            index.wrappedForPassword,
          ];
    return await unwrapContentKey(wrappingKey, wrapped);
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
  const plain = new Blob([await openBytes(key, sealed, url)]);
  const bytes = gzippedWhenSealed(type)
    ? await new Response(plain.stream().pipeThrough(new DecompressionStream('gzip'))).blob()
    : plain;
  return new Blob([bytes], { type });
}

import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** How long one download may take before the build gives up on it. */
const DOWNLOAD_TIMEOUT_MS = 30_000;
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Whether content names this image by URL (a frame exported from the design tool). */
export const isRemoteImage = (src: string) => /^https?:\/\//.test(src);

interface Validators {
  etag?: string;
  lastModified?: string;
}

/** Writes whole, then renames: a build stopped halfway leaves no truncated file behind. */
async function writeWhole(file: string, data: string | Buffer) {
  await mkdir(path.dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.partial`;
  await writeFile(partial, data);
  await rename(partial, file);
}

async function download(url: string, file: string, meta: string) {
  const known: Validators = existsSync(meta) ? JSON.parse(await readFile(meta, 'utf8')) : {};
  const headers: Record<string, string> = {};
  if (existsSync(file) && known.etag) headers['If-None-Match'] = known.etag;
  if (existsSync(file) && known.lastModified) headers['If-Modified-Since'] = known.lastModified;
  const response = await fetch(url, { headers, signal: AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS) });
  if (response.status === 304) return;
  if (!response.ok) throw new Error(`HTTP ${response.status} ${response.statusText}`.trim());
  await writeWhole(file, Buffer.from(await response.arrayBuffer()));
  const validators: Validators = {
    etag: response.headers.get('etag') ?? undefined,
    lastModified: response.headers.get('last-modified') ?? undefined,
  };
  await writeWhole(meta, JSON.stringify(validators));
}

/** One download per URL in a build, however many plugins ask for it. */
const downloads = new Map<string, Promise<string>>();

/**
 * The local copy of an image content names by URL, in `cacheDir`. Each build asks the host
 * whether the copy is current (a conditional request: unchanged bytes are not sent again). A
 * failed download fails the build, naming the URL and `namedIn`, unless a copy is cached: then
 * `warn` says so and the copy is used. Plain `http://` is for loopback hosts only (tests).
 */
export function remoteImageFile(
  url: string,
  {
    cacheDir,
    namedIn,
    warn,
  }: { cacheDir: string; namedIn: string; warn: (message: string) => void },
): Promise<string> {
  let file = downloads.get(url);
  if (!file) {
    const name = createHash('sha256').update(url).digest('hex').slice(0, 24);
    const local = path.join(cacheDir, name);
    file = (async () => {
      try {
        const { protocol, hostname } = new URL(url);
        if (protocol !== 'https:' && !LOOPBACK.has(hostname))
          throw new Error('only https:// images are fetched');
        await download(url, local, `${local}.json`);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        if (!existsSync(local))
          throw new Error(`could not download ${url} (named in ${namedIn}): ${reason}`);
        warn(`Could not download ${url} (named in ${namedIn}): ${reason}. Using the cached copy.`);
      }
      return local;
    })();
    downloads.set(url, file);
    // A failure is not kept: the dev server may ask again once the host is back.
    file.catch(() => downloads.delete(url));
  }
  return file;
}

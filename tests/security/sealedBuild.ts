import { createDecipheriv, createHash, pbkdf2Sync } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { SealedBox } from '../../src/gate/sealedBox';

/**
 * The sealed index chunk (salt, iterations, the wrapped content keys, one loader per study),
 * evaluated as built.
 * Its only import is Vite's browser preload helper, which is swapped for a pass-through so the
 * chunk runs in Node; the study chunks it loads are imported unchanged, by Node.
 */
export async function sealedIndex(dist: string) {
  const assets = path.join(dist, 'assets');
  const chunk = readdirSync(assets).find((file) => file.startsWith('_virtual_sealed-case-studies'));
  if (!chunk) throw new Error('sealed index chunk not found');
  const source = readFileSync(path.join(assets, chunk), 'utf8')
    .replaceAll('import(`/assets/', `load(\`${pathToFileURL(assets).href}/`)
    .replace(/export\{([^}]+)\};?\s*$/, (_, list: string) => {
      const entries = list
        .split(',')
        .map((pair) => pair.split(' as '))
        .map(([local, name]) => `${name ?? local}: ${local}`);
      return `return { ${entries.join(', ')} };`;
    });
  const AsyncFunction = Object.getPrototypeOf(async () => undefined).constructor as new (
    parameter: string,
    body: string,
  ) => (load: (url: string) => Promise<unknown>) => Promise<unknown>;
  return (await new AsyncFunction('load', source)((url) => import(url))) as {
    salt: string;
    iterations: number;
    wrappedForPassword: string;
    wrappedForLinks: Record<string, string>;
    studies: Record<string, () => Promise<{ default: SealedBox }>>;
  };
}

type Index = Awaited<ReturnType<typeof sealedIndex>>;

/** AES key unwrap (RFC 3394); throws when `wrappingKey` is not the one it was wrapped for. */
function unwrap(wrappingKey: Buffer, wrapped: string) {
  const decipher = createDecipheriv(
    'id-aes256-wrap',
    wrappingKey,
    Buffer.from('A6A6A6A6A6A6A6A6', 'hex'),
  );
  return Buffer.concat([decipher.update(Buffer.from(wrapped, 'base64')), decipher.final()]);
}

/**
 * The content key the studies are sealed with, unwrapped with the password's key, with Node's own
 * crypto (independent of the site's WebCrypto code). Throws for a wrong password.
 */
export const contentKeyFromPassword = (index: Index, password: string) =>
  unwrap(
    pbkdf2Sync(password, Buffer.from(index.salt, 'base64'), index.iterations, 32, 'sha256'),
    index.wrappedForPassword,
  );

/** A recipient's link key, as the build derives it from the password and the name. */
export const recipientKey = (password: string, name: string) =>
  pbkdf2Sync(password, `share-link:${name}`, 600_000, 32, 'sha256');

/** Where a link key's wrapped content key is listed: the first 9 bytes of its SHA-256. */
export const linkEntry = (index: Index, linkKey: Buffer) =>
  index.wrappedForLinks[
    createHash('sha256').update(linkKey).digest().subarray(0, 9).toString('base64')
  ];

/** The content key a link's key unwraps; throws when the build lists no entry it opens. */
export function contentKeyFromLink(index: Index, linkKey: Buffer) {
  const wrapped = linkEntry(index, linkKey);
  if (!wrapped) throw new Error('the build lists no entry for this link');
  return unwrap(linkKey, wrapped);
}

/** AES-256-GCM with the 16-byte tag after the ciphertext; throws when authentication fails. */
export function openRaw(key: Buffer, iv: Buffer, raw: Buffer, context: string) {
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAAD(Buffer.from(context));
  decipher.setAuthTag(raw.subarray(raw.length - 16));
  return Buffer.concat([decipher.update(raw.subarray(0, raw.length - 16)), decipher.final()]);
}

/** Decrypts a sealed box with Node's own crypto. */
export const decrypt = (key: Buffer, box: SealedBox, context: string) =>
  openRaw(key, Buffer.from(box.iv, 'base64'), Buffer.from(box.data, 'base64'), context).toString(
    'utf8',
  );

/** Decrypts a sealed file (its 12-byte IV, then the ciphertext) named by `url`. */
export const openFile = (key: Buffer, sealed: Buffer, url: string) =>
  openRaw(key, sealed.subarray(0, 12), sealed.subarray(12), url);

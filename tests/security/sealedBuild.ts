import { createDecipheriv, pbkdf2Sync } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { SealedBox } from '../../src/gate/sealedBox';

/**
 * The sealed index chunk (salt, iterations, verifier, one loader per study), evaluated as built.
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
    verifier: SealedBox;
    studies: Record<string, () => Promise<{ default: SealedBox }>>;
  };
}

/** The site key from the password, with Node's own crypto (independent of the site's WebCrypto code). */
export const siteKey = (password: string, salt: string, iterations: number) =>
  pbkdf2Sync(password, Buffer.from(salt, 'base64'), iterations, 32, 'sha256');

/** AES-256-GCM with the 16-byte tag after the ciphertext; throws when authentication fails. */
export function openRaw(key: Buffer, iv: Buffer, raw: Buffer, context: string) {
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAAD(Buffer.from(context));
  decipher.setAuthTag(raw.subarray(raw.length - 16));
  return Buffer.concat([decipher.update(raw.subarray(0, raw.length - 16)), decipher.final()]);
}

/** Decrypts a sealed box with Node's own crypto. */
export function decrypt(
  password: string,
  salt: string,
  iterations: number,
  box: SealedBox,
  context: string,
) {
  const key = siteKey(password, salt, iterations);
  return openRaw(
    key,
    Buffer.from(box.iv, 'base64'),
    Buffer.from(box.data, 'base64'),
    context,
  ).toString('utf8');
}

/** Decrypts a sealed file (its 12-byte IV, then the ciphertext) named by `url`. */
export const openFile = (key: Buffer, sealed: Buffer, url: string) =>
  openRaw(key, sealed.subarray(0, 12), sealed.subarray(12), url);

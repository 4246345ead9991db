/**
 * AES-256-GCM sealing under a random content key, which is wrapped (AES-KW) once for the password
 * (a PBKDF2-SHA256 key) and once for each share link's own key. On WebCrypto, so that the build
 * (Node) and the browser share one implementation. Ciphertext is WebCrypto's layout: data
 * followed by the tag.
 */

export interface SealedBox {
  /** Base64, 12 bytes. */
  iv: string;
  /** Base64 ciphertext with the 16-byte GCM tag appended. */
  data: string;
}

/** OWASP 2023 minimum for PBKDF2-HMAC-SHA256. */
export const PBKDF2_ITERATIONS = 600_000;

const IV_BYTES = 12;
const encoder = new TextEncoder();
const decoder = new TextDecoder();

export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** Base64url without padding, the form a share link's key takes in an address. */
export const toBase64Url = (bytes: Uint8Array) =>
  toBase64(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** The bytes of a base64url text; throws on a character base64url does not have. */
export const fromBase64Url = (text: string) =>
  fromBase64(text.replace(/-/g, '+').replace(/_/g, '/'));

const WRAPPING = ['wrapKey', 'unwrapKey'] as const;

/** The password's key-wrapping key: PBKDF2-SHA256, the slow step a guesser must repeat. */
export async function derivePasswordKey(
  password: string,
  salt: Uint8Array<ArrayBuffer>,
  iterations: number,
): Promise<CryptoKey> {
  const material = await crypto.subtle.importKey('raw', encoder.encode(password), 'PBKDF2', false, [
    'deriveKey',
  ]);
  return crypto.subtle.deriveKey(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations },
    material,
    { name: 'AES-KW', length: 256 },
    false,
    [...WRAPPING],
  );
}

/** A share link's key-wrapping key, from the 32 bytes the link carries. */
export const importLinkKey = (bytes: Uint8Array<ArrayBuffer>) =>
  crypto.subtle.importKey('raw', bytes, 'AES-KW', false, [...WRAPPING]);

/**
 * Where a link's wrapped key is listed: the first 9 bytes of the SHA-256 of its key, so the list
 * names no recipient and a link finds its entry without trying the others.
 */
export const linkId = async (linkKey: Uint8Array<ArrayBuffer>) =>
  toBase64(new Uint8Array(await crypto.subtle.digest('SHA-256', linkKey)).subarray(0, 9));

/** A new random content key, which seals every study and picture of one build. */
export const createContentKey = () =>
  crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt', 'decrypt']);

/** The content key wrapped for one key-wrapping key (AES-KW, RFC 3394), as base64. */
export const wrapContentKey = async (contentKey: CryptoKey, wrappingKey: CryptoKey) =>
  toBase64(new Uint8Array(await crypto.subtle.wrapKey('raw', contentKey, wrappingKey, 'AES-KW')));

/** Rejects (OperationError) when `wrappingKey` is not the one it was wrapped for: AES-KW's check. */
export const unwrapContentKey = (wrappingKey: CryptoKey, wrapped: string) =>
  crypto.subtle.unwrapKey('raw', fromBase64(wrapped), wrappingKey, 'AES-KW', 'AES-GCM', false, [
    'decrypt',
  ]);

/** AES-GCM under a fresh random IV, the context bound in as additional data. */
async function encrypt(key: CryptoKey, plaintext: Uint8Array<ArrayBuffer>, context: string) {
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const data = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: encoder.encode(context) },
    key,
    plaintext,
  );
  return { iv, data: new Uint8Array(data) };
}

export async function seal(key: CryptoKey, plaintext: string, context: string): Promise<SealedBox> {
  const { iv, data } = await encrypt(key, encoder.encode(plaintext), context);
  return { iv: toBase64(iv), data: toBase64(data) };
}

/**
 * A sealed picture of this type is gzipped before it is sealed: an SVG is text, drawn words make it
 * long, and ciphertext does not compress on its way to the reader.
 */
export const gzippedWhenSealed = (type: string) => type === 'image/svg+xml';

/** IV and ciphertext in one buffer, for files: `bytes` sealed as the IV followed by the ciphertext. */
export async function sealBytes(
  key: CryptoKey,
  bytes: Uint8Array<ArrayBuffer>,
  context: string,
): Promise<Uint8Array<ArrayBuffer>> {
  const { iv, data } = await encrypt(key, bytes, context);
  const sealed = new Uint8Array(IV_BYTES + data.byteLength);
  sealed.set(iv);
  sealed.set(data, IV_BYTES);
  return sealed;
}

/** The bytes `sealBytes` sealed; rejects as `open` does. */
export async function openBytes(
  key: CryptoKey,
  sealed: Uint8Array<ArrayBuffer>,
  context: string,
): Promise<ArrayBuffer> {
  return crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: sealed.subarray(0, IV_BYTES), additionalData: encoder.encode(context) },
    key,
    sealed.subarray(IV_BYTES),
  );
}

/** Rejects (OperationError) when the key or the context is wrong: GCM authentication failed. */
export async function open(key: CryptoKey, box: SealedBox, context: string): Promise<string> {
  const plaintext = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: fromBase64(box.iv), additionalData: encoder.encode(context) },
    key,
    fromBase64(box.data),
  );
  return decoder.decode(plaintext);
}

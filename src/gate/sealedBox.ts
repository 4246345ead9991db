/**
 * AES-256-GCM sealing with a PBKDF2-SHA256 key, on WebCrypto so that the build (Node) and the
 * browser share one implementation. Ciphertext is WebCrypto's layout: data followed by the tag.
 */

export interface SealedBox {
  /** Base64, 12 bytes. */
  iv: string;
  /** Base64 ciphertext with the 16-byte GCM tag appended. */
  data: string;
}

/** OWASP 2023 minimum for PBKDF2-HMAC-SHA256. */
export const PBKDF2_ITERATIONS = 600_000;

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

export async function deriveKey(
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
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  );
}

export async function seal(key: CryptoKey, plaintext: string, context: string): Promise<SealedBox> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const data = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: encoder.encode(context) },
    key,
    encoder.encode(plaintext),
  );
  return { iv: toBase64(iv), data: toBase64(new Uint8Array(data)) };
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

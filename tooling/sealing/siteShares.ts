/**
 * Who the build makes share links for: SITE_SHARES, read at build time beside SITE_PASSWORD and,
 * like it, kept in the host's secret settings (the companies an owner talks to are private). A
 * comma-separated list of names, each optionally with the last day its link opens (UTC):
 * `acme-corp,globex,old-firm:2026-01-01`.
 */
import { PBKDF2_ITERATIONS, toBase64Url } from '../../src/gate/sealedBox.ts';

export interface Recipient {
  name: string;
  /** The last day (YYYY-MM-DD, UTC) the link opens; null when it has none. */
  lastDay: string | null;
}

const NAME = /^[a-z0-9][a-z0-9._-]*$/i;

/** A real calendar day written YYYY-MM-DD. */
const isDay = (text: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(text) && new Date(`${text}T00:00:00Z`).toISOString().startsWith(text);

/** Today in UTC, the calendar a recipient's last day is counted in. */
export const todayUtc = () => new Date().toISOString().slice(0, 10);

/** The recipients a SITE_SHARES text names; throws, saying which entry and why, on one it cannot read. */
export function parseShares(text: string): Recipient[] {
  const recipients: Recipient[] = [];
  for (const entry of text.split(',').map((part) => part.trim())) {
    if (!entry) continue;
    const [name = '', lastDay, extra] = entry.split(':');
    if (!NAME.test(name) || extra !== undefined)
      throw new Error(
        `SITE_SHARES: "${entry}" is not a name: use letters, digits, ".", "_" and "-", optionally followed by ":YYYY-MM-DD"`,
      );
    if (lastDay !== undefined && !isDay(lastDay))
      throw new Error(`SITE_SHARES: "${entry}" has no valid last day: write it as YYYY-MM-DD`);
    if (recipients.some((recipient) => recipient.name === name))
      throw new Error(`SITE_SHARES names "${name}" twice`);
    recipients.push({ name, lastDay: lastDay ?? null });
  }
  return recipients;
}

/** Whether a recipient's link still opens on `day` (its last day included). */
export const opensOn = (recipient: Recipient, day: string) =>
  recipient.lastDay === null || recipient.lastDay >= day;

/**
 * The recipients a SITE_SHARES text names whose links open today. `warn` hears how many were left
 * out, their last day having passed, but not who: build logs can be public.
 */
export function currentRecipients(
  text: string,
  warn?: (message: string) => void,
  today = todayUtc(),
) {
  const listed = parseShares(text);
  const current = listed.filter((recipient) => opensOn(recipient, today));
  const expired = listed.length - current.length;
  if (expired > 0)
    warn?.(
      `SITE_SHARES: ${expired} recipient${expired > 1 ? 's' : ''} left out, the last day having passed: ` +
        `${expired > 1 ? 'their links no longer open' : 'that link no longer opens'}. Build logs can be ` +
        'public, so no name is printed: `npm run share-link -- --for NAME` says whose day has passed.',
    );
  return current;
}

/**
 * The key a recipient's link carries: PBKDF2-SHA256 of the password, salted with the name, so it
 * is the same on every build with the same password and name (nothing is stored between builds),
 * and as slow to guess the password from as the sealed data itself.
 */
export async function linkKey(password: string, name: string): Promise<Uint8Array<ArrayBuffer>> {
  const encoder = new TextEncoder();
  const material = await crypto.subtle.importKey('raw', encoder.encode(password), 'PBKDF2', false, [
    'deriveBits',
  ]);
  const bits = await crypto.subtle.deriveBits(
    {
      name: 'PBKDF2',
      hash: 'SHA-256',
      salt: encoder.encode(`share-link:${name}`),
      iterations: PBKDF2_ITERATIONS,
    },
    material,
    256,
  );
  return new Uint8Array(bits);
}

/** A recipient's link key as its link writes it. */
export const linkKeyText = async (password: string, name: string) =>
  toBase64Url(await linkKey(password, name));

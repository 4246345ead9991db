/**
 * The one localStorage key the site uses (specification: `sitePassword`). It holds the password as
 * typed, or the key of the share link the visitor came with (never the password a link opened).
 */
export const STORAGE_KEY = 'sitePassword';

/** Storage can throw (private browsing, disabled cookies); the gate then works for this visit only. */
export function readStoredSecret(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

export function storeSecret(secret: string): boolean {
  try {
    window.localStorage.setItem(STORAGE_KEY, secret);
    return true;
  } catch {
    return false;
  }
}

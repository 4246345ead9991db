/** The one localStorage key the site uses (specification: `sitePassword`). */
export const STORAGE_KEY = 'sitePassword';

/** Storage can throw (private browsing, disabled cookies); the gate then works for this visit only. */
export function readStoredPassword(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

export function storePassword(password: string): boolean {
  try {
    window.localStorage.setItem(STORAGE_KEY, password);
    return true;
  } catch {
    return false;
  }
}

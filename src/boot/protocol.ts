/**
 * What the inline boot script (src/boot/boot.ts, run before first paint) and the app agree on.
 * A leaf module: the boot script is compiled on its own and must stay a few hundred bytes.
 */

/** Set on <html> while a stored password is being checked, so the gate form never flashes. */
export const GATE_RESTORING_ATTRIBUTE = 'data-gate-restoring';

/** Marks the gate's form card: hidden while restoring; its submit is held until the app is there. */
export const GATE_FORM_ATTRIBUTE = 'data-gate-form';

/** Marks the Projects menu trigger, whose early hover, press or key the boot script keeps. */
export const MENU_TRIGGER_ATTRIBUTE = 'data-menu-trigger';

/** What a visitor did to the Projects menu trigger before its full menu was there. */
export type MenuIntent = 'hover' | 'press' | 'key' | 'focus';

/** Keys that open the Projects menu from its trigger. */
export const MENU_OPEN_KEYS = ['Enter', ' ', 'ArrowDown'];

/** Where the boot script leaves what it saw, for the app to take over once it has hydrated. */
export const BOOT_GLOBAL = '__siteBoot';

/**
 * A share link's parameter in the address's fragment, which never reaches a server or a Referer:
 * `/payment-overhaul#results&access=<the recipient's key, base64url>`. The key is the link's own,
 * never the password. The boot script takes it out of the address before the first paint; the
 * app then opens the studies with it.
 */
export const SHARE_PARAMETER = 'access';

/** The fragment of a share link to `section` (or the top) carrying `linkKey` (base64url). */
export const shareFragment = (linkKey: string, section = '') =>
  `#${section ? `${section}&` : ''}${SHARE_PARAMETER}=${linkKey}`;

/**
 * Splits an address's fragment ('#results&access=…') into the share link's key (null when there
 * is none; read by the gate, which refuses one that is damaged) and the fragment that stays.
 */
export function takeShareFragment(hash: string): { key: string | null; rest: string } {
  const parts = hash.slice(1).split('&');
  const prefix = `${SHARE_PARAMETER}=`;
  const shared = parts.find((part) => part.startsWith(prefix));
  if (shared === undefined) return { key: null, rest: hash };
  const rest = parts.filter((part) => part !== shared).join('&');
  return { key: shared.slice(prefix.length), rest: rest && `#${rest}` };
}

export interface BootState {
  menuIntent: MenuIntent | null;
  /** Told each time `menuIntent` changes (the app's subscription, see `subscribeEarlyMenuIntent`). */
  menuListeners?: Set<() => void>;
  /** A share link's key, taken out of the address (null when the page came without one). */
  sharedKey: string | null;
  /** The gate form was submitted before the app hydrated (the boot script kept it from the URL). */
  gateSubmitted: boolean;
  /** Set once by the app's root when it has hydrated the page (its own handlers live); the boot
   * script then stops recording, and tests know the app is in charge. */
  appHydrated: boolean;
}

declare global {
  interface Window {
    [BOOT_GLOBAL]?: BootState;
  }
}

/** What the visitor did to the Projects menu trigger before the app hydrated (none in dev). */
export const earlyMenuIntent = (): MenuIntent | null => window[BOOT_GLOBAL]?.menuIntent ?? null;

/** Listens for what the boot script keeps of the trigger, for as long as it keeps it. */
export function subscribeEarlyMenuIntent(listener: () => void) {
  const state = window[BOOT_GLOBAL];
  if (!state) return () => {};
  const listeners = (state.menuListeners ??= new Set());
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Whether the gate form was submitted before the app hydrated; reading it clears it. */
export function takeEarlyGateSubmit(): boolean {
  const state = window[BOOT_GLOBAL];
  const submitted = state?.gateSubmitted ?? false;
  if (state) state.gateSubmitted = false;
  return submitted;
}

/** A share link's key the page came with; reading it clears it, so it is tried once. */
export function takeSharedKey(): string | null {
  const state = window[BOOT_GLOBAL];
  const shared = state?.sharedKey ?? null;
  if (state) state.sharedKey = null;
  return shared;
}

/** The app has hydrated the page and its handlers are live: the boot script stops recording. */
export function markAppHydrated() {
  const state = window[BOOT_GLOBAL];
  if (state) state.appHydrated = true;
}

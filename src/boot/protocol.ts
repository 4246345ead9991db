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

export interface BootState {
  menuIntent: MenuIntent | null;
  /** The gate form was submitted before the app hydrated (the boot script kept it from the URL). */
  gateSubmitted: boolean;
  /** Set by the app when its own handlers are live; the boot script then stops recording. */
  handedOver: boolean;
}

declare global {
  interface Window {
    [BOOT_GLOBAL]?: BootState;
  }
}

/** What the visitor did to the Projects menu trigger before the app hydrated (none in dev). */
export const earlyMenuIntent = (): MenuIntent | null => window[BOOT_GLOBAL]?.menuIntent ?? null;

/** Whether the gate form was submitted before the app hydrated; reading it clears it. */
export function takeEarlyGateSubmit(): boolean {
  const state = window[BOOT_GLOBAL];
  const submitted = state?.gateSubmitted ?? false;
  if (state) state.gateSubmitted = false;
  return submitted;
}

/** The app's handlers are live: the boot script stops recording. */
export function endEarlyCapture() {
  const state = window[BOOT_GLOBAL];
  if (state) state.handedOver = true;
}

/** The keys journeys press, by their `KeyboardEvent.key` names. */
export type Key = 'Enter' | 'Escape' | 'ArrowRight' | 'ArrowLeft' | 'ArrowDown' | 'Home';

export interface Viewport {
  width: number;
  height: number;
}

/**
 * One visitor's tab in one engine, with storage of its own: all a journey does to a browser. Each
 * engine's driver implements it; the journeys are written once against it.
 */
export interface Tab {
  /** Loads an address and waits for its load event. */
  goto(url: string): Promise<void>;
  /** Runs a self-contained function in the page, given one serialisable value; returns its result. */
  evaluate<R, A = undefined>(fn: (arg: A) => R, arg?: A): Promise<Awaited<R>>;
  /** Clicks the middle of the first element the selector matches, as a pointer would. */
  click(selector: string): Promise<void>;
  /** Types into the focused element, key by key. */
  type(text: string): Promise<void>;
  press(key: Key): Promise<void>;
  screenshot(file: string): Promise<void>;
  /** The window a step opens (`window.open`), as a tab of its own, where the driver can follow. */
  popup?: (step: () => Promise<void>) => Promise<Tab>;
  close(): Promise<void>;
}

/**
 * What a command fails with when the engine lost the page under it: WebKitGTK's web process now and
 * then crashes, or stops answering, as a journey that played a clip ends, on a busy machine
 * (docs/testing.md, "A busy machine"). The one failure a journey's retry may answer; the engine
 * starts afresh for the next journey.
 */
export const PAGE_LOST = 'The engine lost the page: its web process crashed or stopped answering';

/** A journey's failure where the engine lost the page (a pattern: Vitest's retry takes no function). */
export const LOST_PAGE = new RegExp(PAGE_LOST.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

export interface Engine {
  /** The engine and its version, as the browser reports them. */
  name: string;
  open(viewport: Viewport): Promise<Tab>;
  /** The page printed to an A4 PDF, where the engine's driver can print. */
  print?: (tab: Tab) => Promise<Uint8Array>;
  quit(): Promise<void>;
}

import { useSyncExternalStore } from 'react';

/**
 * One decrypted clip at a time, however many a study plays: memory stays flat over a long study.
 * Holding a clip's files as `blob:` addresses releases the one held before, whose player goes
 * back to its poster (`onReleased`), unless the visitor asked for that one and this one would play
 * by itself (a loop, a story's clip): that one keeps its place, and this one is not held.
 */
let held: { release: () => void; asked: boolean } | null = null;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

export interface HeldClip {
  /** The files' addresses, in the order given. */
  urls: string[];
  /** Frees them (as the player leaves); a no-op once another clip took their place. */
  release: () => void;
}

/** Holds `files`, or returns null where a clip the visitor asked for keeps the place. */
export function holdClip(files: Blob[], onReleased: () => void, asked: boolean): HeldClip | null {
  if (!asked && held?.asked) return null;
  held?.release();
  const urls = files.map((file) => URL.createObjectURL(file));
  const free = () => {
    if (held !== mine) return false;
    held = null;
    for (const url of urls) URL.revokeObjectURL(url);
    changed();
    return true;
  };
  const mine = { release: () => free() && onReleased(), asked };
  held = mine;
  changed();
  return { urls, release: () => void free() };
}

/** Whether a clip the visitor asked for holds the place: one that would play by itself waits. */
export const useAskedClipHeld = () =>
  useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    () => held?.asked ?? false,
    () => false,
  );

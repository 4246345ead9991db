/**
 * One decrypted clip at a time, however many a study plays: memory stays flat over a long study.
 * Holding a clip's files as `blob:` addresses releases the one held before, whose player goes
 * back to its poster (`onReleased`).
 */
let held: { release: () => void } | null = null;

export interface HeldClip {
  /** The files' addresses, in the order given. */
  urls: string[];
  /** Frees them (as the player leaves); a no-op once another clip took their place. */
  release: () => void;
}

export function holdClip(files: Blob[], onReleased: () => void): HeldClip {
  held?.release();
  const urls = files.map((file) => URL.createObjectURL(file));
  const free = () => {
    if (held !== mine) return false;
    held = null;
    for (const url of urls) URL.revokeObjectURL(url);
    return true;
  };
  const mine = { release: () => free() && onReleased() };
  held = mine;
  return { urls, release: () => void free() };
}

import type { Image } from '../content/types';

/** A picture a study shows that opens in the viewer. */
export interface ViewerPicture {
  image: Image;
  /** The control on the page that opens it, around the `<img>`. */
  opener: HTMLElement;
}

/** A sealed picture at its own size, decrypted; null for a public one. */
export type SealedLargest = (src: string) => Promise<string> | null;

/**
 * Every picture a piece of content shows, in the order it names them: each object with a string
 * `src` and `alt`, whatever section kind holds it. A study's pictures are what its viewer pages
 * through, each opening on the page.
 */
export function picturesIn(value: unknown): Image[] {
  if (Array.isArray(value)) return value.flatMap(picturesIn);
  if (!value || typeof value !== 'object') return [];
  const image = value as Partial<Image>;
  if (typeof image.src === 'string' && typeof image.alt === 'string') return [image as Image];
  return Object.values(value).flatMap(picturesIn);
}

import type { Image } from '../content/types';

/** A picture a study shows that opens in the viewer. */
export interface ViewerPicture {
  image: Image;
  /** The control on the page that opens it, around the `<img>`. */
  opener: HTMLElement;
}

/** A sealed picture at its own size, decrypted; null for a public one. */
export type SealedLargest = (src: string) => Promise<string> | null;

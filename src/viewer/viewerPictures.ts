import type { HeldClip } from '../clips/heldClip';
import type { Image } from '../content/types';

/**
 * A clip whose poster the viewer shows: it plays the clip in the poster's place. The clip's player
 * on the page says how (`Clip`), so the viewer's code holds nothing of a clip's.
 */
export interface ViewerClip {
  /** Its name (its section's heading), which names the video. */
  name: string;
  /** A silent loop, which plays muted and round; else a walkthrough, with its sound. */
  loop: boolean;
  /** Whether it plays by itself when shown: a loop, where the visitor allows motion. */
  autoplays: boolean;
  /** How long it runs, as its play button says it ('0:15'). */
  length: string;
  /** Whether it has captions, which then show from the start. */
  captioned: boolean;
  /**
   * Fetches and decrypts it for `video` drawn `cssWidth` wide, and holds it as the one clip held
   * (`asked`: whether the visitor asked for it): the video's address first, then the captions';
   * null where a clip the visitor asked for keeps the place.
   */
  hold: (
    video: HTMLVideoElement,
    cssWidth: number,
    onReleased: () => void,
    asked: boolean,
  ) => Promise<HeldClip | null>;
}

/** A picture a study shows that opens in the viewer. */
export interface ViewerPicture {
  image: Image;
  /** The control on the page that opens it, around the `<img>`. */
  opener: HTMLElement;
  /** The clip it is the poster of, which the viewer plays in its place. */
  clip?: ViewerClip;
}

/** A sealed picture at its own size, decrypted; null for a public one. */
export type SealedLargest = (src: string) => Promise<string> | null;

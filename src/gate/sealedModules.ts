import type { ImageManifest } from 'virtual:image-manifest';
import type { CaseStudyBody } from '../content/types';

/** Names shared by the sealing plugin (build) and the gate (browser). */
export const SEALED_INDEX_ID = 'virtual:sealed-case-studies';
export const SEALED_STUDY_PREFIX = 'virtual:sealed-case-study/';
/**
 * Where the build writes the pictures only sealed studies show, encrypted under random names.
 * A file's URL is its additional data: one picture's box cannot be swapped for another's.
 */
export const SEALED_IMAGE_DIR = 'assets/sealed';

/** What the build made of a clip: its size and length, its renditions and captions, sealed. */
export interface BuiltClip {
  width: number;
  height: number;
  /** Seconds. */
  duration: number;
  /** One per format, best first (the browser plays the first it can); ascending by width. */
  sources: { type: string; variants: { width: number; url: string }[] }[];
  /** Its WebVTT captions. */
  captions?: string;
}

/** Keyed by the path the body names each clip by. */
export type ClipManifest = Record<string, BuiltClip>;

/**
 * What one sealed study decrypts to: its body, and what the build made of its sealed pictures
 * and clips.
 */
export interface OpenedStudy {
  body: CaseStudyBody;
  /** Only the pictures no public page shows, keyed by the path or URL the body names; a clip's
   * poster among them. */
  images: ImageManifest;
  clips: ClipManifest;
}

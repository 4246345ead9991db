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

/** What one sealed study decrypts to: its body, and what the build made of its sealed pictures. */
export interface OpenedStudy {
  body: CaseStudyBody;
  /** Only the pictures no public page shows, keyed by the path or URL the body names. */
  images: ImageManifest;
}

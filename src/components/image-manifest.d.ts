declare module 'virtual:image-manifest' {
  /** What the build made of an image: its size as read from the file, and its variants. */
  export interface BuiltImage {
    width: number;
    height: number;
    /** One per format, best first (the browser takes the first type it supports). */
    sources: { type: string; variants: { width: number; url: string }[] }[];
    /** Where a downloaded image's own copy is published, in place of the URL content names. */
    src?: string;
  }
  /**
   * Keyed by the path or URL content uses, e.g. '/uploads/photo.png'. Variants ascend by width.
   * The public manifest lists what public content shows; a sealed study carries its own.
   */
  export type ImageManifest = Record<string, BuiltImage>;
  export const images: ImageManifest;
}

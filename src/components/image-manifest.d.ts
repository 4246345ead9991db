declare module 'virtual:image-manifest' {
  /** A JPEG or PNG from public/uploads: its size as read from the file, and its generated variants. */
  export interface RasterImage {
    width: number;
    height: number;
    /** One per format, best first (the browser takes the first type it supports). */
    sources: { type: string; variants: { width: number; url: string }[] }[];
  }
  /** Keyed by the path content uses, e.g. '/uploads/photo.png'. Variants ascend by width. */
  export type ImageManifest = Record<string, RasterImage>;
  export const images: ImageManifest;
}

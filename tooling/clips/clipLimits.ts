// What a clip may be, and what the build makes of it: one place, which docs/content.md#clips
// and docs/performance.md quote.

/** The longest clip: a walkthrough tells one flow; a longer story is two clips. */
export const MAX_SECONDS = 120;
/** The largest file an owner exports: a two-minute screen recording at 4K is well under it. */
export const MAX_SOURCE_BYTES = 200 * 1024 * 1024;
/** The largest frame (4K), and the smallest that still fills a phone's figure. */
export const MAX_SIZE = { width: 3840, height: 2160 };
export const MIN_WIDTH = 640;

/**
 * The widths the page plays a clip at: a phone's figure (about 340 CSS px) at 2x, and the figure
 * at its widest (1094 CSS px) on a laptop. Video costs far more per pixel than a picture, so no
 * 2x laptop width: a screen recording reads sharply at 1280.
 */
export const CLIP_WIDTHS = [640, 1280] as const;

/**
 * At most this many bytes for each second of a rendition, by width (the budget: 1 and 2 Mbit/s).
 * The encoders are capped below it, so a busy clip is softer, never larger.
 */
export const BYTES_PER_SECOND: Record<(typeof CLIP_WIDTHS)[number], number> = {
  640: 125_000,
  1280: 250_000,
};

/** A clip plays at most this many frames a second: a screen recording at 60 gains nothing. */
export const MAX_FPS = 30;

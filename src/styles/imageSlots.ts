import { portraitSlot } from './slots/portrait.ts';
import { logoSlot } from './slots/logo.ts';
import { notFoundSlot } from './slots/notFound.ts';
import { fullWidthSlot } from './slots/fullWidth.ts';
import { figureSlot } from './slots/figure.ts';
import { halfCardSlot } from './slots/halfCard.ts';
import { thirdCardSlot } from './slots/thirdCard.ts';
import { thumbnailSlot } from './slots/thumbnail.ts';

/**
 * The places the layout shows images in: the widest CSS width each can take and the `sizes`
 * that tells the browser how wide it is at each viewport. Derived from the components' styles
 * (named beside each slot): the Container is the viewport less 24 px a side below md and less
 * 48 px a side from md, up to 1120 px (reached at a 1216 px viewport). Keep them in step when a
 * layout changes. Build code reads this module too (the widths to generate), so it imports nothing
 * but its slots.
 */
export interface ImageSlot {
  /** The widest the image is ever shown, in CSS px. */
  maxWidth: number;
  sizes: string;
}

/**
 * Every slot: the build makes each picture's variants for them all (`variantWidths`). Each is a
 * module of its own (./slots/), which the component that draws it imports: a page's code carries
 * the `sizes` of the places it shows pictures in, and no other's.
 */
export const imageSlots = {
  portrait: portraitSlot,
  logo: logoSlot,
  notFound: notFoundSlot,
  fullWidth: fullWidthSlot,
  figure: figureSlot,
  halfCard: halfCardSlot,
  thirdCard: thirdCardSlot,
  thumbnail: thumbnailSlot,
};

/** Widths this close to a larger one are served by it: a few percent more bytes, one encode less. */
const MERGE_RATIO = 0.9;

/** The picture viewer shows a raster at its own width, up to this (a 4K screen's). */
export const VIEWER_MAX_WIDTH = 3840;

/**
 * The widths to generate for an image `intrinsicWidth` px wide: every slot at 1x and 2x, and the
 * viewer's (the widest), never wider than the image itself, near-duplicates merged into the larger
 * one. Ascending.
 */
export function variantWidths(intrinsicWidth: number): number[] {
  const wanted = Object.values(imageSlots).flatMap(({ maxWidth }) => [maxWidth, 2 * maxWidth]);
  wanted.push(VIEWER_MAX_WIDTH);
  const capped = [...new Set(wanted.map((width) => Math.min(width, intrinsicWidth)))];
  const kept: number[] = [];
  for (const width of capped.sort((a, b) => b - a)) {
    const larger = kept.at(-1);
    if (larger === undefined || width < larger * MERGE_RATIO) kept.push(width);
  }
  return kept.reverse();
}

/**
 * The variants (ascending by width) a slot offers the browser: those narrower than twice the
 * slot's width and the first one at least that wide.
 */
export function variantsForSlot<T extends { width: number }>(
  variants: readonly T[],
  slot: ImageSlot,
): T[] {
  const retina = 2 * slot.maxWidth;
  const cut = variants.findIndex(({ width }) => width >= retina);
  return cut === -1 ? [...variants] : variants.slice(0, cut + 1);
}

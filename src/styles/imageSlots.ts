/**
 * The places the layout shows images in: the widest CSS width each can take and the `sizes`
 * that tells the browser how wide it is at each viewport. Derived from the components' styles
 * (named beside each slot): the Container is the viewport less 24 px a side below md and less
 * 48 px a side from md, up to 1120 px (reached at a 1216 px viewport). Keep them in step when a
 * layout changes. Build code reads this module too (the widths to generate), so it imports nothing.
 */
interface ImageSlot {
  /** The widest the image is ever shown, in CSS px. */
  maxWidth: number;
  sizes: string;
}

export const imageSlots = {
  /** IntroHero: 420 px at most; from md the grid's 1fr column of 1.35fr + 1fr with a 64 px gap. */
  portrait: {
    maxWidth: 420,
    sizes:
      '(min-width: 1147px) 420px, (min-width: 768px) calc((100vw - 160px) / 2.35), (min-width: 468px) 420px, calc(100vw - 48px)',
  },
  /** CareerTimeline: the 36 px company logo. */
  logo: { maxWidth: 36, sizes: '36px' },
  /** NotFoundPage: 480 px at most; from md half the content width less half the 64 px gap. */
  notFound: {
    maxWidth: 480,
    sizes:
      '(min-width: 1120px) 480px, (min-width: 768px) calc(50vw - 80px), (min-width: 528px) 480px, calc(100vw - 48px)',
  },
  /** CaseStudyHero, and a lone card in CardGrid: the content width inside a 1 px border. */
  fullWidth: {
    maxWidth: 1118,
    sizes: '(min-width: 1216px) 1118px, (min-width: 768px) calc(100vw - 98px), calc(100vw - 50px)',
  },
  /** FigureBlock: the content width inside a 1 px border and 8 px (12 px from md) of padding. */
  figure: {
    maxWidth: 1094,
    sizes: '(min-width: 1216px) 1094px, (min-width: 768px) calc(100vw - 122px), calc(100vw - 66px)',
  },
  /**
   * CardGrid's two-up and featured cards: half the content width from md, full width below
   * (widest at a 767 px viewport).
   */
  halfCard: {
    maxWidth: 717,
    sizes: '(min-width: 1216px) 558px, (min-width: 768px) calc(50vw - 50px), calc(100vw - 50px)',
  },
  /**
   * ProjectGrid's cards and CardGrid's three-up cards: a third of the content width (24 px gaps)
   * from lg, half from md, full width below (widest at a 767 px viewport).
   */
  thirdCard: {
    maxWidth: 717,
    sizes:
      '(min-width: 1216px) 356px, (min-width: 1024px) calc((100vw - 150px) / 3), (min-width: 768px) calc(50vw - 50px), calc(100vw - 50px)',
  },
} as const satisfies Record<string, ImageSlot>;

export type ImageSlotName = keyof typeof imageSlots;

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
  slot: ImageSlotName,
): T[] {
  const retina = 2 * imageSlots[slot].maxWidth;
  const cut = variants.findIndex(({ width }) => width >= retina);
  return cut === -1 ? [...variants] : variants.slice(0, cut + 1);
}

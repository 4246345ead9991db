import type { ImageSlot } from '../imageSlots.ts';

/**
 * CardGrid's two-up and featured cards: half the content width from md, full width below
 * (widest at a 767 px viewport).
 */
export const halfCardSlot: ImageSlot = {
  maxWidth: 717,
  sizes: '(min-width: 1216px) 558px, (min-width: 768px) calc(50vw - 50px), calc(100vw - 50px)',
};

import type { ImageSlot } from '../imageSlots.ts';

/**
 * ProjectGrid's cards and CardGrid's three-up cards: a third of the content width (24 px gaps)
 * from lg, half from md, full width below (widest at a 767 px viewport).
 */
export const thirdCardSlot: ImageSlot = {
  maxWidth: 717,
  sizes:
    '(min-width: 1216px) 356px, (min-width: 1024px) calc((100vw - 150px) / 3), (min-width: 768px) calc(50vw - 50px), calc(100vw - 50px)',
};

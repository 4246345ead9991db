import type { ImageSlot } from '../imageSlots.ts';

/** FigureBlock: the content width inside a 1 px border and 8 px (12 px from md) of padding. */
export const figureSlot: ImageSlot = {
  maxWidth: 1094,
  sizes: '(min-width: 1216px) 1094px, (min-width: 768px) calc(100vw - 122px), calc(100vw - 66px)',
};

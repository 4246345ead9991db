import type { ImageSlot } from '../imageSlots.ts';

/** CaseStudyHero, and a lone card in CardGrid: the content width inside a 1 px border. */
export const fullWidthSlot: ImageSlot = {
  maxWidth: 1118,
  sizes: '(min-width: 1216px) 1118px, (min-width: 768px) calc(100vw - 98px), calc(100vw - 50px)',
};

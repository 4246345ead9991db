import type { ImageSlot } from '../imageSlots.ts';

/** IntroHero: 420 px at most; from md the grid's 1fr column of 1.35fr + 1fr with a 64 px gap. */
export const portraitSlot: ImageSlot = {
  maxWidth: 420,
  sizes:
    '(min-width: 1147px) 420px, (min-width: 768px) calc((100vw - 160px) / 2.35), (min-width: 468px) 420px, calc(100vw - 48px)',
};

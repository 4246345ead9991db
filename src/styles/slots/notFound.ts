import type { ImageSlot } from '../imageSlots.ts';

/** NotFoundPage: 480 px at most; from md half the content width less half the 64 px gap. */
export const notFoundSlot: ImageSlot = {
  maxWidth: 480,
  sizes:
    '(min-width: 1120px) 480px, (min-width: 768px) calc(50vw - 80px), (min-width: 528px) 480px, calc(100vw - 48px)',
};

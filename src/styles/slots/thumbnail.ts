import type { ImageSlot } from '../imageSlots.ts';

/** StudyList's thumbnails: 96 px, 160 px from md. */
export const thumbnailSlot: ImageSlot = { maxWidth: 160, sizes: '(min-width: 768px) 160px, 96px' };

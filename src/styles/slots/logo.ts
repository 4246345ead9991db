import type { ImageSlot } from '../imageSlots.ts';

/** CareerTimeline: the 36 px company logo. */
export const logoSlot: ImageSlot = { maxWidth: 36, sizes: '36px' };

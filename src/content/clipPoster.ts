import type { Clip, Image } from './types';

/**
 * The picture that stands for a clip: the owner's, or its frame at the poster's second, which the
 * build makes and names by the clip and the second (a media fragment: '/uploads/scan.mp4#t=2').
 * Either way a screen reader hears the clip's description.
 */
export const posterOf = (clip: Clip): Image =>
  typeof clip.poster === 'number'
    ? { src: `${clip.src}#t=${clip.poster}`, alt: clip.description }
    : { ...clip.poster, alt: clip.description };

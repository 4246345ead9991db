import type { CSS } from '../styles/stitches.config';

/** The drawn shapes of a clip's play and pause buttons, in a 20 px square. */
export const clipIcons = {
  play: 'M6 3.5v13l11-6.5z',
  pause: 'M5 3.5h3.5v13H5zM11.5 3.5H15v13h-3.5z',
};

/**
 * A clip's play button over its poster, on the page and in the viewer: a pill in the text's
 * colour at the poster's centre, its icon beside the clip's length.
 */
export const clipButton = {
  position: 'absolute',
  left: '50%',
  top: '50%',
  transform: 'translate(-50%, -50%)',
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$2',
  minHeight: '$control',
  paddingInline: '$4',
  border: 0,
  borderRadius: '$pill',
  backgroundColor: '$text',
  color: '$canvas',
  fontFamily: '$body',
  fontSize: '$3',
  fontWeight: 600,
  fontVariantNumeric: 'tabular-nums',
  boxShadow: '$card',
  cursor: 'pointer',
  '&[disabled]': { cursor: 'progress', opacity: 0.7 },
} as const satisfies CSS;

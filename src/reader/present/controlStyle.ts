import type { CSS } from '../../styles/stitches.config';

/** The quiet pill of present mode's controls: the Present button and the deck's own. */
export const controlStyle = {
  minWidth: '$controlCompact',
  height: '$controlCompact',
  paddingInline: '$4',
  border: '1px solid $hairline',
  borderRadius: '$pill',
  backgroundColor: '$surface',
  fontSize: '$2',
  fontWeight: 600,
  cursor: 'pointer',
  '@hover': {
    '&:hover': { borderColor: '$text' },
  },
  // Still focusable at the end of the deck, so focus stays put.
  '&[disabled], &[aria-disabled="true"]': { opacity: 0.4, cursor: 'default' },
} as const satisfies CSS;

import { cssTransition } from '../../motion/cssMotion';
import { css } from '../../styles/stitches.config';

/** The look of every item in the header's navigation. */
export const navItemStyle = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$1',
  minHeight: '$tapTarget',
  paddingInline: '$2',
  borderRadius: '$1',
  fontSize: '$3',
  fontWeight: 500,
  color: '$text',
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  '@hover': {
    '&:hover': { backgroundColor: '$surfaceSunken' },
  },
  '@narrow': { paddingInline: '6px' },
  '@md': { paddingInline: '$3' },
} as const;

/** The Projects trigger, shared by the light placeholder and the Radix trigger it becomes. */
export const menuTriggerStyle = css(navItemStyle, {
  border: 0,
  background: 'transparent',
  cursor: 'pointer',
  '& [data-chevron]': { transition: cssTransition('menu', ['transform']) },
  '&[data-state="open"]': { backgroundColor: '$surfaceSunken' },
  '&[data-state="open"] [data-chevron]': { transform: 'rotate(180deg)' },
});

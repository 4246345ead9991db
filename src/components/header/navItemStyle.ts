import { cssTransition } from '../../motion/cssMotion';
import { css } from '../../styles/stitches.config';

/** The look of every item in the header's navigation. */
export const navItemStyle = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$1',
  minHeight: '$tapTarget',
  // Tight on a phone, where the five controls share one line, each whole.
  paddingInline: '$1',
  borderRadius: '$1',
  fontSize: '$3',
  fontWeight: 500,
  color: '$text',
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  '& svg': { flex: 'none' },
  '@hover': {
    '&:hover': { backgroundColor: '$surfaceSunken' },
  },
  '@md': { paddingInline: '$3' },
} as const;

/** The Projects trigger, shared by the light placeholder and the Radix trigger it becomes. */
export const menuTriggerStyle = css(navItemStyle, {
  border: 0,
  background: 'transparent',
  cursor: 'pointer',
  '& [data-chevron]': { transition: cssTransition('menu', ['transform']) },
  // The narrowest phones have no room for it: the menu's name and its popup role say what it is.
  '@narrow': { '& [data-chevron]': { display: 'none' } },
  '&[data-state="open"]': { backgroundColor: '$surfaceSunken' },
  '&[data-state="open"] [data-chevron]': { transform: 'rotate(180deg)' },
});

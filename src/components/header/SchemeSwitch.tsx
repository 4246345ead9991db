import { navigation } from '../../content/site';
import { cssTransition } from '../../motion/cssMotion';
import {
  SCHEME_CHOSEN_ATTRIBUTE,
  SCHEME_SWITCH_ATTRIBUTE,
  SCHEME_TURN,
  SCHEME_TURNS,
} from '../../styles/colorScheme';
import { screenOnly } from '../../styles/fragments';
import { styled } from '../../styles/stitches.config';
import { navItemStyle } from './navItemStyle';

/**
 * The header's light and dark switch: a checkbox with the switch role, checked when the page is
 * dark. It has no state in React: the boot script works it from before the app loads and keeps it
 * checked to match the page (src/boot/schemeChoice.ts), and the page's colours are a token change.
 */
export function SchemeSwitch() {
  return (
    <StyledSwitch title={navigation.darkScheme}>
      <input
        type="checkbox"
        role="switch"
        aria-label={navigation.darkScheme}
        {...{ [SCHEME_SWITCH_ATTRIBUTE]: '' }}
      />
      <span aria-hidden />
    </StyledSwitch>
  );
}

const StyledSwitch = styled('label', navItemStyle, screenOnly, {
  position: 'relative',
  justifyContent: 'center',
  minWidth: '$tapTarget',
  '@narrow': { minWidth: '36px' },
  '&:has(:focus-visible)': { outline: '2px solid $focus', outlineOffset: '-2px' },
  // Over the whole label, unseen: a press anywhere on it is a press on the checkbox itself.
  '& input': { position: 'absolute', inset: 0, margin: 0, opacity: 0, cursor: 'pointer' },
  // A circle half filled, turned by the scheme; presses go through it to the checkbox.
  '& span': {
    pointerEvents: 'none',
    size: '15px',
    borderRadius: '$pill',
    border: '1.5px solid',
    backgroundImage: 'linear-gradient(90deg, transparent 50%, currentColor 50%)',
    transform: `rotate(var(${SCHEME_TURN}, ${SCHEME_TURNS.light}))`,
    transition: cssTransition('theme', ['transform']),
  },
  // Pressed, it turns to the scheme chosen at once: a rule on the icon alone, where a token on the
  // root would restyle the whole page in the press. The page's colours follow once it is drawn.
  ...Object.fromEntries(
    Object.entries(SCHEME_TURNS).map(([scheme, turn]) => [
      `[${SCHEME_CHOSEN_ATTRIBUTE}="${scheme}"] & span`,
      { transform: `rotate(${turn})` },
    ]),
  ),
});

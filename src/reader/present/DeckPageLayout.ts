import { styled } from '../../styles/stitches.config';
import { SLIDE } from '../slideMarks';
import { CURRENT, HIDDEN, MEASURING } from './deckPlan';

/** A slide's frame: its content centred in it, nothing drawn outside it. */
export const slideFrame = {
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  alignItems: 'center',
  overflow: 'hidden',
} as const;

/** The controls' bar along the bottom, which every slide keeps clear of. */
export const CONTROLS_HEIGHT = '$space$8';

/**
 * The deck's layout of the page, while it is there: no scrollbar, the slide on screen fixed over
 * everything, the other slides out of the way. Renders nothing itself.
 */
export const DeckPageLayout = styled('div', {
  display: 'none',
  'html:has(&)': { overflow: 'hidden' },
  [`body:has(&) [${SLIDE}]:not([${CURRENT}], [${MEASURING}])`]: { display: 'none' },
  [`body:has(&) :is([${CURRENT}], [${MEASURING}])`]: {
    position: 'fixed',
    inset: 0,
    zIndex: '$slide',
    ...slideFrame,
    margin: 0,
    padding: `$6 0 calc(${CONTROLS_HEIGHT} + $space$5)`,
    '& > *': {
      flex: 'none',
      width: 'var(--slide-width)',
      maxWidth: 'none',
      margin: 0,
      // Centred on the slide, whatever room the page keeps beside it for the navigator's rail.
      paddingInline: '$5',
      '@md': { paddingInline: '$7' },
      transform: 'scale(var(--slide-scale, 1))',
    },
  },
  [`body:has(&) [${MEASURING}]`]: { visibility: 'hidden' },
  // Measuring, every item shows: the plan needs the whole section.
  [`body:has(&) [${CURRENT}]:not([${MEASURING}]) [${HIDDEN}]`]: { display: 'none !important' },
});

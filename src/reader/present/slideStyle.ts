import { css } from '../../styles/stitches.config';
import { CURRENT, MEASURING } from '../../slides/marks';

/** A slide's frame: its content centred in it, nothing drawn outside it. */
export const slideFrame = {
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  alignItems: 'center',
  overflow: 'hidden',
} as const;

/** The deck's controls' bar along the bottom, which every slide keeps clear of. */
export const CONTROLS_HEIGHT = '$space$8';

/**
 * A slide of the deck (the deck gives it to its drawing of the study's opening and sections, which
 * stay on the page's code without it): the one on screen fixed over everything, scaled to fit, the
 * others out of the way; all of them laid out out of sight while the deck measures them. The page
 * under them keeps no scrollbar.
 */
export const slideStyle = css({
  [`&:not([${CURRENT}], [${MEASURING}])`]: { display: 'none' },
  [`&:is([${CURRENT}], [${MEASURING}])`]: {
    position: 'fixed',
    inset: 0,
    zIndex: '$slide',
    ...slideFrame,
    // Each slide's text starts where the one that fills the width starts: see below.
    alignItems: 'flex-start',
    margin: 0,
    padding: `$6 0 calc(${CONTROLS_HEIGHT} + $space$5)`,
    '& > *': {
      flex: 'none',
      width: 'var(--slide-width)',
      maxWidth: 'none',
      margin: 0,
      // Whatever room the page keeps beside it for the navigator's rail.
      paddingInline: '$$pad',
      $$pad: '$space$5',
      '@md': { $$pad: '$space$7' },
      // A slide that fills the width starts its text at its padding, scaled; a smaller one moves
      // right by what its smaller scale takes off that, so its text starts in the same place.
      transformOrigin: '0 50%',
      transform:
        'translateX(calc((var(--slide-fill, 1) - var(--slide-scale, 1)) * $$pad)) scale(var(--slide-scale, 1))',
    },
  },
  [`&[${MEASURING}]`]: { visibility: 'hidden' },
});

const hidden = { display: 'none !important' };

/** Hides a list's children outside `[from, to)`: a slide showing a part of its section. */
export const onlyItems = ([from, to]: [number, number]) =>
  css({
    ...(from > 0 && { [`& > :nth-child(-n + ${from})`]: hidden }),
    [`& > :nth-child(n + ${to + 1})`]: hidden,
  })();

/**
 * The deck: over the whole page, on the canvas, the slide on it and its controls on top. The page
 * under it stays exactly as it was, styled, laid out and covered: changing anything of it (hiding
 * it, skipping its rendering, making it inert) restyles every element of the study once the deck
 * goes, 40-80 ms at 4x on leaving. It is out of reach all the same: the deck keeps Tab among its
 * own controls (`keepTabInside`), the page is hidden from assistive tech (`SiteShell`), and it
 * cannot scroll, its scrollbar's room kept so that nothing is laid out again.
 */
export const deckLayer = css({
  'html:has(> body > &:not([hidden]))': { overflow: 'hidden', scrollbarGutter: 'stable' },
  '&[hidden]': { display: 'none' },
  // Focus rests on the deck itself between the presenter's uses of its controls.
  '&:focus': { outline: 'none' },
  position: 'fixed',
  inset: 0,
  zIndex: '$deck',
  width: '100%',
  height: '100%',
  maxWidth: 'none',
  maxHeight: 'none',
  margin: 0,
  padding: 0,
  border: 0,
  backgroundColor: '$canvas',
  color: '$text',
  '&::backdrop': { backgroundColor: 'transparent' },
});

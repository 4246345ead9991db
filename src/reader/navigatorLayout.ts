import { screenOnly } from '../styles/fragments';
import { styled } from '../styles/stitches.config';

/**
 * Where a case study's section navigator sits, known to the study before the navigator itself
 * loads, so its arrival moves nothing: the rail needs the margin beside the sections, and from
 * this width it sits there; below it, a slim bar under the header takes its height from the start.
 */
const RAIL_FROM = 1280;

const inset = '$space$5';
const width = '184px';

export const rail = {
  media: `@media (min-width: ${RAIL_FROM}px)`,
  inset,
  width,
  /** From the viewport's left edge to where the study's content may start. */
  clearance: `calc(${inset} + ${width} + $space$6)`,
} as const;

/** The slim bar's height, which the page's scroll padding makes room for below the header. */
export const BAR_HEIGHT = '$sizes$navigatorBar';

export const belowHeader = 'calc($sizes$header + $sizes$stripe)';

/**
 * An open study: its navigator, opening and sections. On a wide screen their content starts clear
 * of the rail, by the least it must move (nothing, once the margin is wide enough), so the
 * measure is kept.
 */
export const StudyArticle = styled('article', {
  position: 'relative',
  // What sticks at the top of the page, which a story's pinned figure sits below.
  '--stuck-top': belowHeader,
  // Jumps and deep links land a section's head below the header and, where it shows, the bar.
  [`@media (max-width: ${RAIL_FROM - 1}px)`]: {
    '--stuck-top': `calc(${belowHeader} + ${BAR_HEIGHT})`,
    'html:has(&)': { scrollPaddingTop: `calc($sizes$header + ${BAR_HEIGHT} + $space$4)` },
  },
  [rail.media]: {
    '& > :is(header, section) > div': {
      paddingInlineStart: `max($space$7, calc(${rail.clearance} - (100vw - $sizes$content - 2 * $space$7) / 2))`,
    },
  },
});

/** The slim bar's room while the navigator loads (the rail needs none), or why it did not. */
export const NavigatorRoom = styled('div', screenOnly, {
  display: 'flex',
  alignItems: 'center',
  height: BAR_HEIGHT,
  paddingInline: '$4',
  fontSize: '$2',
  color: '$textMuted',
  '@md': { paddingInline: '$7' },
  [rail.media]: {
    position: 'absolute',
    top: '$9',
    left: rail.inset,
    width: rail.width,
    height: 'auto',
    padding: 0,
  },
});

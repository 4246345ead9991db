import type { CSSProperties } from 'react';
import type { PublicStudy, StudyAccent } from '../content/types';
import type { CSS } from './stitches.config';

/**
 * Style fragments shared by several components, each spread into `styled()` or a global rule.
 * Components compose these instead of repeating their declarations.
 */

/** Marks a study's scope, by its slug: what is inside takes the study's accent. */
export const ACCENT_ATTRIBUTE = 'data-accent';

/** A study whose accent a scope takes. */
export type Accented = Pick<PublicStudy, 'slug' | 'accents'>;

/** The custom properties a scope carries its study's colours in, for each scheme. */
const accentVariable = (scheme: keyof StudyAccent, colour: 'accent' | 'tint') =>
  `--${colour}-${scheme}`;

/**
 * What gives everything inside an element a study's accent: the study's colours in both schemes,
 * on the element itself, so a page carries the colours of the studies it draws and no others.
 * `accentRule` picks the scheme's.
 */
export const accentOf = (study: Accented | undefined) =>
  study
    ? {
        [ACCENT_ATTRIBUTE]: study.slug,
        style: Object.fromEntries(
          (['light', 'dark'] as const).flatMap((scheme) =>
            (['accent', 'tint'] as const).map((colour) => [
              accentVariable(scheme, colour),
              study.accents[scheme][colour],
            ]),
          ),
        ) as CSSProperties,
      }
    : {};

/** A scheme's rule for every study's scope: $$accent and $$accentTint from its colours there. */
export const accentRule = (scheme: keyof StudyAccent, within = '') => ({
  [`${within}[${ACCENT_ATTRIBUTE}]`]: {
    $$accent: `var(${accentVariable(scheme, 'accent')})`,
    $$accentTint: `var(${accentVariable(scheme, 'tint')})`,
  },
});

/** A link stretched over the whole of its nearest positioned ancestor: a card that is one link. */
export const stretchedLink = {
  textDecoration: 'none',
  outline: 'none',
  '&::after': { content: '""', position: 'absolute', inset: 0 },
} as const satisfies CSS;

/** Small uppercase label text: eyebrows, table headers, captions, group names, card meta. */
export const labelText = {
  fontSize: '$2',
  fontWeight: 600,
  letterSpacing: '$label',
  textTransform: 'uppercase',
  color: '$textMuted',
} as const satisfies CSS;

/** The display face of counted figures, in the accent. */
export const numeralFace = {
  fontFamily: '$display',
  fontWeight: 400,
  lineHeight: 1,
  color: '$$accent',
} as const satisfies CSS;

/** The large numerals of counted figures (56 px, 72 px from md). */
export const figureNumerals = {
  ...numeralFace,
  fontSize: '$11',
  '@md': { fontSize: '$12' },
} as const satisfies CSS;

/** The white, hairline-framed card that section bodies are built from; whole on one printed page. */
export const panel = {
  backgroundColor: '$surface',
  border: '1px solid $hairline',
  borderRadius: '$3',
  '@print': { breakInside: 'avoid' },
} as const satisfies CSS;

/** A screen's height below the fixed header: the gate and its waiting state fill it. */
export const screenBelowHeader = {
  minHeight: 'calc(100vh - $sizes$header - $sizes$stripe)',
} as const satisfies CSS;

/** A bar of controls in a row: centred on its line, the first and last at its two ends. */
export const controlBar = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '$2',
} as const satisfies CSS;

/**
 * A reader control for the screen (the section navigator, its room, a copy-link button): left off
 * paper. The shell's own screen-only parts are found by what they are in `printStyles.ts`.
 */
export const screenOnly = {
  // Whatever display the control's own style sets for the screen.
  '@print': { display: 'none !important' },
} as const satisfies CSS;

/** Written for paper (the résumé's extra lines): left off the screen, and out of what it reads. */
export const paperOnly = {
  display: 'none',
  '@print': { display: 'block' },
} as const satisfies CSS;

/** Read by assistive tech, not shown. */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const satisfies CSS;

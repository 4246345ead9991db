import { GATE_FORM_ATTRIBUTE, GATE_RESTORING_ATTRIBUTE } from '../boot/protocol';
import { motionRootStyles } from '../motion/cssMotion';
import { visuallyHidden } from './fragments';
import { globalCss } from './stitches.config';

export const globalStyles = globalCss({
  ...motionRootStyles,
  '*, *::before, *::after': { boxSizing: 'border-box' },
  html: {
    // Defaults for the per-study accent; case-study pages and cards override them.
    $$accent: '$colors$text',
    $$accentTint: '$colors$surfaceSunken',
    backgroundColor: '$canvas',
    color: '$text',
    fontFamily: '$body',
    fontSize: '100%',
    // Safari on iPhone enlarges text in landscape unless told not to, and reads only its prefix.
    WebkitTextSizeAdjust: '100%',
    textSizeAdjust: '100%',
    WebkitFontSmoothing: 'antialiased',
    scrollPaddingTop: 'calc($sizes$header + $space$4)',
  },
  body: {
    margin: 0,
    fontSize: '$4',
    lineHeight: '$body',
    fontFeatureSettings: '"cv11", "ss01"',
    minHeight: '100vh',
    '@md': { fontSize: '$5' },
  },
  'h1, h2, h3, h4, p, ul, ol, figure, blockquote, dl, dd': { margin: 0 },
  'ul, ol': { padding: 0 },
  'img, svg': { display: 'block', maxWidth: '100%', height: 'auto' },
  a: { color: 'inherit' },
  'button, input': { font: 'inherit', color: 'inherit' },
  ':focus-visible': {
    outline: '2px solid $focus',
    outlineOffset: '3px',
    borderRadius: '$1',
  },
  '[tabindex="-1"]:focus': { outline: 'none' },
  '::selection': { backgroundColor: '$indigoTint' },
  '.visually-hidden': visuallyHidden,
  // Before hydration, the boot script flags a stored password: show a quiet state, not the form.
  [`html[${GATE_RESTORING_ATTRIBUTE}] [${GATE_FORM_ATTRIBUTE}]`]: { visibility: 'hidden' },
  [`html[${GATE_RESTORING_ATTRIBUTE}] [data-gate-pending]`]: { display: 'block' },
});

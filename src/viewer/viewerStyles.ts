import { clipButton } from '../clips/clipLook';
import { visuallyHidden } from '../styles/fragments';
import { CLIP_PLAY } from './viewerClips';
import { globalCss } from '../styles/stitches.config';

/** PhotoSwipe's stage in the site's ink, its type and focus ring; the caption and note below the picture. */
export const viewerStyles = globalCss({
  '.site-viewer': {
    '--pswp-bg': '$colors$ink900',
    '--pswp-placeholder-bg': '$colors$ink700',
    '--pswp-error-text-color': '$colors$sand100',
    fontFamily: '$body',
    '@print': { display: 'none !important' },
  },
  // Text over a picture sits on a solid dark plate, readable over any of it (on a phone the
  // caption often covers the picture, and a see-through plate let the page show through too).
  '.site-viewer .pswp__counter, .site-viewer .pswp__caption, .site-viewer .pswp__note': {
    width: 'fit-content',
    borderRadius: '$1',
    backgroundColor: '$ink900',
    color: '$sand100',
    fontSize: '$3',
    textShadow: 'none',
  },
  '.site-viewer .pswp__counter': {
    height: 'auto',
    margin: '$3',
    padding: '$1 $2',
    fontVariantNumeric: 'tabular-nums',
    opacity: 1,
  },
  '.site-viewer .pswp__button:focus-visible': {
    outline: '2px solid $sand100',
    outlineOffset: '-4px',
  },
  '.site-viewer .pswp__caption, .site-viewer .pswp__note': {
    position: 'absolute',
    insetInline: 0,
    marginInline: 'auto',
    maxWidth: 'min($measure, calc(100% - $space$5))',
    padding: '$2 $3',
    textAlign: 'center',
    textWrap: 'pretty',
    pointerEvents: 'none',
  },
  '.site-viewer .pswp__caption': { bottom: '$4' },
  '.site-viewer .pswp__note': { top: '$8' },
  '.site-viewer .pswp__note[hidden]': { display: 'none' },
  '.site-viewer .pswp__announcement': visuallyHidden,
  // A clip's slide: its video fills the slide, its play button over the poster as on the page.
  '.site-viewer .pswp__content video': { display: 'block', width: '100%', height: '100%' },
  [`.site-viewer .${CLIP_PLAY}`]: clipButton,
  [`.site-viewer .${CLIP_PLAY}[hidden]`]: { display: 'none' },
  [`.site-viewer .${CLIP_PLAY}:focus-visible`]: {
    outline: '2px solid $sand100',
    outlineOffset: '2px',
  },
});

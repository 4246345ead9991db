import { createStitches } from '@stitches/react';
import type * as Stitches from '@stitches/react';
import { fontStack, webFonts } from './webFonts';

const accents = {
  smartscan: '#4F46E5',
  smartscanTint: '#EEF0FF',
  payment: '#047857',
  paymentTint: '#E7F6EF',
  livetune: '#C2410C',
  livetuneTint: '#FFF1E8',
};

export const { styled, css, globalCss, keyframes, getCssText, config, reset } = createStitches({
  theme: {
    colors: {
      // Raw palette
      paper: '#FBFAF7',
      white: '#FFFFFF',
      ink900: '#141413',
      ink600: '#5C5B55',
      ink300: '#A9A69D',
      sand200: '#E6E3DC',
      sand100: '#F3F1EC',
      red700: '#B42318',
      ...accents,
      // Semantic aliases
      canvas: '$paper',
      surface: '$white',
      surfaceSunken: '$sand100',
      text: '$ink900',
      textMuted: '$ink600',
      hairline: '$sand200',
      focus: '$smartscan',
      danger: '$red700',
      handsOn: '$smartscan',
      management: '$livetune',
    },
    space: {
      1: '4px',
      2: '8px',
      3: '12px',
      4: '16px',
      5: '24px',
      6: '32px',
      7: '48px',
      8: '64px',
      9: '96px',
      10: '128px',
    },
    sizes: {
      content: '1120px',
      measure: '68ch',
      header: '68px',
    },
    radii: {
      1: '6px',
      2: '12px',
      3: '20px',
      pill: '999px',
    },
    fonts: {
      body: fontStack(webFonts.body),
      display: fontStack(webFonts.display),
    },
    fontSizes: {
      1: '13px',
      2: '15px',
      3: '17px',
      4: '20px',
      5: '24px',
      6: '32px',
      7: '44px',
      8: '56px',
      9: '72px',
    },
    lineHeights: {
      tight: 1.05,
      snug: 1.25,
      body: 1.6,
    },
    shadows: {
      header: '0 1px 0 rgba(20,20,19,0.06), 0 8px 24px -12px rgba(20,20,19,0.18)',
      card: '0 1px 2px rgba(20,20,19,0.04), 0 12px 32px -16px rgba(20,20,19,0.18)',
      menu: '0 16px 48px -12px rgba(20,20,19,0.28), 0 0 0 1px rgba(20,20,19,0.06)',
      focus: '0 0 0 3px rgba(79,70,229,0.35)',
    },
    zIndices: {
      header: 50,
      menu: 60,
      skip: 70,
    },
  },
  media: {
    /** The smallest phones (320–379 px), where the header needs every pixel. */
    narrow: '(max-width: 379px)',
    md: '(min-width: 768px)',
    lg: '(min-width: 1024px)',
    print: 'print',
  },
  utils: {
    px: (value: Stitches.PropertyValue<'paddingLeft'>) => ({
      paddingLeft: value,
      paddingRight: value,
    }),
    py: (value: Stitches.PropertyValue<'paddingTop'>) => ({
      paddingTop: value,
      paddingBottom: value,
    }),
    size: (value: Stitches.PropertyValue<'width'>) => ({ width: value, height: value }),
  },
});

/** Sets the page's accent colours (case-study pages and cards) through the semantic aliases. */
export const accentVariants = {
  smartscan: { $$accent: '$colors$smartscan', $$accentTint: '$colors$smartscanTint' },
  payment: { $$accent: '$colors$payment', $$accentTint: '$colors$paymentTint' },
  livetune: { $$accent: '$colors$livetune', $$accentTint: '$colors$livetuneTint' },
} as const;

export type CSS = Stitches.CSS<typeof config>;

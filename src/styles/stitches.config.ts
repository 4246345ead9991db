import { createStitches } from '@stitches/react';
import type * as Stitches from '@stitches/react';
import { fontStack, webFonts } from './webFonts';

/** The site's own three colours: its header's stripe, focus rings, the timeline's bars. */
const brand = {
  indigo: '#4F46E5',
  indigoTint: '#EEF0FF',
  green: '#047857',
  greenTint: '#E7F6EF',
  orange: '#C2410C',
  orangeTint: '#FFF1E8',
};

const stitches = createStitches({
  theme: {
    colors: {
      // Raw palette
      paper: '#FBFAF7',
      white: '#FFFFFF',
      ink900: '#141413',
      ink700: '#2B2A27',
      ink600: '#5C5B55',
      ink400: '#8C887F',
      sand200: '#E6E3DC',
      sand100: '#F3F1EC',
      red700: '#B42318',
      ...brand,
      // Semantic aliases
      canvas: '$paper',
      surface: '$white',
      surfaceSunken: '$sand100',
      text: '$ink900',
      textHover: '$ink700',
      textMuted: '$ink600',
      hairline: '$sand200',
      /** A field's edge and rules drawn to be seen: lines that must stand out (3:1). */
      border: '$ink400',
      focus: '$indigo',
      danger: '$red700',
      handsOn: '$indigo',
      management: '$orange',
      /** The header over the page: translucent at the top, nearly opaque once scrolled. */
      headerGlass: 'color-mix(in srgb, $canvas 72%, transparent)',
      headerScrolled: 'color-mix(in srgb, $canvas 97%, transparent)',
      /** Soft glows of two of the site's colours, for the invitation banner. */
      glowIndigo: 'color-mix(in srgb, $indigo 8%, transparent)',
      glowOrange: 'color-mix(in srgb, $orange 7%, transparent)',
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
      /** The accent stripe along the header's top edge. */
      stripe: '4px',
      /** A full-size button, field or badge. */
      control: '48px',
      /** The least a control may be to tap with a finger. */
      tapTarget: '44px',
      /** Present mode's controls, in their slim bar. */
      controlCompact: '40px',
      /** The section navigator's slim bar on smaller screens. */
      navigatorBar: '48px',
      /** A company's logo in the career timeline, and a phase's numbered marker. */
      logo: '36px',
      phaseMarker: '40px',
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
      1: '12px',
      2: '13px',
      3: '15px',
      4: '17px',
      5: '18px',
      6: '20px',
      7: '22px',
      8: '24px',
      9: '32px',
      10: '44px',
      11: '56px',
      12: '72px',
    },
    letterSpacings: {
      /** Display headings and the wordmark, drawn a little tighter. */
      tight: '-0.01em',
      /** Tags in the accent. */
      tag: '0.02em',
      /** Small uppercase labels. */
      label: '0.08em',
      /** The same labels in a narrow column, where the wider spacing would wrap them. */
      labelCompact: '0.04em',
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
    },
    /** Layers, bottom to top. */
    zIndices: {
      /** The section navigator's bar, which slides under the header it sits below. */
      navigator: 40,
      header: 50,
      menu: 60,
      skip: 70,
      /** Present mode: its backdrop over the whole page, the slide on it, its controls on top. */
      deck: 80,
      slide: 81,
      deckControls: 82,
    },
  },
  media: {
    /** The smallest phones (320–379 px), where the header needs every pixel. */
    narrow: '(max-width: 379px)',
    md: '(min-width: 768px)',
    lg: '(min-width: 1024px)',
    xl: '(min-width: 1440px)',
    /** Where a pointer can hover: on a touch screen a tapped element would stay "hovered". */
    hover: '(any-hover: hover)',
    /** Paper, and a PDF saved from the browser's print. */
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

export const { styled, css, globalCss, keyframes, getCssText, config, reset, createTheme } =
  stitches;

export type CSS = Stitches.CSS<typeof config>;

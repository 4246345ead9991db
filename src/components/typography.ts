import { styled } from '../styles/stitches.config';

export const Container = styled('div', {
  width: '100%',
  maxWidth: 'calc($sizes$content + 2 * $space$5)',
  marginInline: 'auto',
  px: '$5',
  '@md': { maxWidth: 'calc($sizes$content + 2 * $space$7)', px: '$7' },
});

/** Small uppercase label text: eyebrows, table headers, captions, group names. */
export const labelText = {
  fontSize: '$1',
  fontWeight: 600,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: '$textMuted',
} as const;

/** The large display numerals of counted figures (48 px, 72 px from md), in the accent. */
export const figureNumerals = {
  fontFamily: '$display',
  fontWeight: 400,
  fontSize: '$8',
  lineHeight: 1,
  color: '$$accent',
  '@md': { fontSize: '$9' },
} as const;

export const Eyebrow = styled('p', labelText, {
  marginBottom: '$3',
  variants: { tone: { muted: {}, accent: { color: '$$accent' } } },
});

export const DisplayHeading = styled('h1', {
  fontFamily: '$display',
  fontWeight: 400,
  letterSpacing: '-0.01em',
  lineHeight: '$tight',
  textWrap: 'balance',
  variants: {
    size: {
      xl: { fontSize: '$8', '@md': { fontSize: '$9' } },
      lg: { fontSize: '$7', '@md': { fontSize: '$8' } },
      md: { fontSize: '$6', '@md': { fontSize: '$7' } },
      sm: { fontSize: '$5', '@md': { fontSize: '$6' } },
    },
  },
  defaultVariants: { size: 'md' },
});

export const Lede = styled('p', {
  fontSize: '$4',
  lineHeight: 1.5,
  color: '$textMuted',
  maxWidth: '$measure',
  textWrap: 'pretty',
  '@md': { fontSize: '22px' },
});

export const Body = styled('p', {
  maxWidth: '$measure',
  textWrap: 'pretty',
  '& + &': { marginTop: '$4' },
});

export const SectionBlock = styled('section', {
  paddingBlock: '$8',
  '@md': { paddingBlock: '$9' },
  variants: {
    tone: {
      plain: {},
      sunken: { backgroundColor: '$surfaceSunken' },
    },
    divided: { true: { borderTop: '1px solid $hairline' } },
  },
});

import type { CSSProperties } from 'react';
import { labelText } from '../styles/fragments';
import { styled } from '../styles/stitches.config';

export const Container = styled('div', {
  width: '100%',
  maxWidth: 'calc($sizes$content + 2 * $space$5)',
  marginInline: 'auto',
  px: '$5',
  '@md': { maxWidth: 'calc($sizes$content + 2 * $space$7)', px: '$7' },
});

export const Eyebrow = styled('p', labelText, {
  marginBottom: '$3',
  variants: { tone: { accent: { color: '$$accent' } } },
});

export const DisplayHeading = styled('h1', {
  fontFamily: '$display',
  fontWeight: 400,
  letterSpacing: '$tight',
  lineHeight: '$tight',
  textWrap: 'balance',
  variants: {
    size: {
      xl: { fontSize: '$11', '@md': { fontSize: '$12' } },
      lg: { fontSize: '$10', '@md': { fontSize: '$11' } },
      md: { fontSize: '$9', '@md': { fontSize: '$10' } },
      sm: { fontSize: '$8', '@md': { fontSize: '$9' } },
    },
  },
  defaultVariants: { size: 'md' },
});

export const Lede = styled('p', {
  fontSize: '$6',
  lineHeight: 1.5,
  color: '$textMuted',
  maxWidth: '$measure',
  textWrap: 'pretty',
  '@md': { fontSize: '$7' },
});

export const Body = styled('p', {
  maxWidth: '$measure',
  textWrap: 'pretty',
  '& + &': { marginTop: '$4' },
});

/** The custom properties a section's height while off screen is given in, by layout. */
const HELD = { phone: '--held-phone', md: '--held-md', lg: '--held-lg' };

/** A section's height while off screen, in px, by layout (`md` and `lg` default to the one before). */
export interface HeldHeight {
  phone: number;
  md?: number;
  lg?: number;
}

/** The style that gives a section skipping its rendering the height its content will take. */
export const heldHeight = (held: HeldHeight | undefined) => {
  if (!held) return undefined;
  const { phone, md = phone, lg = md } = held;
  return {
    [HELD.phone]: `${phone}px`,
    [HELD.md]: `${md}px`,
    [HELD.lg]: `${lg}px`,
  } as CSSProperties;
};

export const SectionBlock = styled('section', {
  paddingBlock: '$8',
  '@md': { paddingBlock: '$9' },
  variants: {
    tone: {
      plain: {},
      sunken: { backgroundColor: '$surfaceSunken' },
    },
    divided: { true: { borderTop: '1px solid $hairline' } },
    // Off screen, the section skips style, layout and paint until the reader nears it: most of
    // a long page's first rendering. Until then it stands in at the height it will have, as its
    // content says (`heldHeight`), else a typical section's, so End reaches the footer and a
    // landing below it is held while it renders (`app/holdPlace.ts`); not for a study, whose
    // navigator and Present mode jump between sections all the time.
    skipOffscreen: {
      true: {
        contentVisibility: 'auto',
        containIntrinsicSize: `auto var(${HELD.phone}, 960px)`,
        '@md': { containIntrinsicSize: `auto var(${HELD.md}, 760px)` },
        '@lg': { containIntrinsicSize: `auto var(${HELD.lg}, 760px)` },
      },
    },
  },
});

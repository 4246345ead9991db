import { styled } from '../styles/stitches.config';

/** A short pill tag in the study's accent, such as 'Hypothesis 1' or 'A-1'. */
export const Tag = styled('span', {
  display: 'inline-block',
  justifySelf: 'start',
  paddingInline: '$3',
  py: '2px',
  borderRadius: '$pill',
  backgroundColor: '$$accentTint',
  color: '$$accent',
  fontSize: '$2',
  fontWeight: 600,
  lineHeight: 1.6,
  letterSpacing: '$tag',
  whiteSpace: 'nowrap',
});

/** A list with small accent dots for markers. */
export const DotList = styled('ul', {
  listStyle: 'none',
  display: 'grid',
  gap: '$2',
  '& > li': {
    position: 'relative',
    paddingLeft: '$5',
    '&::before': {
      content: '""',
      position: 'absolute',
      left: '2px',
      top: '0.68em',
      size: '6px',
      borderRadius: '$pill',
      backgroundColor: '$$accent',
    },
  },
});

/** A list of cards: pairs from md for even counts, threes from lg for multiples of three. */
export const ItemGrid = styled('ul', {
  listStyle: 'none',
  display: 'grid',
  gap: '$4',
  '@md': { gap: '$5' },
  // A single grid item stretches both ways, so every card in a row matches the tallest.
  '& > li': { display: 'grid' },
  variants: {
    columns: {
      1: {},
      2: { '@md': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
      3: { '@lg': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
    },
  },
});

export function columnsFor(count: number): 1 | 2 | 3 {
  if (count <= 1) return 1;
  return count % 3 === 0 || count === 5 ? 3 : 2;
}

/** A card's h3, in the display face. */
export const CardTitle = styled('h3', {
  fontFamily: '$display',
  fontWeight: 400,
  fontSize: '$8',
  lineHeight: '$snug',
  textWrap: 'balance',
});

/** A card's body text. */
export const CardBody = styled('p', { color: '$textMuted', textWrap: 'pretty' });

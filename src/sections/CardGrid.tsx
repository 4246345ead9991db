import { SiteImage } from '../components/SiteImage';
import type { Card } from '../content/types';
import { styled } from '../styles/stitches.config';
import { MetricCounter } from './MetricCounter';
import { Reveal } from './Reveal';
import { columnsFor, ItemGrid, panel, Tag } from './sectionParts';

/** Cards with an optional tag, image and counted figure; two or three abreast on wide screens. */
export function CardGrid({ cards }: { cards: Card[] }) {
  const columns = columnsFor(cards.length);
  return (
    <ItemGrid columns={columns}>
      {cards.map((card, index) => {
        const media = card.image && columns === 3 ? 'beside' : 'above';
        return (
          <li key={card.title}>
            <StyledCard order={index} media={media}>
              {card.image && (
                <StyledMedia media={media}>
                  <SiteImage image={card.image} />
                </StyledMedia>
              )}
              <StyledText>
                {card.label && <Tag>{card.label}</Tag>}
                <StyledTitle>{card.title}</StyledTitle>
                <StyledBody>{card.body}</StyledBody>
                {card.figure && (
                  <StyledFigure>
                    <StyledValue>
                      <MetricCounter value={card.figure.value} />
                    </StyledValue>{' '}
                    <StyledFigureLabel>{card.figure.label}</StyledFigureLabel>
                    {card.figure.detail && <StyledDetail>{card.figure.detail}</StyledDetail>}
                  </StyledFigure>
                )}
              </StyledText>
            </StyledCard>
          </li>
        );
      })}
    </ItemGrid>
  );
}

const StyledCard = styled(Reveal, panel, {
  display: 'flex',
  flexDirection: 'column',
  overflow: 'hidden',
  variants: {
    media: {
      above: {},
      // Three-up grids are single-column until lg; there the image sits beside the text instead.
      beside: {
        '@md': { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' },
        '@lg': { display: 'flex' },
      },
    },
  },
});

const StyledMedia = styled('div', {
  display: 'grid',
  placeItems: 'center',
  backgroundColor: '$surfaceSunken',
  borderBottom: '1px solid $hairline',
  '& img': { width: '100%' },
  '&:empty': { display: 'none' },
  variants: {
    media: {
      above: {},
      beside: {
        '@md': { borderBottom: 0, borderRight: '1px solid $hairline' },
        '@lg': { borderRight: 0, borderBottom: '1px solid $hairline' },
      },
    },
  },
});

const StyledText = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: '$3',
  flexGrow: 1,
  padding: '$5',
  '@md': { padding: '$6' },
});

const StyledTitle = styled('h3', {
  fontFamily: '$display',
  fontWeight: 400,
  fontSize: '$5',
  lineHeight: '$snug',
  textWrap: 'balance',
});

const StyledBody = styled('p', { color: '$textMuted', textWrap: 'pretty' });

const StyledFigure = styled('p', {
  display: 'grid',
  gap: '$1',
  width: '100%',
  marginTop: 'auto',
  paddingTop: '$4',
  borderTop: '1px solid $hairline',
});

const StyledValue = styled('span', {
  fontFamily: '$display',
  fontSize: '$8',
  lineHeight: 1,
  color: '$$accent',
});

const StyledFigureLabel = styled('span', { fontWeight: 600 });

const StyledDetail = styled('span', { fontSize: '$2', color: '$textMuted' });

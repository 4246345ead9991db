import { fullWidthSlot } from '../styles/slots/fullWidth';
import { halfCardSlot } from '../styles/slots/halfCard';
import { thirdCardSlot } from '../styles/slots/thirdCard';
import { SiteImage } from '../components/SiteImage';
import type { Card } from '../content/types';
import { panel } from '../styles/fragments';
import { styled } from '../styles/stitches.config';
import { MetricCounter } from './MetricCounter';
import { Reveal } from './Reveal';
import { CardBody, CardTitle, columnsFor, ItemGrid, Tag } from './sectionParts';
import { useSlideView } from '../slides/presentation';

type Layout = 'stacked' | 'split' | 'feature';

/**
 * Cards with an optional tag, image and counted figure; two or three abreast on wide screens.
 * When only some cards have images, those take a full row (image beside text) and the rest
 * share the grid, so a lone picture never leaves its row-mates half empty.
 */
export function CardGrid({ cards }: { cards: Card[] }) {
  const pictured = cards.filter((card) => card.image).length;
  const mixed = pictured > 0 && pictured < cards.length;
  const columns = columnsFor(mixed ? cards.length - pictured : cards.length);
  const layoutOf = (card: Card): Layout => {
    if (!card.image) return 'stacked';
    if (mixed) return 'feature';
    return columns === 3 ? 'split' : 'stacked';
  };
  const slotOf = (layout: Layout) => {
    if (layout === 'split') return thirdCardSlot;
    return layout === 'stacked' && columns === 1 ? fullWidthSlot : halfCardSlot;
  };

  const slideItems = useSlideView()?.items;
  return (
    <ItemGrid columns={columns} {...slideItems}>
      {cards.map((card, index) => {
        const layout = layoutOf(card);
        return (
          <StyledItem key={card.title} wide={layout === 'feature'}>
            <StyledCard order={index} layout={layout}>
              {card.image && (
                <StyledMedia layout={layout}>
                  <SiteImage image={card.image} slot={slotOf(layout)} />
                </StyledMedia>
              )}
              <StyledText>
                {card.label && <Tag>{card.label}</Tag>}
                <CardTitle>{card.title}</CardTitle>
                <CardBody>{card.body}</CardBody>
                {card.figure && (
                  <StyledFigure>
                    <StyledValue>
                      <MetricCounter value={card.figure.value} />
                    </StyledValue>{' '}
                    <StyledFigureLabel>{card.figure.label}</StyledFigureLabel>{' '}
                    {card.figure.detail && <StyledDetail>{card.figure.detail}</StyledDetail>}
                  </StyledFigure>
                )}
              </StyledText>
            </StyledCard>
          </StyledItem>
        );
      })}
    </ItemGrid>
  );
}

const StyledItem = styled('li', {
  variants: { wide: { true: { gridColumn: '1 / -1' }, false: {} } },
});

const sideBySide = { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' };

const StyledCard = styled(Reveal, panel, {
  display: 'flex',
  flexDirection: 'column',
  overflow: 'hidden',
  variants: {
    layout: {
      stacked: {},
      // Three-up grids stay single-column until lg, so in between the image sits beside the text.
      split: { '@md': sideBySide, '@lg': { display: 'flex' } },
      feature: { '@md': { ...sideBySide, alignItems: 'center' } },
    },
  },
});

const besideText = { borderBottom: 0, borderRight: '1px solid $hairline' };

const StyledMedia = styled('div', {
  display: 'grid',
  placeItems: 'center',
  alignSelf: 'stretch',
  backgroundColor: '$surfaceSunken',
  borderBottom: '1px solid $hairline',
  '& img': { width: '100%' },
  '&:empty': { display: 'none' },
  variants: {
    layout: {
      stacked: {},
      split: {
        '@md': besideText,
        '@lg': { borderRight: 0, borderBottom: '1px solid $hairline' },
      },
      feature: { '@md': besideText },
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
  fontSize: '$11',
  lineHeight: 1,
  color: '$$accent',
});

const StyledFigureLabel = styled('span', { fontWeight: 600 });

const StyledDetail = styled('span', { fontSize: '$3', color: '$textMuted' });

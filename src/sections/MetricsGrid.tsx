import type { Figure } from '../content/types';
import { styled } from '../styles/stitches.config';
import { MetricCounter } from './MetricCounter';
import { Reveal } from './Reveal';

/** Big counted figures with a label and an optional detail line. */
export function MetricsGrid({ items }: { items: Figure[] }) {
  return (
    <StyledGrid>
      {items.map((item, index) => (
        <Reveal key={item.label} order={index}>
          <StyledItem>
            <StyledValue>
              <MetricCounter value={item.value} />
            </StyledValue>
            <StyledLabel>{item.label}</StyledLabel>
            {item.detail && <StyledDetail>{item.detail}</StyledDetail>}
          </StyledItem>
        </Reveal>
      ))}
    </StyledGrid>
  );
}

const StyledGrid = styled('div', {
  display: 'grid',
  gap: '$4',
  '@md': { gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))', gap: '$5' },
});

const StyledItem = styled('div', {
  height: '100%',
  padding: '$5',
  borderRadius: '$3',
  backgroundColor: '$surface',
  border: '1px solid $hairline',
  '@md': { padding: '$6' },
});

const StyledValue = styled('p', {
  fontFamily: '$display',
  fontSize: '$8',
  lineHeight: 1,
  color: '$$accent',
  '@md': { fontSize: '$9' },
});

const StyledLabel = styled('p', { marginTop: '$3', fontWeight: 600 });

const StyledDetail = styled('p', { marginTop: '$2', fontSize: '$2', color: '$textMuted' });

import type { Figure } from '../content/types';
import { figureNumerals, panel } from '../styles/fragments';
import { styled } from '../styles/stitches.config';
import { MetricCounter } from './MetricCounter';
import { Reveal } from './Reveal';
import { slideItems } from '../reader/slideItems';

/** Big counted figures with a label and an optional detail line. */
export function MetricsGrid({ items }: { items: Figure[] }) {
  return (
    <StyledMetrics {...slideItems}>
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
    </StyledMetrics>
  );
}

const StyledMetrics = styled('div', {
  display: 'grid',
  gap: '$4',
  '@md': { gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))', gap: '$5' },
});

const StyledItem = styled('div', panel, {
  height: '100%',
  padding: '$5',
  '@md': { padding: '$6' },
});

const StyledValue = styled('p', figureNumerals, {});

const StyledLabel = styled('p', { marginTop: '$3', fontWeight: 600 });

const StyledDetail = styled('p', { marginTop: '$2', fontSize: '$3', color: '$textMuted' });

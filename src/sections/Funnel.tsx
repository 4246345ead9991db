import type { Figure } from '../content/types';
import { drawnPart, growingBar, inTurn } from '../motion/revealStyles';
import { useRevealPhase } from '../motion/useRevealPhase';
import { figureNumerals } from '../styles/fragments';
import { styled } from '../styles/stitches.config';
import { figureNumber, shareOf } from './chartScale';
import { MetricCounter } from './MetricCounter';

// Below this share of the first step a bar would read as a hairline, so it stops shrinking.
const MIN_SHARE = 6;

/**
 * A narrowing funnel: each step's bar is as wide as its share of the first step, centred, and
 * joined to the next by a tapering neck from md. The bars draw out from the centre in turn.
 */
export function Funnel({ steps }: { steps: Figure[] }) {
  const ref = useRevealPhase<HTMLOListElement>();
  const first = figureNumber(steps[0]?.value ?? '');
  const widths = steps.map((step) => shareOf(figureNumber(step.value), first, MIN_SHARE));

  return (
    <StyledFunnel ref={ref}>
      {steps.map((step, index) => {
        const width = widths[index] ?? MIN_SHARE;
        const next = widths[index + 1];
        return (
          <StyledStep key={step.label}>
            <StyledText>
              <StyledValue>
                <MetricCounter value={step.value} />
              </StyledValue>{' '}
              <StyledLabel>{step.label}</StyledLabel>{' '}
              {step.detail && <StyledDetail>{step.detail}</StyledDetail>}
            </StyledText>
            <StyledShape aria-hidden>
              <StyledBar style={{ width: `${width}%`, ...inTurn(index * 2) }} />
              {next !== undefined && (
                <StyledNeck style={{ clipPath: neck(width, next), ...inTurn(index * 2 + 1) }} />
              )}
            </StyledShape>
          </StyledStep>
        );
      })}
    </StyledFunnel>
  );
}

/** A trapezoid from one centred width (top) to the next (bottom), in percent of the column. */
function neck(top: number, bottom: number): string {
  const edge = (width: number) => [50 - width / 2, 50 + width / 2];
  const [topLeft, topRight] = edge(top);
  const [bottomLeft, bottomRight] = edge(bottom);
  return `polygon(${topLeft}% 0, ${topRight}% 0, ${bottomRight}% 100%, ${bottomLeft}% 100%)`;
}

const StyledFunnel = styled('ol', {
  listStyle: 'none',
  display: 'grid',
  gap: '$6',
  '@md': { gap: 0 },
});

const StyledStep = styled('li', {
  display: 'grid',
  gap: '$4',
  '@md': {
    gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)',
    columnGap: '$7',
  },
});

const StyledText = styled('p', {
  display: 'grid',
  alignContent: 'start',
  gap: '$1',
  '@md': { paddingBottom: '$7' },
});

const StyledValue = styled('span', figureNumerals, {});

const StyledLabel = styled('span', { fontWeight: 600 });

const StyledDetail = styled('span', { fontSize: '$3', color: '$textMuted', maxWidth: '40ch' });

const StyledShape = styled('span', {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
});

const StyledBar = styled('span', growingBar('chart'), {
  display: 'block',
  flexShrink: 0,
  height: '32px',
  borderRadius: '$1',
  backgroundColor: '$$accent',
  transformOrigin: 'center',
  '@md': { height: '56px' },
});

const StyledNeck = styled('span', drawnPart('chart', { opacity: 0 }, ['opacity'], 'fadeDuration'), {
  display: 'none',
  '@md': { display: 'block', alignSelf: 'stretch', flexGrow: 1, backgroundColor: '$$accentTint' },
});

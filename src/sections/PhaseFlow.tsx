import { Eyebrow } from '../components/typography';
import type { Phase } from '../content/types';
import { drawnPart, inTurn, risingPart } from '../motion/revealStyles';
import { useRevealPhase } from '../motion/useRevealPhase';
import { styled } from '../styles/stitches.config';
import { CardTitle } from './sectionParts';

/**
 * Phases as numbered steps joined by a line: down the page on phones, across it from md.
 * Scrolled into view, each step fades up and then draws its line on to the next.
 */
export function PhaseFlow({ phases }: { phases: Phase[] }) {
  const ref = useRevealPhase<HTMLOListElement>();

  return (
    <StyledFlow ref={ref}>
      {phases.map((phase, index) => (
        <StyledStep key={phase.label} style={inTurn(index * 2)}>
          <StyledMarker aria-hidden>{index + 1}</StyledMarker>
          {index < phases.length - 1 && (
            <StyledConnector aria-hidden style={inTurn(index * 2 + 1)} />
          )}
          <StyledBody>
            <StyledLabel tone="accent">{phase.label}</StyledLabel>
            <StyledTitle>{phase.title}</StyledTitle>
            <p>{phase.body}</p>
            {phase.duration && <StyledDuration>{phase.duration}</StyledDuration>}
          </StyledBody>
        </StyledStep>
      ))}
    </StyledFlow>
  );
}

const markerSize = '$sizes$phaseMarker';

const StyledFlow = styled('ol', {
  listStyle: 'none',
  display: 'grid',
  '@md': { gridAutoFlow: 'column', gridAutoColumns: 'minmax(0, 1fr)', columnGap: '$6' },
});

const StyledStep = styled('li', risingPart('phaseFlow', 'stepDuration'), {
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: `${markerSize} minmax(0, 1fr)`,
  alignContent: 'start',
  columnGap: '$4',
  paddingBottom: '$7',
  '&:last-child': { paddingBottom: 0 },
  '@md': { gridTemplateColumns: 'minmax(0, 1fr)', rowGap: '$5', paddingBottom: 0 },
});

const StyledMarker = styled('span', {
  display: 'grid',
  placeItems: 'center',
  size: markerSize,
  borderRadius: '$pill',
  border: '1.5px solid $$accent',
  backgroundColor: '$surface',
  color: '$$accent',
  fontWeight: 600,
  fontVariantNumeric: 'tabular-nums',
});

// The line's direction changes with the layout, so it scales through a variable the CSS applies
// to whichever axis is current.
const StyledConnector = styled('span', drawnPart('phaseFlow', { '--draw': 0 }, ['transform']), {
  position: 'absolute',
  backgroundColor: '$$accent',
  top: `calc(${markerSize} + $space$2)`,
  bottom: '$2',
  left: `calc(${markerSize} / 2 - 1px)`,
  width: '2px',
  transformOrigin: 'top center',
  transform: 'scaleY(var(--draw, 1))',
  '@md': {
    top: `calc(${markerSize} / 2 - 1px)`,
    bottom: 'auto',
    left: `calc(${markerSize} + $space$2)`,
    right: 'calc($space$2 - $space$6)',
    width: 'auto',
    height: '2px',
    transformOrigin: 'left center',
    transform: 'scaleX(var(--draw, 1))',
  },
});

const StyledBody = styled('div', {
  display: 'grid',
  gap: '$3',
  alignContent: 'start',
  paddingTop: '$2',
  '@md': { paddingTop: 0 },
});

const StyledLabel = styled(Eyebrow, { marginBottom: 0 });

const StyledTitle = styled(CardTitle, { '@md': { fontSize: '$9' } });

const StyledDuration = styled('p', {
  marginTop: '$1',
  paddingTop: '$3',
  borderTop: '1px solid $hairline',
  fontSize: '$3',
  color: '$textMuted',
  fontVariantNumeric: 'tabular-nums',
});

import type { Shares } from '../content/types';
import { growingBar, inTurn } from '../motion/revealStyles';
import { useRevealPhase } from '../motion/useRevealPhase';
import { styled } from '../styles/stitches.config';

interface Props extends Shares {
  handsOnLabel: string;
  managementLabel: string;
}

/** The hands-on versus management split of a role; the segments grow in when scrolled into view. */
export function HandsOnBar({ handsOn, management, handsOnLabel, managementLabel }: Props) {
  const ref = useRevealPhase<HTMLDivElement>();
  const label =
    management > 0
      ? `${handsOnLabel} ${handsOn}%, ${managementLabel.toLowerCase()} ${management}%`
      : `${handsOnLabel} ${handsOn}%`;

  return (
    <StyledWrap>
      <StyledTrack ref={ref} role="img" aria-label={label}>
        <StyledSegment style={{ width: `${handsOn}%` }}>
          <StyledFill tone="handsOn" />
        </StyledSegment>
        {management > 0 && (
          <StyledSegment style={{ width: `${management}%` }}>
            <StyledFill tone="management" style={inTurn(1)} />
          </StyledSegment>
        )}
      </StyledTrack>
      <StyledLegend aria-hidden>
        <span>
          {handsOn}% {handsOnLabel.toLowerCase()}
        </span>
        {management > 0 && (
          <span>
            {management}% {managementLabel.toLowerCase()}
          </span>
        )}
      </StyledLegend>
    </StyledWrap>
  );
}

const StyledWrap = styled('div', { display: 'grid', gap: '$1', minWidth: '120px' });

const StyledTrack = styled('div', {
  display: 'flex',
  gap: '2px',
  height: '8px',
  borderRadius: '$pill',
  overflow: 'hidden',
  backgroundColor: '$hairline',
});

const StyledSegment = styled('div', { height: '100%' });

const StyledFill = styled('div', growingBar('bar'), {
  height: '100%',
  transformOrigin: 'left center',
  variants: {
    tone: {
      handsOn: { backgroundColor: '$handsOn' },
      management: { backgroundColor: '$management' },
    },
  },
});

const StyledLegend = styled('div', {
  display: 'flex',
  justifyContent: 'space-between',
  gap: '$2',
  fontSize: '$1',
  color: '$textMuted',
  fontVariantNumeric: 'tabular-nums',
});

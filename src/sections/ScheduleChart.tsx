import { durationInWeeks } from '../content/weeks';
import type { ScheduleStep } from '../content/types';
import { growingBar, inTurn } from '../motion/revealStyles';
import { useRevealPhase } from '../motion/useRevealPhase';
import { panel } from '../styles/fragments';
import { styled } from '../styles/stitches.config';
import { shareOf } from './chartScale';

/**
 * A study's schedule (the specification's design timelines) as a Gantt chart: each step's bar
 * starts where the previous one ended and is as long as its share of the whole; scrolled into
 * view, the bars draw one after another.
 */
export function ScheduleChart({ steps }: { steps: ScheduleStep[] }) {
  const ref = useRevealPhase<HTMLOListElement>();
  const weeks = steps.map((step) => durationInWeeks(step.duration));
  const total = weeks.reduce((sum, length) => sum + length, 0);
  const starts = weeks.map((_, index) =>
    weeks.slice(0, index).reduce((sum, length) => sum + length, 0),
  );

  return (
    <StyledChart ref={ref}>
      {steps.map((step, index) => (
        <StyledRow key={step.label}>
          <StyledLabel>{step.label}</StyledLabel> <StyledDuration>{step.duration}</StyledDuration>
          <StyledTrack aria-hidden>
            <StyledBar
              style={{
                left: `${shareOf(starts[index] ?? 0, total)}%`,
                width: `${shareOf(weeks[index] ?? 0, total)}%`,
                ...inTurn(index),
              }}
            />
          </StyledTrack>
        </StyledRow>
      ))}
    </StyledChart>
  );
}

const StyledChart = styled('ol', panel, {
  listStyle: 'none',
  paddingInline: '$5',
  py: '$2',
  '@md': { paddingInline: '$6' },
});

const StyledRow = styled('li', {
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gridTemplateAreas: '"label duration" "track track"',
  alignItems: 'baseline',
  columnGap: '$4',
  rowGap: '$2',
  py: '$4',
  '& + &': { borderTop: '1px solid $hairline' },
  '@md': {
    gridTemplateColumns: 'minmax(0, 15rem) minmax(0, 1fr)',
    gridTemplateAreas: '"label track" "duration track"',
    rowGap: 0,
    columnGap: '$6',
  },
});

const StyledLabel = styled('span', { gridArea: 'label', fontWeight: 600 });

const StyledDuration = styled('span', {
  gridArea: 'duration',
  fontSize: '$3',
  color: '$textMuted',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

const StyledTrack = styled('span', {
  gridArea: 'track',
  alignSelf: 'center',
  position: 'relative',
  display: 'block',
  height: '12px',
  borderRadius: '$pill',
  backgroundColor: '$surfaceSunken',
  '@md': { height: '16px' },
});

const StyledBar = styled('span', growingBar('chart'), {
  position: 'absolute',
  top: 0,
  bottom: 0,
  borderRadius: '$pill',
  backgroundColor: '$$accent',
  transformOrigin: 'left center',
});

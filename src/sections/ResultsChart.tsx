import { growingBar, inTurn } from '../motion/revealStyles';
import { useRevealPhase } from '../motion/useRevealPhase';
import { labelText, panel, visuallyHidden } from '../styles/fragments';
import { styled } from '../styles/stitches.config';
import { figureNumber, shareOf } from './chartScale';
import { MetricCounter } from './MetricCounter';
import { Tag } from './sectionParts';
import { STORY_NOTE } from './story/storyMarks';
import {
  inBand,
  storyBar,
  storyFade,
  storyItem,
  storyPart,
  type StoryLens,
} from './story/storyItem';

interface Props {
  metricLabel: string;
  bars: { label: string; name: string; value: string }[];
  footnote?: string;
  /** Told as a story: the bars draw as its steps show them (the story prints the footnote). */
  lens?: StoryLens;
}

/**
 * Signed results as bars either side of a zero line: gains to the right in the accent, losses to
 * the left in red. Each row reads as text ('A-1 Side-by-side -3.9%'); the bars are decoration.
 */
export function ResultsChart({ metricLabel, bars, footnote, lens }: Props) {
  const reveal = useRevealPhase<HTMLUListElement>();
  const values = bars.map((bar) => figureNumber(bar.value));
  const largest = Math.max(0, ...values.map(Math.abs));

  return (
    <StyledFigure>
      <StyledCaption>{metricLabel}</StyledCaption>
      <StyledRows ref={lens ? undefined : reveal}>
        {bars.map((bar, index) => {
          const value = values[index] ?? 0;
          const tone = value < 0 ? 'loss' : 'gain';
          const view = lens?.(bar.label);
          return (
            <StyledRow key={bar.label} {...storyItem(view)}>
              <StyledTag>{bar.label}</StyledTag> <StyledName>{bar.name}</StyledName>{' '}
              <StyledValue tone={tone}>
                <MetricCounter value={bar.value} waiting={view?.state === 'waiting'} />
              </StyledValue>
              <StyledTrack aria-hidden>
                <StyledBar
                  tone={tone}
                  style={{ width: `${shareOf(value, largest) / 2}%`, ...inTurn(index) }}
                />
              </StyledTrack>
              {view?.note}
            </StyledRow>
          );
        })}
      </StyledRows>
      {footnote && !lens && <StyledFootnote>{footnote}</StyledFootnote>}
    </StyledFigure>
  );
}

const StyledFigure = styled('figure', panel, {
  display: 'grid',
  gap: '$4',
  padding: '$5',
  '@md': { padding: '$6' },
  ...inBand({ gap: '$2', padding: '$4' }),
  ...inBand({ gap: '$1', padding: '$2 $3', lineHeight: '$snug' }, 'md'),
});

const StyledCaption = styled('figcaption', labelText, {});

// Rows share one set of columns (subgrid), so names, bars and values line up across rows.
const StyledRows = styled('ul', {
  listStyle: 'none',
  borderTop: '1px solid $hairline',
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  columnGap: '$3',
  '@md': {
    gridTemplateColumns: 'auto minmax(8rem, 13rem) minmax(0, 1fr) auto',
    columnGap: '$5',
  },
});

// Each row's rule is its own, under it, so a row not drawn yet is absent but for the zero line
// through it: the axis, like the rule over the rows, is the chart's, there before any bar.
const StyledRow = styled(
  'li',
  storyPart({ waiting: { borderColor: 'transparent' } }, ['border-color'], 'fadeDuration', 'item'),
  {
    display: 'grid',
    gridColumn: '1 / -1',
    gridTemplateColumns: 'subgrid',
    alignItems: 'center',
    rowGap: '$3',
    py: '$4',
    borderBottom: '1px solid $hairline',
    ...inBand({ py: '$2', rowGap: '$1' }),
    // A phone's band has room for one line a row: the steps say what the notes do.
    ...inBand({ py: '2px', [`& [${STORY_NOTE}]`]: visuallyHidden }, 'md'),
  },
);

const StyledTag = styled(Tag, storyFade, inBand({ lineHeight: '$snug' }, 'md'));

// A phone's band has room for one line a row: the steps name each design as they draw it.
const StyledName = styled('span', storyFade, { fontWeight: 600, ...inBand(visuallyHidden, 'md') });

const StyledValue = styled('span', storyFade, {
  justifySelf: 'end',
  fontSize: '$6',
  fontWeight: 600,
  '@md': { gridColumn: 4, gridRow: 1 },
  variants: { tone: { gain: { color: '$$accent' }, loss: { color: '$danger' } } },
  ...inBand({ fontSize: '$4' }),
  ...inBand({ fontSize: '$3' }, 'md'),
});

const StyledTrack = styled('span', {
  position: 'relative',
  display: 'block',
  gridColumn: '1 / -1',
  height: '28px',
  // The zero line; from md it runs through the row padding so it reads as one axis.
  '&::before': {
    content: '""',
    position: 'absolute',
    left: 'calc(50% - 0.5px)',
    top: 0,
    bottom: 0,
    width: '1px',
    backgroundColor: '$text',
  },
  '@md': {
    gridColumn: 3,
    gridRow: 1,
    alignSelf: 'stretch',
    height: 'auto',
    minHeight: '28px',
    '&::before': { top: 'calc(-1 * $space$4)', bottom: 'calc(-1 * $space$4)' },
  },
  ...inBand({ gridColumn: 2, gridRow: 1 }, 'md'),
  ...inBand({
    height: '16px',
    minHeight: '16px',
    '&::before': { top: 'calc(-1 * $space$1)', bottom: 'calc(-1 * $space$1)' },
  }),
});

const StyledBar = styled('span', growingBar('chart'), storyBar, {
  position: 'absolute',
  top: '50%',
  height: '20px',
  marginTop: '-10px',
  ...inBand({ height: '12px', marginTop: '-6px' }),
  variants: {
    tone: {
      gain: {
        left: '50%',
        borderRadius: '0 $1 $1 0',
        backgroundColor: '$$accent',
        transformOrigin: 'left center',
      },
      loss: {
        right: '50%',
        borderRadius: '$1 0 0 $1',
        backgroundColor: '$danger',
        transformOrigin: 'right center',
      },
    },
  },
});

const StyledFootnote = styled('p', {
  maxWidth: '$measure',
  fontSize: '$2',
  lineHeight: 1.5,
  color: '$textMuted',
  '@md': { fontSize: '$3' },
});

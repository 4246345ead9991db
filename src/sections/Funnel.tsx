import type { Figure } from '../content/types';
import { drawnPart, growingBar, inTurn } from '../motion/revealStyles';
import { useRevealPhase } from '../motion/useRevealPhase';
import { figureNumerals, visuallyHidden } from '../styles/fragments';
import { styled } from '../styles/stitches.config';
import { charts } from '../content/charts';
import { figureNumber, shareOf } from './chartScale';
import { MetricCounter } from './MetricCounter';
import { STORY_NOTE } from './story/storyMarks';
import {
  inBand,
  inStory,
  storyAbsent,
  storyBar,
  storyItem,
  type StoryLens,
} from './story/storyItem';

// Below this share of the first step a bar would read as a hairline, so it stops shrinking; and
// it stays wider than it is tall (`--bar-min`), so a bar never turns into a pill on its end.
const MIN_SHARE = 6;
const BAR_MIN = '--bar-min';

/** Where a bar of `width` percent starts and ends across the column, never narrower than its minimum. */
const edges = (width: number) => {
  const half = `max(${width / 2}%, var(${BAR_MIN}) / 2)`;
  return [`calc(50% - ${half})`, `calc(50% + ${half})`];
};

/** Each step's share of the step before it, in whole percent (none for the first). */
const ratesOf = (values: number[]) =>
  values.map((value, index) =>
    index > 0 && values[index - 1]! > 0
      ? Math.round((100 * value) / values[index - 1]!)
      : undefined,
  );

/**
 * A narrowing funnel: each step's bar is as wide as its share of the first step, centred, and
 * joined to the next by a tapering neck from md. The bars draw out from the centre in turn, or,
 * told as a story (`lens`), as its steps show them.
 */
export function Funnel({ steps, lens }: { steps: Figure[]; lens?: StoryLens }) {
  const reveal = useRevealPhase<HTMLOListElement>();
  const values = steps.map((step) => figureNumber(step.value));
  const widths = values.map((value) => shareOf(value, values[0] ?? 0, MIN_SHARE));
  const rates = ratesOf(values);

  return (
    <StyledFunnel ref={lens ? undefined : reveal}>
      {steps.map((step, index) => {
        const width = widths[index] ?? MIN_SHARE;
        const next = widths[index + 1];
        const view = lens?.(step.label);
        return (
          <StyledStep key={step.label} {...storyItem(view)}>
            <StyledText>
              <StyledValue>
                <MetricCounter value={step.value} waiting={view?.state === 'waiting'} />
              </StyledValue>{' '}
              <StyledLabel>{step.label}</StyledLabel>{' '}
              {rates[index] !== undefined && (
                <StyledRate>{charts.funnelRate(rates[index])}</StyledRate>
              )}{' '}
              {step.detail && <StyledDetail>{step.detail}</StyledDetail>}
              {view?.note}
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

/** A trapezoid from one centred bar's width (top) to the next's (bottom). */
function neck(top: number, bottom: number): string {
  const [topLeft, topRight] = edges(top);
  const [bottomLeft, bottomRight] = edges(bottom);
  return `polygon(${topLeft} 0, ${topRight} 0, ${bottomRight} 100%, ${bottomLeft} 100%)`;
}

// A bar's least width: one and a half times its height.
const StyledFunnel = styled('ol', {
  listStyle: 'none',
  display: 'grid',
  gap: '$6',
  [BAR_MIN]: '48px',
  '@md': { gap: 0, [BAR_MIN]: '84px' },
  ...inBand({ gap: '$3', [BAR_MIN]: '30px' }),
});

const StyledStep = styled('li', storyAbsent, {
  display: 'grid',
  gap: '$4',
  '@md': { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)', columnGap: '$7' },
  // In a story's band, text and bar share a row, the text given the room.
  ...inBand({
    gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
    alignItems: 'center',
    columnGap: '$4',
  }),
  ...inBand({ gridTemplateColumns: 'minmax(0, 1fr) 6rem' }, 'md'),
});

const StyledText = styled('p', {
  display: 'grid',
  alignContent: 'start',
  gap: '$1',
  '@md': { paddingBottom: '$7' },
  ...inBand({ paddingBottom: 0, gap: 0, lineHeight: '$snug' }),
  // A phone's band has a line or two a stage: figure, label and rate run on as one sentence,
  // and the steps say what the notes do.
  ...inBand({ display: 'block', fontSize: '$1', [`& [${STORY_NOTE}]`]: visuallyHidden }, 'md'),
});

const StyledValue = styled(
  'span',
  figureNumerals,
  inBand({ fontSize: '$8' }),
  inBand({ fontSize: '$6' }, 'md'),
);

const StyledLabel = styled('span', {
  fontWeight: 600,
  ...inBand({ fontSize: '$2' }),
  ...inBand({ fontSize: 'inherit' }, 'md'),
});

const StyledRate = styled('span', {
  fontSize: '$3',
  color: '$textMuted',
  ...inBand({ fontSize: '$1' }),
});

// The story's steps tell what a detail says; the band keeps it for assistive tech only.
const StyledDetail = styled('span', {
  fontSize: '$3',
  color: '$textMuted',
  maxWidth: '40ch',
  ...inBand(visuallyHidden),
});

const StyledShape = styled('span', {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
});

const StyledBar = styled('span', growingBar('chart'), storyBar, {
  display: 'block',
  flexShrink: 0,
  minWidth: `var(${BAR_MIN})`,
  height: '32px',
  borderRadius: '$1',
  backgroundColor: '$$accent',
  transformOrigin: 'center',
  '@md': { height: '56px' },
  ...inBand({ height: '20px' }),
});

// Told as a story, the stages stand apart: a neck would lead to a stage not drawn yet.
const StyledNeck = styled('span', drawnPart('chart', { opacity: 0 }, ['opacity'], 'fadeDuration'), {
  display: 'none',
  '@md': { display: 'block', alignSelf: 'stretch', flexGrow: 1, backgroundColor: '$$accentTint' },
  ...inStory({ display: 'none' }),
});

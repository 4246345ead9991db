import type { Figure } from '../content/types';
import { figureNumerals, panel, visuallyHidden } from '../styles/fragments';
import { styled } from '../styles/stitches.config';
import { MetricCounter } from './MetricCounter';
import { Reveal } from './Reveal';
import {
  inBand,
  inStory,
  storyAbsent,
  storyItem,
  storyPart,
  type StoryLens,
} from './story/storyItem';
import { useSlideView } from '../slides/presentation';

/**
 * Big counted figures with a label and an optional detail line, rising in one after another; or,
 * told as a story (`lens`), filled in as its steps show them.
 */
export function MetricsGrid({ items, lens }: { items: Figure[]; lens?: StoryLens }) {
  const slideItems = useSlideView()?.items;
  return (
    <StyledMetrics {...slideItems}>
      {items.map((item, index) => {
        const view = lens?.(item.label);
        return (
          <Reveal key={item.label} order={index}>
            <StyledItem {...storyItem(view)}>
              <StyledValue>
                <MetricCounter value={item.value} waiting={view?.state === 'waiting'} />
              </StyledValue>
              <StyledLabel>{item.label}</StyledLabel>
              {item.detail && <StyledDetail>{item.detail}</StyledDetail>}
              {view?.note}
            </StyledItem>
          </Reveal>
        );
      })}
    </StyledMetrics>
  );
}

const StyledMetrics = styled('div', {
  display: 'grid',
  gap: '$4',
  '@md': { gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))', gap: '$5' },
  // Told as a story, the figures stand side by side; in its band, small.
  ...inStory({ gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' }),
  ...inBand({ gap: '$2' }),
});

const StyledItem = styled('div', panel, storyAbsent, {
  height: '100%',
  padding: '$5',
  '@md': { padding: '$6' },
  ...inBand({ padding: '$3' }),
});

const StyledValue = styled(
  'p',
  figureNumerals,
  storyPart({ muted: { color: '$textMuted' } }, ['color'], 'fadeDuration'),
  inBand({ fontSize: '$9' }),
);

const StyledLabel = styled('p', {
  marginTop: '$3',
  fontWeight: 600,
  ...inBand({ marginTop: '$1', fontSize: '$2', lineHeight: '$snug' }),
});

// The story's steps tell what a detail says; the band keeps it for assistive tech only.
const StyledDetail = styled('p', {
  marginTop: '$2',
  fontSize: '$3',
  color: '$textMuted',
  ...inBand(visuallyHidden),
});

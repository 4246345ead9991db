import type { ReactNode } from 'react';
import { FIGURE_NOTE, type StoryFrames } from '../../content/storyFrames';
import { cssTransition } from '../../motion/cssMotion';
import { useMotionTokens } from '../../motion/MotionTokensContext';
import { usePrefersReducedMotion } from '../../motion/usePrefersReducedMotion';
import { SlideViewContext, useSlideView } from '../../slides/presentation';
import { labelText } from '../../styles/fragments';
import type { SectionTone } from '../SectionFrame';
import { styled } from '../../styles/stitches.config';
import { bandMedia, type StoryItemView, type StoryLens, type StoryPhase } from './storyItem';
import { STORY, STORY_PRESENTED } from './storyMarks';
import { StoryNote } from './StoryNote';
import { useStoryStep } from './useStoryStep';

interface Props {
  /** The figure, drawn as the lens shows its items at the step in view (a clip: at the step's
   * second; `steps.length` for the final frame). */
  figure: (lens: StoryLens, step: number) => ReactNode;
  frames: StoryFrames;
  /** Each step's text and anchor (`results-step-2`), in order. */
  steps: { text: string; anchor: string }[];
  /** The figure's small print, after the steps rather than in the pinned figure. */
  footnote?: string;
  /** The section's background, which the band pinned over the steps on a phone is filled with. */
  tone: SectionTone;
}

/**
 * A scroll story: the figure stays pinned, beside the steps on a wide screen and in a band above
 * them on a smaller one, and moves to each step's state as its text passes the reading line, back
 * again on the way up. The steps are text in reading order and the figure holds its final content
 * for assistive tech throughout, so nothing is announced as it changes. With reduced motion (and
 * on paper) the figure is final, every note shown, and the steps a plain list.
 */
export function ScrollStory({ figure, frames, steps, footnote, tone }: Props) {
  const reduced = usePrefersReducedMotion();
  const { lineAmount } = useMotionTokens().story;
  const { story, step, placed } = useStoryStep(lineAmount, !reduced);
  const final = frames.frames.length - 1;
  // Presented, each step is a slide: the one shown.
  const slide = useSlideView();
  const presentedStep = slide?.step;
  const shown = presentedStep ?? (reduced ? final : step);
  const frame = frames.frames[shown]!;
  const lens = (label: string): StoryItemView => {
    const text = frames.notes[label];
    return {
      state: frame.items[label] ?? 'drawn',
      note: text !== undefined && <StoryNote note={{ text, shown: frame.notes.includes(label) }} />,
    };
  };
  const phase: StoryPhase = reduced ? 'final' : placed ? 'moving' : 'placing';

  return (
    <StyledStory ref={story} {...{ [STORY]: phase, [STORY_PRESENTED]: slide ? '' : undefined }}>
      <StyledStage tone={tone}>
        {lens(FIGURE_NOTE).note}
        {/* Its figure's items show by the steps, not a few at a time. */}
        <SlideViewContext value={undefined}>{figure(lens, shown)}</SlideViewContext>
      </StyledStage>
      <StyledSteps {...slide?.steps}>
        {steps.map(({ text, anchor }, index) => (
          <StyledStep
            key={anchor}
            // A slide's step is a second drawing of it, over the page that keeps its anchor.
            id={slide ? undefined : anchor}
            aria-current={index === shown ? 'step' : undefined}
          >
            <StyledNumber aria-hidden>{String(index + 1).padStart(2, '0')}</StyledNumber>
            <StyledText>{text}</StyledText>
          </StyledStep>
        ))}
      </StyledSteps>
      {footnote && <StyledFootnote>{footnote}</StyledFootnote>}
    </StyledStory>
  );
}

/** Pinned and moving with its steps: on screen, not with reduced motion, not presented. */
const pinnedStory = `:not([${STORY}="final"]):not([${STORY_PRESENTED}])`;
const scrolling = `[${STORY}]${pinnedStory}`;
const pinnedPart = `${scrolling} > &`;
const wide = '@media screen and (min-width: 1024px)';
/** A part of a presented story, each step a slide: the figure beside the step's text. */
const presented = `[${STORY_PRESENTED}] &`;
/** What sticks at the top of the page (the study's article sets it). */
const stuck = 'var(--stuck-top, 0px)';

const StyledStory = styled('div', {
  display: 'grid',
  gap: '$6',
  // Printed mid-step, the figure is final at once, not on its way there.
  '@print': { '& *': { transition: 'none' } },
  '@media screen': { [`&${pinnedStory}`]: { gap: 0 } },
  [wide]: {
    [`&${pinnedStory}`]: {
      gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)',
      columnGap: '$7',
      alignItems: 'start',
    },
  },
  [`&[${STORY_PRESENTED}]`]: {
    gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
    columnGap: '$7',
    alignItems: 'center',
  },
});

const StyledStage = styled('div', {
  display: 'grid',
  gap: '$3',
  '@media screen': {
    [pinnedPart]: {
      position: 'sticky',
      top: stuck,
      zIndex: 1,
      paddingBlock: '$3',
      // The steps pass under the band: their text is never drawn over the figure.
      boxShadow: '0 1px 0 $colors$hairline',
    },
  },
  // A clip's caption closes the story, as a chart's footnote does (StoryBody), leaving the band
  // to the clip.
  '&:has([data-clip]) figcaption': { display: 'none' },
  // On a phone the band, and what sticks above it, leave two thirds of the screen to the text: a
  // clip there is as tall as the rest of that third, and as wide as that makes it.
  [bandMedia.md]: {
    [pinnedPart]: {
      paddingBlock: '$2',
      gap: '$2',
      '& [data-clip]': {
        height: `calc(100vh / 3 - ${stuck} - 2 * $space$2)`,
        width: 'auto',
        maxWidth: '100%',
        marginInline: 'auto',
      },
      // It stands bare there, as a chart does: of its frame only a hairline, drawn over its edge.
      '& :has(> [data-clip])': {
        width: 'fit-content',
        maxWidth: '100%',
        marginInline: 'auto',
        padding: 0,
        border: 0,
        boxShadow: 'none',
        background: 'none',
        outline: '1px solid $hairline',
        outlineOffset: '-1px',
      },
    },
  },
  [wide]: {
    [pinnedPart]: {
      gridColumn: 2,
      gridRow: 1,
      height: `calc(100vh - ${stuck})`,
      alignContent: 'center',
      boxShadow: 'none',
    },
  },
  variants: {
    tone: {
      plain: { backgroundColor: '$canvas' },
      sunken: { backgroundColor: '$surfaceSunken' },
    },
  },
});

const StyledSteps = styled('ol', {
  listStyle: 'none',
  display: 'grid',
  gap: '$5',
  '@media screen': {
    // The last step can reach the line, and is read with the figure still pinned beside it.
    [pinnedPart]: { gap: 0, paddingBottom: '30vh' },
  },
  [wide]: { [pinnedPart]: { gridColumn: 1, gridRow: 1, paddingTop: '30vh' } },
});

const StyledStep = styled('li', {
  display: 'grid',
  alignContent: 'start',
  gap: '$2',
  maxWidth: '$measure',
  // Presented, the steps share one place, so the deck measures the story as tall as its longest
  // step, and every step's slide is drawn at that one scale.
  [presented]: { gridArea: '1 / 1' },
  // Each step holds the figure in its state for half a screen: the scroll reading it takes.
  '@media screen': { [`${scrolling} > ol > &`]: { minHeight: '50vh', paddingTop: '$6' } },
});

const StyledNumber = styled('span', labelText, { color: '$$accent' });

const StyledText = styled('p', {
  textWrap: 'pretty',
  '@media screen': {
    [`${scrolling} &`]: {
      padding: '$4 $5',
      backgroundColor: '$surface',
      border: '1px solid $hairline',
      borderLeft: '3px solid $hairline',
      borderRadius: '$2',
      transition: cssTransition('story', ['border-color'], 'fadeDuration'),
    },
    [`${scrolling} [aria-current] > &`]: { borderLeftColor: '$$accent' },
  },
});

// The figure's small print closes the story, under a rule, across its width.
const StyledFootnote = styled('p', {
  maxWidth: '$measure',
  paddingTop: '$4',
  borderTop: '1px solid $hairline',
  fontSize: '$2',
  color: '$textMuted',
  [wide]: { [pinnedPart]: { gridColumn: '1 / -1' } },
});

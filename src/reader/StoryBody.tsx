import { useMemo, type ReactNode } from 'react';
import { storyFrames } from '../content/storyFrames';
import type { StorySection } from '../content/types';
import type { SectionTone } from '../sections/SectionFrame';
import { ScrollStory } from '../sections/story/ScrollStory';
import type { StoryLens } from '../sections/story/storyItem';

export interface StoryBodyProps {
  story: StorySection;
  /** Each step's anchor (`results-step-2`). */
  anchors: string[];
  tone: SectionTone;
  /**
   * The figure, drawn by its section kind's own component; a lens tells it the story's step, and
   * a clip the second the step shows (null: the final frame, its poster). Called with neither, it
   * is drawn as a section of its own (a story whose code failed).
   */
  figure: (lens?: StoryLens, at?: number | null) => ReactNode;
}

/** A clip's caption, which closes its story as a chart's footnote does. */
const caption = (figure: StorySection['figure']) =>
  figure.kind === 'clip' ? figure.caption : undefined;

/**
 * A section told as a scroll story. Its own chunk, which the study fetches once it shows: a story
 * is never on the study's first screen.
 */
export default function StoryBody({ story, anchors, tone, figure }: StoryBodyProps) {
  const frames = useMemo(() => storyFrames(story), [story]);
  const steps = useMemo(
    () => story.steps.map(({ text }, index) => ({ text, anchor: anchors[index]! })),
    [story, anchors],
  );
  return (
    <ScrollStory
      frames={frames}
      steps={steps}
      footnote={'footnote' in story.figure ? story.figure.footnote : caption(story.figure)}
      tone={tone}
      figure={(lens, step) => figure(lens, story.steps[step]?.at ?? null)}
    />
  );
}

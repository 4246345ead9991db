import { sectionOutline } from '../../src/content/sectionOutline';
import { FIGURE_NOTE, figureItems, storyFrames } from '../../src/content/storyFrames';
import type { StorySection } from '../../src/content/types';
import { motionTokens } from '../../src/motion/tokens';
import { firstWith, sealedStudies } from './sealedStudies';

/**
 * Each study's first scroll story through a chart (a study may tell none; a clip's story is
 * clips.spec.ts's), with what its figure shows at each step, then finally.
 */
export const stories = sealedStudies.flatMap((body) => {
  const index = body.sections.findIndex(
    (section) => section.kind === 'story' && section.figure.kind !== 'clip',
  );
  if (index < 0) return [];
  const story = body.sections[index] as StorySection;
  const { notes, frames } = storyFrames(story);
  // The figure's own note sits above it, then each item's beside the item.
  const noteOrder = [FIGURE_NOTE, ...figureItems(story.figure)].filter((key) => key in notes);
  const outline = sectionOutline(body.sections);
  return {
    slug: body.slug,
    id: outline[index]!.id,
    /** The navigator's name for the section after the story. */
    after: outline[index + 1]!.label,
    story,
    /** What the figure shows at each step, then finally, as its attributes say it. */
    expected: frames.map((frame) => ({
      items: Object.values(frame.items),
      notes: noteOrder.map((key) => (frame.notes.includes(key) ? 'shown' : 'waiting')),
    })),
  };
});
export type Story = (typeof stories)[number];

/** The first story that `has` holds for (see `firstWith`): `needs` says what it must have. */
export const storyWith = (needs: string, has: (story: Story) => boolean) =>
  firstWith(stories, `a scroll story with ${needs}`, has);

// In the page (any engine's): self-contained, given only what they are passed.

/**
 * Where a story is drawn: its section on the page, or its slide in Present mode's deck (which
 * draws the section again over the page, without its anchors).
 */
export const onPage = (id: string) => `#${id}`;
export const onSlide = (id: string) => `[data-slide="${id}"]`;

/** What the story's figure shows now (in its `section`), from the attributes its items and notes expose. */
export function figureStateIn(section: string) {
  const figure = document.querySelector(`${section} [data-story]`)!;
  return {
    items: [...figure.querySelectorAll('[data-story-item]')].map((item) =>
      item.getAttribute('data-story-item'),
    ),
    notes: [...figure.querySelectorAll('[data-story-note]')].map((note) =>
      note.getAttribute('data-story-note'),
    ),
  };
}

/**
 * Scrolls so the step's top has just passed the story's reading line (where it moves; the token's
 * share down the window where it does not), the step that line makes the one shown.
 */
export function scrollToStepIn({ anchor, amount }: { anchor: string; amount: number }) {
  const step = document.getElementById(anchor)!;
  const line =
    parseFloat(getComputedStyle(step).getPropertyValue('--story-line')) ||
    window.innerHeight * amount;
  let top = 0;
  for (let node: HTMLElement | null = step; node; node = node.offsetParent as HTMLElement | null)
    top += node.offsetTop;
  window.scrollTo(0, top - Math.floor(line) + 24);
}

/** What `scrollToStepIn` needs to reach a step. */
export const stepPlace = (anchor: string) => ({ anchor, amount: motionTokens.story.lineAmount });

/**
 * How each item of the story's figure is drawn now: 'whole' (its frame, if it draws one, and every
 * part shown), 'absent' (none of it shown), or 'partial', a frame with a hole in it. Its parts are
 * what it draws: texts, and bars (filled boxes without text); not its notes, which show by the
 * steps, nor what only assistive tech has.
 */
export function itemLooksIn(section: string) {
  const figure = document.querySelector(`${section} [data-story]`)!;
  const clear = 'rgba(0, 0, 0, 0)';
  return [...figure.querySelectorAll<HTMLElement>('[data-story-item]')].map((item) => {
    const shown = (element: Element) => {
      for (
        let node: Element | null = element;
        node !== item.parentElement;
        node = node!.parentElement
      ) {
        const style = getComputedStyle(node!);
        if (style.opacity === '0' || style.transform.startsWith('matrix(0,')) return false;
      }
      return true;
    };
    const parts = [...item.querySelectorAll<HTMLElement>('*')].filter((part) => {
      const style = getComputedStyle(part);
      if (
        part.closest('[data-story-note]') ||
        style.visibility === 'hidden' ||
        part.offsetWidth <= 1
      )
        return false;
      const text = [...part.childNodes].some(
        (node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== '',
      );
      return text || (part.textContent!.trim() === '' && style.backgroundColor !== clear);
    });
    const own = getComputedStyle(item);
    const framed =
      own.backgroundColor !== clear ||
      (['Top', 'Right', 'Bottom', 'Left'] as const).some(
        (side) => parseFloat(own[`border${side}Width`]) > 0 && own[`border${side}Color`] !== clear,
      );
    const seen = [...parts, ...(framed ? [item] : [])].map(shown);
    return seen.every(Boolean) ? 'whole' : seen.some(Boolean) ? 'partial' : 'absent';
  });
}

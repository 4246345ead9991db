import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { observe } from 'react-intersection-observer';
import { STORY_LINE } from './storyMarks';

/** How far below a phone's band the line sits at least, so a step's first lines show there. */
const BELOW_BAND = 48;
/** How far above the screen the observer's root reaches: further than any page is long. */
const ABOVE = 1_000_000;

/**
 * The step of a story being read: the last of its steps whose top has passed the reading line,
 * or the first above it. The story is the element given the returned ref: its figure's stage,
 * then the list of its steps.
 *
 * The line is `lineAmount` of the way down the viewport, or, where the figure is pinned in a band
 * over the steps (a phone), far enough below the band that the step shown is the one readable
 * under it. An observer whose root is everything above the line reports each step's top crossing
 * it, both ways, so nothing runs while the page scrolls between steps. A root of the screen down to
 * the line alone missed a jump that carried every step past it between two frames (a glide on a
 * busy machine): no step was ever seen inside it. Each report measures every step.
 *
 * `placed` turns true the frame after the first report: the step the page opens or lands at is
 * drawn at once, and from then on the figure moves to each step.
 */
export function useStoryStep(lineAmount: number, enabled: boolean) {
  const story = useRef<HTMLDivElement>(null);
  const [step, setStep] = useState(0);
  const [measured, setMeasured] = useState(false);
  const [placed, setPlaced] = useState(false);

  // A layout effect: the line is on the page before the study lands on a step by it.
  useLayoutEffect(() => {
    const element = story.current;
    const [stage, list] = element ? [...element.children] : [];
    if (!enabled || !element || !stage || !list) return;
    const steps = [...list.children];
    let stops: (() => void)[] = [];
    const watch = () => {
      for (const stop of stops) stop();
      const band = bandBottom(stage, list);
      const line = Math.round(Math.max(window.innerHeight * lineAmount, band && band + BELOW_BAND));
      element.style.setProperty(STORY_LINE, `${line}px`);
      const measure = () => {
        const passed = steps.findLastIndex((item) => item.getBoundingClientRect().top <= line);
        setStep(Math.max(0, passed));
        setMeasured(true);
      };
      const rootMargin = `${ABOVE}px 0px ${line - window.innerHeight}px 0px`;
      stops = steps.map((item) => observe(item, measure, { rootMargin }));
    };
    watch();
    window.addEventListener('resize', watch);
    return () => {
      window.removeEventListener('resize', watch);
      for (const stop of stops) stop();
      element.style.removeProperty(STORY_LINE);
    };
  }, [lineAmount, enabled]);

  useEffect(() => {
    if (!measured) return;
    const frame = requestAnimationFrame(() => setPlaced(true));
    return () => cancelAnimationFrame(frame);
  }, [measured]);

  return { story, step, placed };
}

/** Where a figure pinned over the steps (in a band above them) ends; 0 when it is beside them. */
function bandBottom(stage: Element, list: Element) {
  const style = getComputedStyle(stage);
  const figure = stage.getBoundingClientRect();
  const steps = list.getBoundingClientRect();
  const over = figure.left < steps.right && steps.left < figure.right;
  return style.position === 'sticky' && over ? parseFloat(style.top) + figure.height : 0;
}

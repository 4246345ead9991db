import { useLayoutEffect, useMemo, useRef } from 'react';
import { useInView } from 'react-intersection-observer';
import { loadAnimate } from '../motion/loadFeatures';
import { useMotionReplay } from '../motion/MotionReplayContext';
import { useMotionTokens } from '../motion/MotionTokensContext';
import { usePrefersReducedMotion } from '../motion/usePrefersReducedMotion';
import { styled } from '../styles/stitches.config';
import { countedFigure, formatFigure } from './figureFormat';

/**
 * A number that counts up to its exact final text the first time it is in view once the page is
 * interactive, wherever it was when the page loaded. Until then it shows where it will start
 * ('0%'), drawn over its final text, so it never shows its final value and then drops back.
 * The final text is what the HTML says and all assistive tech hears; it reserves the width, and it
 * is what print, browsers without scripts and reduced motion show, and what a figure that does
 * not count (see `countedFigure`) shows throughout. A `held` figure (a scroll story's, not drawn
 * yet) waits at its start, and counts again each time it is let go.
 */
export function MetricCounter({ value, held = false }: { value: string; held?: boolean }) {
  const tokens = useMotionTokens();
  const reduced = usePrefersReducedMotion();
  // The dev tuner's Replay, and each slide of present mode, count the figures in view again.
  const replay = useMotionReplay();
  const figure = useMemo(() => countedFigure(value), [value]);
  const live = useRef<HTMLSpanElement>(null);
  const { ref, inView } = useInView({
    threshold: tokens.scroll.viewportAmount,
    triggerOnce: true,
    skip: !figure || reduced,
  });

  useLayoutEffect(() => {
    const element = live.current;
    if (!element || !figure) return;
    // As prerendered, the counter shows its start (`data-start`); once it counts, or must not,
    // the counter owns its text, like the frames it writes.
    if (reduced) return element.removeAttribute('data-start');
    if (!inView || held) return;
    // Only a changed text is written, and into the text node React rendered rather than replacing
    // it: most frames of an eased count show the same digits, and those then cost no style,
    // layout or paint.
    const node = element.firstChild as Text;
    const write = (text: string) => {
      if (node.data !== text) node.data = text;
    };
    // Written before the start marker goes, in the same frame: the final text never shows.
    write(formatFigure(figure, 0));
    element.removeAttribute('data-start');
    let stop: (() => void) | undefined;
    let cancelled = false;
    // Writes text straight to the DOM on each frame: no React render per frame.
    void loadAnimate().then((animate) => {
      if (cancelled) return;
      const controls = animate(0, figure.target, {
        duration: tokens.counter.duration,
        ease: tokens.counter.ease,
        onUpdate: (latest) => write(formatFigure(figure, latest)),
        onComplete: () => write(value),
      });
      stop = () => controls.stop();
    });
    return () => {
      cancelled = true;
      stop?.();
      write(value);
    };
  }, [inView, held, reduced, figure, value, tokens, replay]);

  return (
    <StyledCounter ref={ref}>
      <StyledFinal aria-hidden>{value}</StyledFinal>
      <StyledLive ref={live} aria-hidden data-start={figure ? formatFigure(figure, 0) : undefined}>
        {value}
      </StyledLive>
      <span className="visually-hidden">{value}</span>
    </StyledCounter>
  );
}

/** Where the final text is shown as it is, without counting. */
const showsFinal = '@media print, (scripting: none), (prefers-reduced-motion: reduce)';

const StyledCounter = styled('span', {
  position: 'relative',
  display: 'inline-grid',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

const StyledFinal = styled('span', {
  visibility: 'hidden',
  [showsFinal]: { visibility: 'visible' },
});

// Out of flow over the final text, so the text it writes on every frame is laid out and painted
// on its own instead of with the page around it.
const StyledLive = styled('span', {
  position: 'absolute',
  inset: 0,
  textAlign: 'start',
  // The start is drawn over the final text, which keeps its width: nothing moves when it counts.
  '&[data-start]': { visibility: 'hidden' },
  '&[data-start]::before': {
    content: 'attr(data-start)',
    position: 'absolute',
    insetInlineStart: 0,
    visibility: 'visible',
  },
  // Gone, its start with it: hidden, its start would still be drawn, by a more specific rule.
  [showsFinal]: { display: 'none' },
});

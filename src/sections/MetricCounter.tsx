import type { MotionValue } from 'framer-motion';
import { useLayoutEffect, useMemo, useState } from 'react';
import { useInView } from 'react-intersection-observer';
import { useMotionEngine, useRequestMotionEngine } from '../motion/MotionEngineContext';
import { useMotionReplay } from '../motion/MotionReplayContext';
import { useMotionTokens } from '../motion/MotionTokensContext';
import { usePrefersReducedMotion } from '../motion/usePrefersReducedMotion';
import { css, styled } from '../styles/stitches.config';
import { countedFigure, formatFigure } from './figureFormat';

/**
 * A number that counts up to its exact final text the first time it is in view once the page is
 * interactive, wherever it was when the page loaded. Until then it shows where it will start
 * ('0%'), drawn over its final text, so it never shows its final value and then drops back.
 * The final text is what the HTML says and all assistive tech hears; it reserves the width, and it
 * is what print, browsers without scripts and reduced motion show, and what a figure that does
 * not count (see `countedFigure`) shows throughout. A `waiting` figure (a scroll story's, not
 * drawn yet) waits at its start, and counts again each time it is let go.
 *
 * The live text is a motion value that framer-motion draws (no React render per frame), from
 * its engine's chunk: until the engine is in, the live layer is a plain span of the final text, so
 * the page hydrates without framer-motion. In view, it asks for the engine, and counts once it is
 * in (a figure out of sight loads none of it).
 */
export function MetricCounter({ value, waiting = false }: { value: string; waiting?: boolean }) {
  const tokens = useMotionTokens();
  const reduced = usePrefersReducedMotion();
  const engine = useMotionEngine();
  // The dev tuner's Replay, and each slide of present mode, count the figures in view again.
  const replay = useMotionReplay();
  const figure = useMemo(() => countedFigure(value), [value]);
  // The reader's settings count once the engine is in, which is after hydrating: until then it
  // renders as the server did, which cannot know them (reduced motion hides the start anyway).
  const showsFinalOnly = !figure || engine === 'failed' || (engine !== null && reduced);
  const { ref, inView } = useInView({
    threshold: tokens.scroll.viewportAmount,
    triggerOnce: true,
    skip: showsFinalOnly,
  });
  // In view, it needs the engine to count.
  useRequestMotionEngine(inView);
  const countingEngine = !showsFinalOnly && engine ? engine : null;
  // The live text, which framer-motion draws: the final text, until it counts. Made once, as the
  // engine arrives.
  const [text, setText] = useState<MotionValue<string> | null>(null);
  if (countingEngine && !text) setText(countingEngine.motionValue(value));
  const animate = text ? countingEngine?.animate : undefined;
  const counting = Boolean(animate) && inView && !waiting;
  // It shows its start until it first counts; waiting again after (a story's figure not drawn at
  // the step scrolled back to, so not on screen) it keeps its final text, and counts when let go.
  const [counted, setCounted] = useState(false);
  const atStart = Boolean(figure) && !showsFinalOnly && !counting && !counted;
  const start = atStart && figure ? formatFigure(figure, 0) : undefined;

  useLayoutEffect(() => {
    if (!counting || !animate || !figure || !text) return;
    // At its start in the commit that takes the start marker away: the final text never shows.
    text.set(formatFigure(figure, 0));
    // Whether it has counted is known only as it starts to.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setCounted(true);
    const controls = animate(0, figure.target, {
      duration: tokens.counter.duration,
      ease: tokens.counter.ease,
      onUpdate: (latest) => text.set(formatFigure(figure, latest)),
      onComplete: () => text.set(value),
    });
    return () => {
      controls.stop();
      text.set(value);
    };
  }, [counting, animate, figure, text, value, tokens, replay]);

  return (
    <StyledCounter ref={ref}>
      <StyledFinal aria-hidden>{value}</StyledFinal>
      {countingEngine && text ? (
        <countingEngine.LiveText className={liveText()} start={start} text={text} />
      ) : (
        <span className={liveText()} aria-hidden data-start={start}>
          {value}
        </span>
      )}
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
const liveText = css({
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

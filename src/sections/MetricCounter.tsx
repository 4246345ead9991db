import { useEffect, useMemo, useRef } from 'react';
import { loadAnimate } from '../motion/loadFeatures';
import { useMotionTokens } from '../motion/MotionTokensContext';
import { useRevealPhase } from '../motion/useRevealPhase';
import { styled } from '../styles/stitches.config';
import { formatFigure, parseFigure } from './figureFormat';

/**
 * A number that counts up to its exact final text when scrolled into view. The final text is in
 * the prerendered HTML, reserves the width (no jitter), and is all assistive tech ever hears.
 */
export function MetricCounter({ value }: { value: string }) {
  const tokens = useMotionTokens();
  const { ref, phase } = useRevealPhase<HTMLSpanElement>();
  const live = useRef<HTMLSpanElement>(null);
  const figure = useMemo(() => parseFigure(value), [value]);

  useEffect(() => {
    const element = live.current;
    if (!element || !figure) return;
    if (phase === 'armed') element.textContent = formatFigure(figure, 0);
    if (phase !== 'revealed') return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    // Writes text straight to the DOM on each frame: no React render per frame.
    void loadAnimate().then((animate) => {
      if (cancelled) return;
      const controls = animate(0, figure.target, {
        duration: tokens.duration.counter,
        ease: tokens.ease.out,
        onUpdate: (latest) => (element.textContent = formatFigure(figure, latest)),
        onComplete: () => (element.textContent = value),
      });
      stop = () => controls.stop();
    });
    return () => {
      cancelled = true;
      stop?.();
      element.textContent = value;
    };
  }, [phase, figure, value, tokens]);

  return (
    <StyledCounter ref={ref}>
      <StyledGhost aria-hidden data-counter-final>
        {value}
      </StyledGhost>
      <StyledLive ref={live} aria-hidden data-counter>
        {value}
      </StyledLive>
      <span className="visually-hidden">{value}</span>
    </StyledCounter>
  );
}

const StyledCounter = styled('span', {
  display: 'inline-grid',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

const StyledGhost = styled('span', { gridArea: '1 / 1', visibility: 'hidden' });
const StyledLive = styled('span', { gridArea: '1 / 1', textAlign: 'start' });

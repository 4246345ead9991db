import { button, Leva, useControls } from 'leva';
import { useEffect } from 'react';
import { motionTokens, type MotionTokens } from './tokens';

interface Props {
  onTokensChange: (tokens: MotionTokens) => void;
  onReducedMotionChange: (reduced: boolean) => void;
}

const seconds = (value: number) => ({ value, min: 0, max: 3, step: 0.01 });

/**
 * Dev-only live controls over the motion tokens (loaded only when import.meta.env.DEV).
 * "Copy as code" puts the tuned values on the clipboard, ready to paste into tokens.ts.
 */
export default function MotionTuner({ onTokensChange, onReducedMotionChange }: Props) {
  const durations = useControls('Durations (s)', {
    fast: seconds(motionTokens.duration.fast),
    base: seconds(motionTokens.duration.base),
    slow: seconds(motionTokens.duration.slow),
    counter: seconds(motionTokens.duration.counter),
    route: seconds(motionTokens.duration.route),
    bar: seconds(motionTokens.duration.bar),
  });
  const reveal = useControls('Reveal', {
    revealDistance: { value: motionTokens.revealDistance, min: 0, max: 96, step: 1 },
    stagger: { value: motionTokens.stagger, min: 0, max: 0.5, step: 0.01 },
    drawStagger: { value: motionTokens.drawStagger, min: 0, max: 1, step: 0.01 },
    viewportAmount: { value: motionTokens.viewportAmount, min: 0, max: 0.9, step: 0.05 },
  });
  const easing = useControls('Easing (cubic-bezier)', {
    out: { value: motionTokens.ease.out.join(', ') },
    inOut: { value: motionTokens.ease.inOut.join(', ') },
  });
  const { reducedMotion } = useControls('Accessibility', { reducedMotion: false });

  const toCurve = (text: string, fallback: MotionTokens['ease']['out']) => {
    const points = text.split(',').map(Number);
    return points.length === 4 && points.every(Number.isFinite)
      ? (points as MotionTokens['ease']['out'])
      : fallback;
  };
  const tokens: MotionTokens = {
    duration: durations,
    ease: {
      out: toCurve(easing.out, motionTokens.ease.out),
      inOut: toCurve(easing.inOut, motionTokens.ease.inOut),
    },
    ...reveal,
  };
  const serialized = JSON.stringify(tokens);

  useControls(
    'Export',
    {
      'Copy as code': button(() => {
        void navigator.clipboard.writeText(
          `export const motionTokens = ${JSON.stringify(JSON.parse(serialized), null, 2)};\n`,
        );
      }),
    },
    [serialized],
  );

  useEffect(
    () => onTokensChange(JSON.parse(serialized) as MotionTokens),
    [serialized, onTokensChange],
  );
  useEffect(() => onReducedMotionChange(reducedMotion), [reducedMotion, onReducedMotionChange]);

  // Below the header, so it never covers the navigation being tuned.
  return <Leva collapsed titleBar={{ title: 'Motion tokens', position: { x: 0, y: 72 } }} />;
}

import { button, Leva, useControls } from 'leva';
import { useEffect } from 'react';
import { motionTokens, type MotionTokens } from './tokens';

interface Props {
  onTokensChange: (tokens: MotionTokens) => void;
  onReducedMotionChange: (reduced: boolean) => void;
}

type Curve = MotionTokens['ease']['out'];
type Range = { min: number; max: number; step: number };

const seconds: Range = { min: 0, max: 3, step: 0.01 };

/** One slider per token of a group, with the group's range. */
const sliders = <T extends Record<string, number>>(values: T, range: Range) =>
  Object.fromEntries(
    Object.entries(values).map(([name, value]) => [name, { value, ...range }]),
  ) as { [K in keyof T]: { value: number } & Range };

const toCurve = (text: string, fallback: Curve) => {
  const points = text.split(',').map(Number);
  return points.length === 4 && points.every(Number.isFinite) ? (points as Curve) : fallback;
};

/**
 * Dev-only live controls over the motion tokens (loaded only when import.meta.env.DEV).
 * "Copy as code" puts the tuned values on the clipboard, ready to paste into tokens.ts.
 */
export default function MotionTuner({ onTokensChange, onReducedMotionChange }: Props) {
  const duration = useControls('Durations (s)', sliders(motionTokens.duration, seconds));
  const delay = useControls('Delays (s)', sliders(motionTokens.delay, seconds));
  const distance = useControls(
    'Distances (px)',
    sliders(motionTokens.distance, { min: 0, max: 96, step: 1 }),
  );
  const scale = useControls(
    'Scales',
    sliders(motionTokens.scale, { min: 0.8, max: 1, step: 0.01 }),
  );
  const sequence = useControls('Sequences', {
    stagger: { value: motionTokens.stagger, min: 0, max: 0.5, step: 0.01 },
    drawStagger: { value: motionTokens.drawStagger, min: 0, max: 1, step: 0.01 },
    viewportAmount: { value: motionTokens.viewportAmount, min: 0, max: 0.9, step: 0.05 },
  });
  const easing = useControls('Easing (cubic-bezier)', {
    out: { value: motionTokens.ease.out.join(', ') },
    inOut: { value: motionTokens.ease.inOut.join(', ') },
  });
  const { reducedMotion } = useControls('Accessibility', { reducedMotion: false });

  const tokens: MotionTokens = {
    duration,
    ease: {
      out: toCurve(easing.out, motionTokens.ease.out),
      inOut: toCurve(easing.inOut, motionTokens.ease.inOut),
    },
    distance,
    scale,
    delay,
    ...sequence,
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

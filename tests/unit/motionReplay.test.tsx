import { act, render } from '@testing-library/react';
import { mockAllIsIntersecting } from 'react-intersection-observer/test-utils';
import { describe, expect, it } from 'vitest';
import { MotionReplayContext } from '../../src/motion/MotionReplayContext';
import { MetricCounter } from '../../src/sections/MetricCounter';
import { Reveal } from '../../src/sections/Reveal';
import { withMotion } from './withMotion';

// The dev tuner's Replay bumps the replay count: what is on screen animates again.
const page = (replay: number) =>
  withMotion(
    <MotionReplayContext.Provider value={replay}>
      <Reveal>Designing for trust</Reveal>
      <MetricCounter value="12.7%" />
    </MotionReplayContext.Provider>,
  );

describe('Replay', () => {
  it('hides and reveals again a block already on screen, and counts its figure again', () => {
    const { container, rerender } = render(page(0));
    act(() => mockAllIsIntersecting(1));
    const block = container.querySelector('[data-reveal]')!;
    const counter = container.querySelector('[data-counter]')!;
    expect(block).toHaveAttribute('data-reveal', 'static');
    expect(counter).not.toHaveAttribute('data-start');

    rerender(page(1));
    expect(block).toHaveAttribute('data-reveal', 'armed');
    expect(counter).toHaveTextContent(/^0\.0%$/);
    act(() => mockAllIsIntersecting(1));
    expect(block).toHaveAttribute('data-reveal', 'revealed');
  });

  it('changes nothing while the count stays the same', () => {
    const { container, rerender } = render(page(0));
    act(() => mockAllIsIntersecting(1));
    rerender(page(0));
    expect(container.querySelector('[data-reveal]')).toHaveAttribute('data-reveal', 'static');
  });
});

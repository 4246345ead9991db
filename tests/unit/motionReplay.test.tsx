// @vitest-environment jsdom
import { act, render, waitFor } from '@testing-library/react';
import { mockAllIsIntersecting } from 'react-intersection-observer/test-utils';
import { describe, expect, it } from 'vitest';
import { MotionReplayContext } from '../../src/motion/MotionReplayContext';
import { replayReveals } from '../../src/motion/revealObserver';
import { MetricCounter } from '../../src/sections/MetricCounter';
import { Reveal } from '../../src/sections/Reveal';
import { inShell } from './inShell';

// The dev tuner's Replay bumps the replay count and replays the reveals: what is on screen
// animates again.
const page = (replay: number) =>
  inShell(
    <MotionReplayContext.Provider value={replay}>
      <Reveal data-testid="block">Designing for trust</Reveal>
      <MetricCounter value="12.7%" />
    </MotionReplayContext.Provider>,
  );

describe('Replay', () => {
  it('hides and reveals again a block already on screen, and counts its figure again', async () => {
    const { getByTestId, container, rerender } = render(page(0));
    act(() => mockAllIsIntersecting(1));
    const block = getByTestId('block');
    // The figure's live count: the second of its layers hidden from assistive tech (framer-motion
    // draws it once its engine is in, so it is looked up each time).
    const counter = () => container.querySelectorAll('[aria-hidden]')[1]!;
    // On screen at hydration: left as prerendered; the figure counts once the motion engine is in.
    expect(block).not.toHaveAttribute('data-reveal');
    await waitFor(() => expect(counter()).not.toHaveAttribute('data-start'));

    act(() => {
      rerender(page(1));
      replayReveals();
    });
    expect(block).toHaveAttribute('data-reveal', 'armed');
    expect(counter()).toHaveTextContent(/^0\.0%$/);
    act(() => mockAllIsIntersecting(1));
    expect(block).toHaveAttribute('data-reveal', 'revealed');
  });

  it('changes nothing while the count stays the same', () => {
    const { getByTestId, rerender } = render(page(0));
    act(() => mockAllIsIntersecting(1));
    rerender(page(0));
    expect(getByTestId('block')).not.toHaveAttribute('data-reveal');
  });

  it('shows an armed block as prerendered once it is no longer watched', () => {
    const { getByTestId, unmount } = render(page(0));
    act(() => mockAllIsIntersecting(1));
    const block = getByTestId('block');
    act(() => replayReveals());
    expect(block).toHaveAttribute('data-reveal', 'armed');
    unmount();
    expect(block).not.toHaveAttribute('data-reveal');
  });
});

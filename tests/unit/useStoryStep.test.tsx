// @vitest-environment jsdom
import { act, render, screen, waitFor } from '@testing-library/react';
import { mockIsIntersecting } from 'react-intersection-observer/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useStoryStep } from '../../src/sections/story/useStoryStep';

const STEPS = 4;
/** Where the steps start on the page, and each one's height (jsdom's window is 768 px tall). */
const TOP = 900;
const HEIGHT = 500;
const LINE_AMOUNT = 0.6;
/** 60% down jsdom's window: where a step's top must come to be the one shown. */
const LINE = 768 * LINE_AMOUNT;
/** A phone's band: pinned below the header and the navigator's bar, and this tall. */
const BAND_TOP = 120;
const BAND_HEIGHT = 400;

/** A story: its figure's stage (on a phone, a band pinned `BAND_TOP` down), then its steps. */
function Story({ enabled = true, band = false }: { enabled?: boolean; band?: boolean }) {
  const { story, step, placed } = useStoryStep(LINE_AMOUNT, enabled);
  return (
    <>
      <div ref={story}>
        <div
          data-testid="stage"
          style={band ? { position: 'sticky', top: `${BAND_TOP}px` } : undefined}
        />
        <ol>
          {Array.from({ length: STEPS }, (_, index) => (
            <li key={index} />
          ))}
        </ol>
      </div>
      <output>{step}</output>
      <p>{placed ? 'placed' : 'placing'}</p>
    </>
  );
}

/**
 * Scrolls the page to `y` as the step observer sees it (jsdom lays nothing out): each step is
 * placed there, and those whose part above the line appears or goes are reported.
 */
let scrollY = 0;
function scrollTo(y: number, line = LINE) {
  const aboveLine = (index: number, at: number) => {
    const top = TOP + index * HEIGHT - at;
    return top < line && top + HEIGHT > 0;
  };
  const before = scrollY;
  scrollY = y;
  screen.getAllByRole('listitem').forEach((step, index) => {
    const top = TOP + index * HEIGHT - y;
    step.getBoundingClientRect = () => DOMRect.fromRect({ y: top, width: 600, height: HEIGHT });
    if (aboveLine(index, before) !== aboveLine(index, y))
      act(() => mockIsIntersecting(step, aboveLine(index, y)));
  });
}

/** The first report, as a page opens wherever it is. */
function open(y: number, line = LINE) {
  scrollY = y;
  screen.getAllByRole('listitem').forEach((step, index) => {
    const top = TOP + index * HEIGHT - y;
    step.getBoundingClientRect = () => DOMRect.fromRect({ y: top, width: 600, height: HEIGHT });
    act(() => mockIsIntersecting(step, top < line && top + HEIGHT > 0));
  });
}

const step = () => Number(screen.getByRole('status').textContent);

describe('useStoryStep', () => {
  beforeEach(() => {
    scrollY = 0;
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('is the last step whose top has passed the line, the first above them all; both ways', () => {
    render(<Story />);
    open(0);
    expect(step()).toBe(0);
    // Step 2's top reaches the line, then steps 3 and 4; and back up again.
    const passing = (index: number) => TOP + index * HEIGHT - LINE + 1;
    for (const index of [1, 2, 3]) {
      scrollTo(passing(index));
      expect(step()).toBe(index);
    }
    for (const index of [2, 1, 0]) {
      scrollTo(passing(index));
      expect(step()).toBe(index);
    }
  });

  it('lands on the step at the line after a jump that carries others across it unreported', () => {
    render(<Story />);
    open(0);
    // One move from above the story to its third step: steps 1 and 2 pass above the line and
    // out of the window, step 3 comes to the line.
    scrollTo(TOP + 2 * HEIGHT - LINE + 100);
    expect(step()).toBe(2);
  });

  it('draws the step it opens at at once, and moves the figure from the next frame on', async () => {
    render(<Story />);
    expect(screen.getByText('placing')).toBeInTheDocument();
    open(TOP + 3 * HEIGHT - LINE + 10);
    expect(step()).toBe(3);
    expect(screen.getByText('placing')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('placed')).toBeInTheDocument());
  });

  it('reads below a band pinned over the steps, so the step shown is the one readable there', () => {
    // The band and the steps share the phone's width; the band ends 520 px down, past 60%.
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: HTMLElement,
    ) {
      const stage = this.dataset.testid === 'stage';
      return DOMRect.fromRect({ y: BAND_TOP, width: 390, height: stage ? BAND_HEIGHT : 2000 });
    });
    render(<Story band />);
    const line = BAND_TOP + BAND_HEIGHT + 48;
    expect(screen.getByTestId('stage').parentElement!.style.getPropertyValue('--story-line')).toBe(
      `${line}px`,
    );
    open(0, line);
    // Step 2 comes up from below: it is the one shown once its top is just under the band, long
    // before it would reach 60% of the window, which is behind the band.
    const at = (top: number) => TOP + HEIGHT - top;
    scrollTo(at(line + 20), line);
    expect(step()).toBe(0);
    scrollTo(at(line - 20), line);
    expect(step()).toBe(1);
    expect(line - 20).toBeGreaterThan(LINE);
  });

  it('watches nothing when the story does not move (reduced motion)', async () => {
    render(<Story enabled={false} />);
    for (const item of screen.getAllByRole('listitem'))
      expect(() => mockIsIntersecting(item, true)).toThrow(/observed/);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(step()).toBe(0);
    expect(screen.getByText('placing')).toBeInTheDocument();
  });
});

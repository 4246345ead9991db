import { describe, expect, it } from 'vitest';
import { planSlides, SMALLEST_SHARE, type Row } from '../../src/reader/present/slidePlan';

const laptop = { width: 1280, layoutWidth: 1280, height: 600 };

/** Rows of items, each `height` tall with `gap` between, starting below a head `head` tall. */
function rows(count: number, { head = 100, height = 200, gap = 20, items = 2 } = {}): Row[] {
  return Array.from({ length: count }, (_, index) => {
    const top = head + index * (height + gap);
    return { top, bottom: top + height, items };
  });
}

describe('slide plan', () => {
  it('gives a section that fits one slide at the scale that fills the width', () => {
    expect(planSlides([{ id: 'a', height: 400 }], laptop)).toEqual([
      { id: 'a', source: 0, scale: 1 },
    ]);
    // A large screen shows the same layout bigger.
    expect(
      planSlides([{ id: 'a', height: 400 }], { ...laptop, width: 2560, height: 1200 }),
    ).toEqual([{ id: 'a', source: 0, scale: 2 }]);
  });

  it('draws a section a little too tall slightly smaller, whole', () => {
    const [slide] = planSlides([{ id: 'a', height: 700, rows: rows(3) }], laptop);
    expect(slide).toEqual({ id: 'a', source: 0, scale: 600 / 700 });
  });

  it('gives each step of a story a slide of its own, all at one scale', () => {
    const slides = planSlides(
      [
        { id: '', height: 300 },
        { id: 'results', height: 750, steps: 3 },
      ],
      laptop,
    );
    expect(slides.slice(1)).toEqual(
      [0, 1, 2].map((step) => ({
        id: 'results',
        source: 1,
        items: [step, step + 1],
        story: true,
        scale: 600 / 750,
      })),
    );
  });

  it('scales down a section with no rows to split, however tall, rather than clip it', () => {
    const [slide] = planSlides([{ id: 'figure', height: 1200 }], laptop);
    expect(slide!.scale).toBe(0.5);
  });

  it('splits a section too tall to read between its rows, each part fitting its slide', () => {
    const section = { id: 'cards', height: 100 + 4 * 220 - 20 + 40, rows: rows(4) };
    const slides = planSlides([{ id: '', height: 300 }, section], laptop);
    expect(slides.map(({ id, source, items }) => ({ id, source, items }))).toEqual([
      { id: '', source: 0, items: undefined },
      { id: 'cards', source: 1, items: [0, 4] },
      { id: 'cards', source: 1, items: [4, 8] },
    ]);
    // Three rows with the head and the space below (100 + 640 + 40) would need more than the
    // smallest share allows; two (100 + 420 + 40) fit whole, at full size.
    expect(100 + 640 + 40).toBeGreaterThan(laptop.height / SMALLEST_SHARE);
    expect(slides.slice(1).map(({ scale }) => scale)).toEqual([1, 1]);
  });

  it('gives a row taller than a slide a part of its own, scaled to fit', () => {
    const tall: Row[] = [
      { top: 100, bottom: 300, items: 1 },
      { top: 320, bottom: 1520, items: 1 },
      { top: 1540, bottom: 1740, items: 1 },
    ];
    const slides = planSlides([{ id: 'a', height: 1780, rows: tall }], laptop);
    expect(slides.map(({ items }) => items)).toEqual([
      [0, 1],
      [1, 2],
      [2, 3],
    ]);
    expect(slides[1]!.scale).toBeCloseTo(600 / (100 + 1200 + 40));
  });
});

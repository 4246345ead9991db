/** A row of a section's items (cards, figures, groups) as laid out on a slide, from its top. */
export interface Row {
  top: number;
  bottom: number;
  /** How many of the section's items, in order, sit on this row. */
  items: number;
}

/** One slide's content as laid out at the deck's layout width, before any scaling. */
export interface Measure {
  /** The section's anchor id; '' for the study's opening. */
  id: string;
  height: number;
  /** The rows of its items, when it has several rows that can be shown a few at a time. */
  rows?: Row[];
  /** A story's steps, each shown on a slide of its own (measured with every step shown). */
  steps?: number;
}

export interface Slide {
  id: string;
  /** Its place among the measured slides. */
  source: number;
  /** Of a section split into several slides, this one's items: `[from, to)`. */
  items?: [number, number];
  /** One step of a story. */
  story?: true;
  scale: number;
}

export interface Room {
  /** The viewport's width, and the width slides are laid out at (up to it). */
  width: number;
  layoutWidth: number;
  /** The height a slide may fill. */
  height: number;
}

/**
 * A slide is drawn down to this share of the scale that fills the width before a section is split
 * into several slides instead: beyond it, text gets too small to read across a room.
 */
export const SMALLEST_SHARE = 0.8;

/**
 * The deck: one slide for each measured section, scaled to fill the width (slides laid out at a
 * laptop's width grow on a larger screen) unless that is too tall to fit. A section too tall even
 * at the smallest share is split between its item rows into slides that fit, its head repeated on
 * each; one that has no rows to split is scaled down to fit whole. Nothing is ever clipped. A
 * story is a slide per step, its head repeated on each.
 */
export function planSlides(measures: readonly Measure[], room: Room): Slide[] {
  const fill = room.width / room.layoutWidth;
  const fit = (height: number) => Math.min(fill, room.height / height);
  const tallest = room.height / (fill * SMALLEST_SHARE);

  return measures.flatMap(({ id, height, rows, steps }, source) => {
    // A story's slides share one scale, so its figure holds still from step to step.
    if (steps) {
      const scale = fit(height);
      return Array.from({ length: steps }, (_, step) => ({
        id,
        source,
        items: [step, step + 1] as [number, number],
        story: true as const,
        scale,
      }));
    }
    if (height <= tallest || !rows || rows.length < 2) {
      return [{ id, source, scale: fit(height) }];
    }
    // The head and what sits above the first row come with every part; so does the space below.
    const head = rows[0]!.top;
    const foot = height - rows[rows.length - 1]!.bottom;
    const parts: Slide[] = [];
    let first = 0;
    let from = 0;
    while (first < rows.length) {
      let last = first;
      const partHeight = (end: number) => head + rows[end]!.bottom - rows[first]!.top + foot;
      while (last + 1 < rows.length && partHeight(last + 1) <= tallest) last += 1;
      const to = from + rows.slice(first, last + 1).reduce((sum, row) => sum + row.items, 0);
      parts.push({ id, source, items: [from, to], scale: fit(partHeight(last)) });
      from = to;
      first = last + 1;
    }
    return parts;
  });
}

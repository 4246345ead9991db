// Reading the study's page as slides: which elements they are, and a plan of the deck from their
// measured sizes for the screen as it is (the plan itself is slidePlan.ts, pure).
import { sectionOfAnchor, stepAnchor } from '../../content/sectionOutline';
import { SLIDE, SLIDE_ITEMS, SLIDE_STEPS } from '../../slides/marks';
import { layoutTop } from '../sectionAddress';
import type { SlidePlace } from '../presenter/slideNotes';
import { planSlides, type Measure, type Row, type Slide } from './slidePlan';

/** Slides are laid out at up to a laptop's width, then scaled to the screen. */
const LAYOUT_WIDTH = 1280;

/** The width slides are laid out at on the screen as it is. */
export const layoutWidthNow = () => Math.min(document.documentElement.clientWidth, LAYOUT_WIDTH);

/** The study's opening, then each of its sections, as the deck draws them. */
export const slideElements = (slides: HTMLElement) => [
  ...slides.querySelectorAll<HTMLElement>(':scope > :is(header, section)'),
];

export const contentOf = (slide: HTMLElement) => slide.firstElementChild as HTMLElement;

const stepsOf = (slide: HTMLElement) => slide.querySelector(`[${SLIDE_STEPS}]`);

/**
 * A section's items: a story's steps, each a slide; or what a slide too tall for the screen shows
 * a few rows at a time.
 */
export const itemsOf = (slide: HTMLElement) =>
  [
    ...((stepsOf(slide) ?? slide.querySelector(`[${SLIDE_ITEMS}]`))?.children ?? []),
  ] as HTMLElement[];

function rowsOf(slide: HTMLElement): Row[] | undefined {
  const top = layoutTop(contentOf(slide));
  const rows: Row[] = [];
  for (const item of itemsOf(slide)) {
    const itemTop = layoutTop(item) - top;
    const bottom = itemTop + item.offsetHeight;
    const row = rows.at(-1);
    if (row && itemTop < row.bottom) {
      row.items += 1;
      row.bottom = Math.max(row.bottom, bottom);
    } else rows.push({ top: itemTop, bottom, items: 1 });
  }
  return rows.length > 1 ? rows : undefined;
}

/**
 * Reads what the plan needs of every slide in one pass, while they are all laid out at once and
 * out of sight (the presentation's `measuring`).
 */
export function measureSlides(slides: HTMLElement[]) {
  const measures: Measure[] = slides.map((slide) => ({
    id: slide.getAttribute(SLIDE) ?? '',
    height: contentOf(slide).offsetHeight,
    ...(stepsOf(slide) ? { steps: itemsOf(slide).length } : { rows: rowsOf(slide) }),
  }));
  const { paddingTop, paddingBottom } = getComputedStyle(slides[0]!);
  return { measures, padding: parseFloat(paddingTop) + parseFloat(paddingBottom) };
}

/** Plans the deck for the screen as it is: the room a slide has is what its padding leaves. */
export function plan(slides: HTMLElement[], layoutWidth: number) {
  const root = document.documentElement;
  const { measures, padding } = measureSlides(slides);
  const room = { width: root.clientWidth, layoutWidth, height: root.clientHeight - padding };
  const screen = { width: root.clientWidth, height: root.clientHeight };
  return { room, screen, slides: planSlides(measures, room) };
}

/** Where a slide starts: its section, and the first of its items. */
export interface Place {
  id: string;
  item: number;
}

export const placeOf = (slide: Slide): Place => ({ id: slide.id, item: slide.items?.[0] ?? 0 });

/** Where a slide starts, and whether it is a story's step: what its notes are found by. */
export const slidePlace = (slide: Slide): SlidePlace => ({
  ...placeOf(slide),
  story: slide.story ?? false,
});

/** The slide showing a place in a new plan: the part of its section holding that item. */
export const slideAt = (slides: Slide[], { id, item }: Place) =>
  Math.max(
    slides.findIndex(
      (slide) =>
        slide.id === id && (!slide.items || (item >= slide.items[0] && item < slide.items[1])),
    ),
    slides.findIndex((slide) => slide.id === id),
    0,
  );

/**
 * What the address names while a slide shows: its section, or the step of a story it shows (the
 * step's own anchor, on the page).
 */
export const anchorOf = (slide: Slide) =>
  slide.story ? stepAnchor(slide.id, slide.items?.[0] ?? 0) : slide.id;

/** The slide an address names: a story's step, or else the first slide of its section. */
export function slideNamed(slides: Slide[], anchor: string) {
  const step = slides.findIndex((slide) => slide.story && anchorOf(slide) === anchor);
  return step >= 0 ? step : slideAt(slides, { id: sectionOfAnchor(anchor), item: 0 });
}

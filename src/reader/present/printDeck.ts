// The deck on paper: every slide of the plan on a page of its own, in order, with its counter, for
// the browser's Print (or Save as PDF) while presenting; or the speaker's handout, each slide
// smaller on a portrait page with its notes under it.
import { printHandoutCss, printSlidesCss, SLIDE_PAGE } from '../../app/printPage';
import { presentMode as copy } from '../../content/presentMode';
import { presenter } from '../../content/presenter';
import { STORY_PRESENTED } from '../../sections/story/storyMarks';
import { CURRENT, MEASURING, SLIDE } from '../../slides/marks';
import { css, globalCss } from '../../styles/stitches.config';
import { contentOf, itemsOf, measureSlides } from './deckPlan';
import { planSlides, type Slide } from './slidePlan';
import { slideFrame, slideStyle } from './slideStyle';

/** On <html> while the deck prints, and on the slides' pages: the page steps aside for them. */
const PRINTING_SLIDES = 'data-printing-slides';
const PRINTED_SLIDES = 'data-printed-slides';

/** A slide's room on its page: the counter's line below it. */
const PADDING = { top: 32, bottom: 56 };

const printingSlides = globalCss({
  [`[${PRINTED_SLIDES}]`]: { display: 'none' },
  '@media print': {
    [`html[${PRINTING_SLIDES}] body > :not([${PRINTED_SLIDES}])`]: { display: 'none !important' },
    [`html[${PRINTING_SLIDES}] [${PRINTED_SLIDES}]`]: { display: 'block' },
    // Slides print as the screen lays them out at their width, not at the document's print size.
    [`html[${PRINTING_SLIDES}] body`]: { fontSize: '$5' },
  },
});

const pageStyle = css(slideFrame, {
  position: 'relative',
  width: SLIDE_PAGE.width,
  height: SLIDE_PAGE.height,
  padding: `${PADDING.top}px 0 ${PADDING.bottom}px`,
  breakAfter: 'page',
  '& > *': { margin: 0, padding: 0 },
  '& > * > *': {
    flex: 'none',
    width: SLIDE_PAGE.width,
    maxWidth: 'none',
    margin: 0,
    paddingInline: '$7',
  },
});

/** A handout's slide, drawn at this share of its size: it fits an A4 or Letter page's width. */
const HANDOUT_SCALE = 0.54;

const handoutStyle = css({
  breakAfter: 'page',
  '& > :first-child': {
    zoom: HANDOUT_SCALE,
    breakAfter: 'avoid',
    border: '1px solid $hairline',
  },
});

const notesStyle = css({
  maxWidth: `${SLIDE_PAGE.width * HANDOUT_SCALE}px`,
  marginTop: '$5',
  fontSize: '$4',
  lineHeight: 1.6,
  whiteSpace: 'pre-line',
});

const counterStyle = css({
  position: 'absolute',
  right: '$7',
  bottom: '$5',
  fontSize: '$3',
  fontWeight: 600,
  color: '$textMuted',
  fontVariantNumeric: 'tabular-nums',
});

/** A slide's copy for paper: no ids (the page keeps them), none of the screen's slide marks. */
function printedCopy(element: HTMLElement, items?: [number, number]) {
  const slide = element.cloneNode(true) as HTMLElement;
  for (const node of slide.querySelectorAll('[id]')) node.removeAttribute('id');
  // On paper a story is a list, its figure final, as it prints from the page.
  for (const node of slide.querySelectorAll(`[${STORY_PRESENTED}]`))
    node.removeAttribute(STORY_PRESENTED);
  for (const mark of [SLIDE, CURRENT, MEASURING, 'id']) slide.removeAttribute(mark);
  slide.classList.remove(slideStyle.className);
  for (const property of ['--slide-width', '--slide-scale', '--slide-fill'])
    slide.style.removeProperty(property);
  if (items) {
    itemsOf(slide).forEach((item, at) => {
      if (at < items[0] || at >= items[1]) item.remove();
    });
  }
  return slide;
}

/**
 * Lays the deck out for paper: planned for a 16:9 page (a section split where it would be drawn
 * too small, as on screen), each slide copied onto a page with its `N / M`; with `notes`, each
 * slide's notes under it on a handout's page. `layOut` has the study lay every slide out at a width
 * to be measured, and with none, as it was. Returns the undo.
 */
export function printSlides(
  elements: HTMLElement[],
  layOut: (width?: number) => void,
  notes?: (slide: Slide) => string | undefined,
): () => void {
  const root = document.documentElement;
  // Marked first, so slides are measured as they will print, whichever media the browser is in.
  printingSlides();
  root.setAttribute(PRINTING_SLIDES, '');
  layOut(SLIDE_PAGE.width);
  const { measures } = measureSlides(elements);
  const slides = planSlides(measures, {
    width: SLIDE_PAGE.width,
    layoutWidth: SLIDE_PAGE.width,
    height: SLIDE_PAGE.height - PADDING.top - PADDING.bottom,
  });

  const pages = document.createElement('div');
  pages.setAttribute(PRINTED_SLIDES, '');
  pages.setAttribute('aria-hidden', 'true');
  slides.forEach((slide, index) => {
    const page = document.createElement('div');
    page.className = pageStyle();
    const printed = printedCopy(elements[slide.source]!, slide.items);
    // Scaled about its centre, as on screen: a slide taller than its page stays centred on it.
    contentOf(printed).style.transform = `scale(${slide.scale})`;
    const counter = document.createElement('p');
    counter.className = counterStyle();
    counter.textContent = copy.counter(index + 1, slides.length);
    page.append(printed, counter);
    if (!notes) return pages.append(page);
    const handout = document.createElement('div');
    handout.className = handoutStyle();
    const said = document.createElement('p');
    said.className = notesStyle();
    said.textContent = notes(slide) ?? presenter.noNotes;
    handout.append(page, said);
    pages.append(handout);
  });
  layOut();

  // The slide's page box, after the document's, so it is the one that holds.
  const pageRule = document.createElement('style');
  pageRule.textContent = notes ? printHandoutCss : printSlidesCss;
  document.head.append(pageRule);
  document.body.append(pages);
  return () => {
    pages.remove();
    pageRule.remove();
    root.removeAttribute(PRINTING_SLIDES);
  };
}

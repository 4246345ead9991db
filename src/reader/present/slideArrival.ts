import { presentMode as copy } from '../../content/presentMode';
import type { Slide } from './slidePlan';

/** Drawn on the slide: laid out, not hidden by a part of its section left off. */
const drawn = (element: Element) => element.getClientRects().length > 0;

/**
 * What a slide is, as a screen reader hears it on arrival, read off the slide as drawn: its
 * heading (with which part of its section it is), a story step's text, or, on a slide with no
 * heading of its own, the name of the picture it shows.
 */
export function slideArrival(slides: Slide[], index: number, element: HTMLElement): string {
  const slide = slides[index]!;
  const heading = [...element.querySelectorAll('h1, h2')].find(drawn)?.textContent ?? '';
  const ofSection = slides.filter((other) => other.id === slide.id);
  const at = ofSection.indexOf(slide) + 1;
  const what = (() => {
    if (slide.story) {
      // The step's words, not its number (which is for the eye).
      const step = element.querySelector('[aria-current="step"] p');
      return copy.step(heading, at, ofSection.length, step?.textContent ?? '');
    }
    if (!heading) {
      const names = [...element.querySelectorAll('img')]
        .filter((img) => drawn(img) && img.alt)
        .map((img) => img.alt);
      return copy.picture(names.join('; '));
    }
    return ofSection.length > 1 ? copy.part(heading, at, ofSection.length) : heading;
  })();
  return copy.arrival(index + 1, slides.length, what);
}

import { createContext, use, type CSSProperties } from 'react';
import { css } from '../styles/stitches.config';
import { CURRENT, MEASURING, SLIDE, SLIDE_ITEMS, SLIDE_STEPS } from './marks';
import { PresentationContext } from './presentation';
import { slideStyle } from './slideStyle';

/** Of a slide's items, those it shows, and whether the others are hidden (not while measured). */
interface ShownItems {
  range: [number, number];
  hiding: boolean;
}

/**
 * The items a slide shows, for the list they sit in. A slide provides it around its content; a
 * story provides none around its figure, whose items its steps show instead.
 */
export const SlideItems = createContext<ShownItems | undefined>(undefined);

/**
 * A slide's marks and style while its study is presented (nothing while it is read), and the
 * items it shows: the study's opening and each section render these on themselves.
 */
export function useSlide(id: string) {
  const presentation = use(PresentationContext);
  if (!presentation) return { frame: {}, shown: undefined };
  const { current, measuring, layoutWidth } = presentation;
  const shown = current?.id === id ? current : undefined;
  const frame = {
    [SLIDE]: '',
    ...(shown && { [CURRENT]: '' }),
    ...(measuring && { [MEASURING]: '' }),
    className: slideStyle(),
    style: {
      '--slide-width': `${layoutWidth}px`,
      ...(shown && { '--slide-scale': String(shown.scale) }),
    } as CSSProperties,
  };
  return {
    frame,
    shown: shown?.items && { range: shown.items, hiding: !measuring },
  };
}

const hidden = { display: 'none !important' };

/** Hides a list's children outside `[from, to)`. */
const onlyItems = ([from, to]: [number, number]) =>
  css({
    ...(from > 0 && { [`& > :nth-child(-n + ${from})`]: hidden }),
    [`& > :nth-child(n + ${to + 1})`]: hidden,
  })();

/**
 * Marks the list a slide's items sit in (`steps`: a story's steps, each a slide of its own) and,
 * presented a part at a time, shows only the part's items. Spread onto the list.
 */
export const slideItemsOf = (shown: ShownItems | undefined, kind: 'items' | 'steps' = 'items') => ({
  [kind === 'steps' ? SLIDE_STEPS : SLIDE_ITEMS]: '',
  ...(shown?.hiding && { className: onlyItems(shown.range) }),
});

/** The marks of the list a section's items sit in, from the slide around it. */
export const useSlideItems = (kind?: 'items' | 'steps') => slideItemsOf(use(SlideItems), kind);

/** A story's step on the slide shown, while it is presented. */
export const usePresentedStep = () => use(SlideItems)?.range[0];

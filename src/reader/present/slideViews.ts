import type { CSSProperties } from 'react';
import { CURRENT, MEASURING, SLIDE, SLIDE_ITEMS, SLIDE_STEPS } from '../../slides/marks';
import type { Presentation, ShownSlide, SlideView } from '../../slides/presentation';
import { onlyItems, slideStyle } from './slideStyle';

type State = Omit<Presentation, 'slide'>;

/** The views the last presentations gave each slide, with what each was made from. */
export type SlideViews = Map<string, { made: string; view: SlideView }>;

/**
 * The presentation the study renders from the deck's state: every slide marked and styled as a
 * slide, the one on screen scaled and showing only its part of its items (or its story's step),
 * all of them laid out to be measured while the deck measures. Given the views it gave before, a
 * slide whose view is made from the same state keeps the same view, so that as the deck moves only
 * the slides that change render again.
 */
export function presentationOf(state: State, views: SlideViews = new Map()): Presentation {
  const { layoutWidth, measuring, current } = state;
  const slideClass = slideStyle();
  const slide = (id: string): SlideView => {
    const shown: ShownSlide | undefined = current?.id === id ? current : undefined;
    const made = `${layoutWidth} ${measuring} ${shown?.scale} ${shown?.fill} ${shown?.items}`;
    const kept = views.get(id);
    if (kept?.made === made) return kept.view;
    const view = viewOf(id, shown);
    views.set(id, { made, view });
    return view;
  };
  const viewOf = (id: string, shown: ShownSlide | undefined): SlideView => {
    const hiding = shown?.items && !measuring ? onlyItems(shown.items) : undefined;
    return {
      frame: {
        [SLIDE]: id,
        [CURRENT]: shown && '',
        [MEASURING]: measuring ? '' : undefined,
        className: slideClass,
        style: {
          '--slide-width': `${layoutWidth}px`,
          '--slide-scale': shown?.scale,
          '--slide-fill': shown?.fill,
        } as CSSProperties,
      },
      items: { [SLIDE_ITEMS]: '', className: hiding },
      steps: { [SLIDE_STEPS]: '', className: hiding },
      step: shown?.items?.[0],
    };
  };
  return { ...state, slide };
}

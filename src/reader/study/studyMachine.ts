import type { ViewerPicture } from '../../viewer/viewerPictures';
import type { LateKind } from './studySections';

/**
 * An open study's state: what of it is on the page. Every part that reads the study (the
 * navigator, the viewer, the deck, the study's end) reads it here; none counts on its own.
 */

/** A late part's code: on its way, in, or failed with its fallback drawn in its place. */
export type PartCode = 'loading' | 'in' | 'fallback';

export interface StudySection {
  /** The late part its code comes in, or null where the study's own chunk draws it. */
  part: LateKind | null;
}

export interface StudyState {
  /** The study's sections, in order. */
  sections: readonly StudySection[];
  /** Each late part's code. */
  parts: Readonly<Partial<Record<LateKind, PartCode>>>;
  /** The places (from 0) of the sections drawn on the page (not a deck's slides). */
  drawn: ReadonlySet<number>;
  /** Every picture control drawn, on the page or on a slide: what the viewer pages through. */
  pictures: readonly ViewerPicture[];
}

export type StudyAction =
  | { type: 'partSettled'; part: LateKind; code: Exclude<PartCode, 'loading'> }
  | { type: 'sectionDrawn'; index: number }
  | { type: 'sectionGone'; index: number }
  | { type: 'pictureDrawn'; picture: ViewerPicture }
  | { type: 'pictureGone'; picture: ViewerPicture };

export function initialStudyState(sections: readonly StudySection[]): StudyState {
  const parts: Partial<Record<LateKind, PartCode>> = {};
  for (const { part } of sections) if (part) parts[part] = 'loading';
  return { sections, parts, drawn: new Set(), pictures: [] };
}

export function studyReducer(state: StudyState, action: StudyAction): StudyState {
  switch (action.type) {
    case 'partSettled':
      // Settled once: a part that came in never falls back, nor the other way.
      return state.parts[action.part] === 'loading'
        ? { ...state, parts: { ...state.parts, [action.part]: action.code } }
        : state;
    case 'sectionDrawn':
      return state.drawn.has(action.index)
        ? state
        : { ...state, drawn: new Set(state.drawn).add(action.index) };
    case 'sectionGone': {
      if (!state.drawn.has(action.index)) return state;
      const drawn = new Set(state.drawn);
      drawn.delete(action.index);
      return { ...state, drawn };
    }
    case 'pictureDrawn':
      return state.pictures.includes(action.picture)
        ? state
        : { ...state, pictures: [...state.pictures, action.picture] };
    case 'pictureGone':
      return state.pictures.includes(action.picture)
        ? { ...state, pictures: state.pictures.filter((picture) => picture !== action.picture) }
        : state;
  }
}

/**
 * How many sections, from the first, can be drawn now: up to the first whose late code is still
 * on its way (a section drawn before its code would be drawn again, and move what is below).
 */
export function drawable({ sections, parts }: StudyState): number {
  const waiting = sections.findIndex(({ part }) => part !== null && parts[part] === 'loading');
  return waiting < 0 ? sections.length : waiting;
}

/**
 * Every section is drawn, each with its own code or its fallback, and so every picture the page
 * will draw: a picture registers in the commit that draws it, and a section is never drawn before
 * its late code has settled (`drawable`), so nothing inside it arrives later.
 */
export const everySectionDrawn = ({ sections, drawn }: StudyState) =>
  drawn.size === sections.length;

import { ACCENT_ATTRIBUTE } from './fragments';

/** A study's accent in one scheme: the colour, and the tint it is read on. */
export interface AccentColours {
  accent: string;
  tint: string;
}

/** A study's accent in both schemes: as its owner wrote it in light, its counterpart in dark. */
export interface StudyAccent {
  light: AccentColours;
  dark: AccentColours;
}

/** Every study's accent by slug, derived by the build from `src/content/studies.ts` and checked to read. */
declare const __STUDY_ACCENTS__: Record<string, StudyAccent>;

/** Each study's accent, by slug (`tooling/content/studyAccents.ts` derives them). */
export const studyAccents = __STUDY_ACCENTS__;

/**
 * A scheme's study accents: each study's scope sets $$accent and $$accentTint to its colours.
 * Written into the prerendered CSS (`darkTheme.ts`), so no colour of theirs is in the browser's
 * code.
 */
export const accentRules = (scheme: keyof StudyAccent, within = '') =>
  Object.fromEntries(
    Object.entries(studyAccents).map(([slug, colours]) => [
      `${within}[${ACCENT_ATTRIBUTE}="${slug}"]`,
      { $$accent: colours[scheme].accent, $$accentTint: colours[scheme].tint },
    ]),
  );

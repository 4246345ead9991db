import type { Section } from '../../content/types';
import type { StudySection } from './studyMachine';

/**
 * The section kinds whose code loads after the study shows (never on its first screen): the late
 * parts of a study's state. `SECTION_CODE` in StudySlides.tsx must give each its code, and only
 * these (its type says so).
 */
export const LATE_KINDS = [
  'compare',
  'story',
  'clip',
] as const satisfies readonly Section['kind'][];
export type LateKind = (typeof LATE_KINDS)[number];

const isLate = (kind: Section['kind']): kind is LateKind =>
  (LATE_KINDS as readonly string[]).includes(kind);

/** Each section of a study for its state: the late part its code comes in. */
export const studySections = (sections: Section[]): StudySection[] =>
  sections.map(({ kind }) => ({ part: isLate(kind) ? kind : null }));

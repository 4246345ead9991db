import type { SectionBase } from './types';

/**
 * Each section's eyebrow: its label, numbered by its place among the numbered sections
 * ('01 · Challenges'), so moving a section moves its number. Unlabelled sections have none.
 */
export function sectionEyebrows(sections: readonly Pick<SectionBase, 'label' | 'numbered'>[]) {
  let number = 0;
  return sections.map(({ label, numbered }) =>
    label === undefined || numbered === false
      ? label
      : `${String(++number).padStart(2, '0')} · ${label}`,
  );
}

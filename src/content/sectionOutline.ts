import type { SectionBase } from './types';
import { checkTitleCase } from './headingCase.ts';

type Titled = Pick<SectionBase, 'id' | 'label' | 'numbered' | 'heading'>;

export interface SectionTitle {
  id: string;
  eyebrow: string | undefined;
  heading: string;
  /** The section's name in the study's navigator: its label, or its heading without one. */
  label: string;
}

const kebab = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * Each section's anchor id, eyebrow, heading and navigator label, derived from its label and its
 * place: the heading defaults to the label (the navigator label to the heading, without a label),
 * the id to the label (or heading) in kebab-case, and the eyebrow numbers the label by its place
 * among the numbered sections ('01 · Challenges'), so moving a section moves its number.
 * Unlabelled sections have no eyebrow and take no number. The build checks every study with
 * `checkOutline` first.
 */
export function sectionOutline(sections: readonly Titled[]): SectionTitle[] {
  let number = 0;
  return sections.map(({ id, label, numbered, heading }) => {
    const title = heading ?? label ?? '';
    return {
      id: id ?? kebab(label ?? title),
      eyebrow:
        label === undefined || numbered === false
          ? label
          : `${String(++number).padStart(2, '0')} · ${label}`,
      heading: title,
      label: label ?? title,
    };
  });
}

/**
 * Throws on a section with no title, on a heading that does not say its navigator label (the
 * navigator would jump to a heading the reader does not recognise), or on two sections with one
 * anchor id (a derived id can collide with another section's, and a repeated anchor would send
 * links to the first).
 */
export function checkOutline(sections: readonly Titled[]) {
  const nameless = sections.find(({ heading, label }) => (heading ?? label) === undefined);
  if (nameless) throw new Error(`Section ${nameless.id ?? ''} has neither label nor heading`);
  const unsaid = sectionOutline(sections).find(
    ({ heading, label }) => !heading.toLowerCase().includes(label.toLowerCase()),
  );
  if (unsaid)
    throw new Error(`Section "${unsaid.heading}" does not say its label "${unsaid.label}"`);
  checkTitleCase(sectionOutline(sections).flatMap(({ heading, label }) => [heading, label]));
  const ids = sectionOutline(sections).map((section) => section.id);
  const repeated = ids.find((id, index) => ids.indexOf(id) !== index);
  if (repeated !== undefined) throw new Error(`Two sections share the anchor id "${repeated}"`);
}

/** The anchor of a story's step (1-based in the address): `results-step-2`. */
export const stepAnchor = (sectionId: string, step: number) => `${sectionId}-step-${step + 1}`;

/** The section an anchor names: itself, or the story section holding the step it names. */
export const sectionOfAnchor = (anchor: string) => anchor.replace(/-step-\d+$/, '');

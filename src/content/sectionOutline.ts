import type { SectionBase } from './types';

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
 * Unlabelled sections have no eyebrow and take no number.
 * Throws on a section with no title, or on two sections with one anchor id.
 */
export function sectionOutline(sections: readonly Titled[]): SectionTitle[] {
  let number = 0;
  const outline = sections.map(({ id, label, numbered, heading }) => {
    const title = heading ?? label;
    if (title === undefined) throw new Error(`Section ${id ?? ''} has neither label nor heading`);
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
  // A derived id can collide with another section's; a repeated anchor would send links to the first.
  const ids = outline.map((section) => section.id);
  const repeated = ids.find((id, index) => ids.indexOf(id) !== index);
  if (repeated !== undefined) throw new Error(`Two sections share the anchor id "${repeated}"`);
  return outline;
}

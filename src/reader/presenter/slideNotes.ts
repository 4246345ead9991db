import { sectionOutline } from '../../content/sectionOutline';
import type { CaseStudyBody } from '../../content/types';

/** Where a slide starts: its section ('' for the opening), its first item, and if a story's step. */
export interface SlidePlace {
  id: string;
  item: number;
  story: boolean;
}

/**
 * A study's speaker notes for the slide starting at `place`: its section's; for a story's step,
 * the step's own, the story's before them on its first step (or in place of a step's missing own).
 */
export function notesOf(body: CaseStudyBody, { id, item, story }: SlidePlace): string | undefined {
  if (!id) return body.hero.notes;
  const section =
    body.sections[sectionOutline(body.sections).findIndex((title) => title.id === id)];
  if (!story || section?.kind !== 'story') return section?.notes;
  const own = section.steps[item]?.notes;
  if (!own) return section.notes;
  return item === 0 && section.notes ? `${section.notes}\n\n${own}` : own;
}

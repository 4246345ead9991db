import { sectionOutline } from '../../content/sectionOutline';
import type { CaseStudyBody } from '../../content/types';
import type { SlidePlace } from './presenterChannel';

/** A study's speaker notes for the slide starting at `place`: a story's step's own, or its section's. */
export function notesOf(body: CaseStudyBody, { id, item, story }: SlidePlace): string | undefined {
  if (!id) return body.hero.notes;
  const section =
    body.sections[sectionOutline(body.sections).findIndex((title) => title.id === id)];
  if (story && section?.kind === 'story') return section.steps[item]?.notes ?? section.notes;
  return section?.notes;
}

import { caseStudyLinks } from '../../src/content/caseStudies';
import { sectionOutline } from '../../src/content/sectionOutline';
import type { ClipSection, StorySection } from '../../src/content/types';
import { firstWith, picturesIn, sealedStudies } from './sealedStudies';

/**
 * The first study that plays a clip of this kind (a walkthrough, or a loop): the study's link,
 * the clip's section, its name and navigator label, its anchor, and where the clip is among the
 * pictures its viewer pages through.
 */
export function clipStudy(play: ClipSection['clip']['play']) {
  const body = firstWith(sealedStudies, `a ${play} clip`, (study) =>
    study.sections.some((section) => section.kind === 'clip' && section.clip.play === play),
  );
  const index = body.sections.findIndex(
    (section) => section.kind === 'clip' && section.clip.play === play,
  );
  const section = body.sections[index] as ClipSection;
  const outline = sectionOutline(body.sections)[index]!;
  const pictures = picturesIn(body);
  return {
    ...caseStudyLinks.find((study) => study.slug === body.slug)!,
    section,
    name: outline.heading,
    label: outline.label,
    anchor: outline.id,
    /** What the viewer pages through, and where the clip is among them (from 0). */
    pictures,
    at: pictures.indexOf(section.clip.description),
  };
}

export type ClipStudy = ReturnType<typeof clipStudy>;

/** The first story told through a clip: its study's link, the story, and its anchor. */
export function clipStoryStudy() {
  const body = firstWith(sealedStudies, 'a story told through a clip', (study) =>
    study.sections.some((section) => section.kind === 'story' && section.figure.kind === 'clip'),
  );
  const index = body.sections.findIndex(
    (section) => section.kind === 'story' && section.figure.kind === 'clip',
  );
  const story = body.sections[index] as StorySection & { figure: { kind: 'clip' } };
  const outline = sectionOutline(body.sections)[index]!;
  return {
    ...caseStudyLinks.find((study) => study.slug === body.slug)!,
    story,
    /** Each step's second. */
    seconds: story.steps.map(({ at }) => at!),
    anchor: outline.id,
    label: outline.label,
  };
}

/**
 * The chunk each section kind with late code comes in (`SECTION_CODE` in src/reader/StudySlides.tsx),
 * named for its module: the fault matrix fails each in turn. `tests/unit/oneOwner.test.ts` fails
 * when a kind's code comes late and has no entry here.
 */
export const lateSectionChunks: Record<string, string> = {
  compare: 'BeforeAfter',
  story: 'StoryBody',
  clip: 'Clip',
};

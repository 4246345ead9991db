// The modules the build writes of the owner's studies (tooling/content/publicStudies.ts), which
// the browser loads where it draws them (./publicStudies.ts).

/** Every study's slug, and how to load one: with every page. */
export const STUDY_INDEX_ID = 'virtual:study-index';
/** What the highlighted studies' cards draw: with the home page. */
export const STUDY_HIGHLIGHTS_ID = 'virtual:study-highlights';
/** Every study whole: with the code that lists them (the Projects menu, All work, a study's end). */
export const STUDY_CATALOGUE_ID = 'virtual:study-catalogue';
/** One study whole, by slug: with its page. */
export const STUDY_PREFIX = 'virtual:study/';

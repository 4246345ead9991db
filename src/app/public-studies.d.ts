declare module 'virtual:study-index' {
  import type { PublicStudy } from '../content/types';
  /** Every study's slug, in site-map order. */
  export const studySlugs: string[];
  /** Loads a study's module (again, after a failure, as a page's module is). */
  export const loadStudyModule: (slug: string) => Promise<{ default: PublicStudy }>;
}

declare module 'virtual:study-highlights' {
  import type { StudyCard } from '../content/types';
  /** The studies the home page shows as cards, in site-map order. */
  export const highlights: StudyCard[];
}

declare module 'virtual:study-catalogue' {
  import type { PublicStudy } from '../content/types';
  /** Every study, in site-map order. */
  export const allStudies: PublicStudy[];
}

declare module 'virtual:study/*' {
  import type { PublicStudy } from '../content/types';
  const study: PublicStudy;
  export default study;
}

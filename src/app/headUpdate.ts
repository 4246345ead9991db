import { pages } from '../content/pages';
import { ownPageMeta, studyMeta } from '../content/pageTitles';
import type { PublicStudy, SitePage } from '../content/types';
import { headTagsFor, headTagSelector } from './headTags';

/** What the head of a page the visitor has moved to says: its page, its study and its address. */
export interface HeadFacts {
  /** Its page; none for an unknown path, which shows the not-found page. */
  page: SitePage | undefined;
  canonical: string;
  loadStudy: (slug: string) => Promise<PublicStudy>;
}

/**
 * Brings the title and the prerendered head tags to a page the visitor has moved to, once its
 * study, if it shows one, has loaded. Loaded on the first navigation: every page is prerendered
 * with its own head. It is given what the page knows, so it shares no module with the page.
 */
export async function updateHead(
  { page = pages.notFound, canonical, loadStudy }: HeadFacts,
  current: () => boolean,
) {
  const meta =
    page.study === undefined ? ownPageMeta(page) : studyMeta(await loadStudy(page.study));
  const { title, tags } = headTagsFor(meta, canonical);
  if (!current()) return;
  document.title = title;
  for (const tag of tags)
    document.head.querySelector(headTagSelector(tag))?.setAttribute(tag.attribute, tag.value);
}

import { owner } from './owner';
import { navigation } from './site';
import { metaOf, pages, siteMap, studyOf } from './siteMap';
import type { SitePage } from './types';
import { work } from './work';

/**
 * The picture a link preview shows for each page (Open Graph and Twitter cards), drawn at build
 * time from these words (tooling/images/openGraphImages.ts). Public facts only: a study's card shows its
 * public title and teaser, never its sealed body.
 */

export const sharePreviewSize = { width: 1200, height: 630 } as const;

/** What a preview card says, top to bottom, and the study accent it is drawn in. */
export interface SharePreviewCard {
  eyebrow: string;
  title: string;
  subtitle: string;
  accent?: string;
}

export interface SharePreview {
  path: string;
  /** Site-root path of the PNG the build writes. */
  src: string;
  alt: string;
  card: SharePreviewCard;
}

const cardFor = (page: SitePage): SharePreviewCard => {
  const study = studyOf(page);
  if (study) {
    const { title, teaser, employer, year, accent } = study;
    return { eyebrow: `Case study · ${employer.name} · ${year}`, title, subtitle: teaser, accent };
  }
  const titles: Record<string, string> = {
    [navigation.leadership.href]: navigation.leadership.long,
    [pages.work.path]: work.heading,
  };
  const title = titles[page.path];
  if (title)
    return { eyebrow: `${owner.name} · ${owner.role}`, title, subtitle: metaOf(page).description };
  return { eyebrow: 'Portfolio', title: owner.name, subtitle: owner.role };
};

const previewOf = (page: SitePage): SharePreview => {
  const card = cardFor(page);
  return {
    path: page.path,
    src: `/og/${page.path.slice(1) || 'home'}.png`,
    alt: `${card.title}: ${card.subtitle}`,
    card,
  };
};

/** One preview per page a visitor can share; the not-found page has none of its own. */
export const sharePreviews: SharePreview[] = siteMap
  .filter((page) => !page.notFound)
  .map(previewOf);

/** A path's preview; an unknown path, served the not-found page, shares the home page's. */
export const sharePreviewFor = (pathname: string): SharePreview =>
  sharePreviews.find((preview) => preview.path === pathname) ?? sharePreviews[0]!;

import { owner } from '../content/owner';
import { sharePreviewFor, sharePreviewSize } from '../content/sharePreviews';
import { canonicalUrl } from './knownPages';
import { metaForPath } from '../content/siteMap';
import { pages } from '../content/pages';
import { headTag, type HeadTag } from './headTags';

/**
 * What link previews read (Open Graph and Twitter cards), prerendered into each page. Scrapers
 * do not run scripts, so these are never updated on navigation and stay out of the browser bundle.
 */
export function shareTagsFor(pathname: string): HeadTag[] {
  const meta = metaForPath(pathname);
  const preview = sharePreviewFor(pathname);
  const image = `${owner.siteUrl}${preview.src}`;
  return [
    headTag('meta', ['property', 'og:type'], 'website'),
    headTag('meta', ['property', 'og:site_name'], owner.name),
    headTag('meta', ['property', 'og:title'], meta.title),
    headTag('meta', ['property', 'og:description'], meta.description),
    headTag('meta', ['property', 'og:url'], canonicalUrl(pathname)),
    headTag('meta', ['property', 'og:image'], image),
    headTag('meta', ['property', 'og:image:width'], String(sharePreviewSize.width)),
    headTag('meta', ['property', 'og:image:height'], String(sharePreviewSize.height)),
    headTag('meta', ['property', 'og:image:alt'], preview.alt),
    headTag('meta', ['name', 'twitter:card'], 'summary_large_image'),
    headTag('meta', ['name', 'twitter:title'], meta.title),
    headTag('meta', ['name', 'twitter:description'], meta.description),
    headTag('meta', ['name', 'twitter:image'], image),
    headTag('meta', ['name', 'twitter:image:alt'], preview.alt),
  ];
}

/** Structured data for search engines: on the home page, who the site is about. */
export function structuredDataFor(pathname: string): object | undefined {
  if (pathname !== pages.home.path) return undefined;
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: owner.name,
    jobTitle: owner.role,
    url: canonicalUrl(pathname),
    image: `${owner.siteUrl}${owner.photo.src}`,
    sameAs: [owner.profile.href],
  };
}

import { owner } from '../content/owner';
import { canonicalUrl, metaForPath, sharePreview } from '../content/site';

/** One tag in the head: found by `key` (attribute and value), carrying `value` in `attribute`. */
export interface HeadTag {
  element: 'meta' | 'link';
  key: readonly ['name' | 'property' | 'rel', string];
  attribute: 'content' | 'href';
  value: string;
}

/** The title and the head tags of a path: prerendered into its page, updated on navigation. */
export function headFor(pathname: string): { title: string; tags: HeadTag[] } {
  const meta = metaForPath(pathname);
  const url = canonicalUrl(pathname);
  const tag = (element: HeadTag['element'], key: HeadTag['key'], value: string): HeadTag => ({
    element,
    key,
    attribute: element === 'link' ? 'href' : 'content',
    value,
  });
  return {
    title: meta.title,
    tags: [
      tag('meta', ['name', 'description'], meta.description),
      tag('meta', ['name', 'robots'], meta.noindex ? 'noindex' : 'index, follow'),
      tag('link', ['rel', 'canonical'], url),
      tag('meta', ['property', 'og:type'], 'website'),
      tag('meta', ['property', 'og:site_name'], owner.name),
      tag('meta', ['property', 'og:title'], meta.title),
      tag('meta', ['property', 'og:description'], meta.description),
      tag('meta', ['property', 'og:url'], url),
      tag('meta', ['property', 'og:image'], `${owner.siteUrl}${sharePreview.src}`),
      tag('meta', ['name', 'twitter:card'], 'summary_large_image'),
    ],
  };
}

/** The CSS selector that finds a tag in the document's head. */
export const headTagSelector = ({ element, key: [name, value] }: HeadTag) =>
  `${element}[${name}="${value}"]`;

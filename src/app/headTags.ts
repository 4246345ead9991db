import type { PageMeta } from '../content/types';

/** One tag in the head: found by `key` (attribute and value), carrying `value` in `attribute`. */
export interface HeadTag {
  element: 'meta' | 'link';
  key: readonly ['name' | 'property' | 'rel', string];
  attribute: 'content' | 'href';
  value: string;
}

export const headTag = (
  element: HeadTag['element'],
  key: HeadTag['key'],
  value: string,
): HeadTag => ({ element, key, attribute: element === 'link' ? 'href' : 'content', value });

/**
 * The title and the head tags of a path that the browser and search engines read, given its title
 * and description: prerendered into its page, updated on navigation (./headUpdate.ts). Link
 * previews are prerendered only (./shareTags.ts).
 */
export function headTagsFor(meta: PageMeta, canonical: string): { title: string; tags: HeadTag[] } {
  return {
    title: meta.title,
    tags: [
      headTag('meta', ['name', 'description'], meta.description),
      headTag('meta', ['name', 'robots'], meta.noindex ? 'noindex' : 'index, follow'),
      headTag('link', ['rel', 'canonical'], canonical),
    ],
  };
}

/** The CSS selector that finds a tag in the document's head. */
export const headTagSelector = ({ element, key: [name, value] }: HeadTag) =>
  `${element}[${name}="${value}"]`;

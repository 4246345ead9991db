import { owner } from '../content/owner';
import { canonicalUrl } from '../content/site';

/** The print style element in the head, prerendered and kept in step with navigation. */
export const PRINT_PAGE_ID = 'print-page';

const quoted = (text: string) => JSON.stringify(text);

/**
 * The printed page's box: its margins, and in them the owner's name, the page's address and the
 * page number (CSS margin boxes; a browser without them prints the page without). Stitches cannot
 * write margin boxes, so this is CSS text.
 */
export function printPageCss(pathname: string): string {
  const address = canonicalUrl(pathname).replace(/^https?:\/\//, '');
  const box = (content: string, align: string) =>
    `{content:${content};font:8pt/1.2 system-ui,sans-serif;color:#444;text-align:${align}}`;
  return [
    '@page{margin:16mm 14mm 18mm;',
    `@bottom-left${box(quoted(owner.name), 'left')}`,
    `@bottom-center${box(quoted(address), 'center')}`,
    `@bottom-right${box('counter(page) " / " counter(pages)', 'right')}`,
    '}',
  ].join('');
}

/**
 * The page a presented slide prints on: 16:9 landscape, a presentation's size (13.333 × 7.5 in),
 * which is 1280 × 720 CSS px, the width slides are laid out at.
 */
export const SLIDE_PAGE = { width: 1280, height: 720 } as const;

export const printSlidesCss = `@page{size:${SLIDE_PAGE.width / 96}in ${SLIDE_PAGE.height / 96}in;margin:0}`;

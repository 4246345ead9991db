import { owner } from '../content/owner';
import { PAGE_ADDRESS, SITE_ADDRESS, siteAddress } from './pageAddress';

/** The printed page's margins in millimetres: the bottom one holds the name, address and number. */
export const PRINT_MARGIN_MM = { top: 16, side: 14, bottom: 18 } as const;

/**
 * The printed page's box: its margins, and in them the owner's name, the page's address and the
 * page number (CSS margin boxes; a browser without them prints the page without). Stitches cannot
 * write margin boxes, so this is CSS text, in the site's print stylesheet (entry-server.tsx); the
 * page's address is a property of the root, which every page is written with and the app keeps in
 * step (`pageAddress.ts`).
 */
export function printPageCss(): string {
  const box = (content: string, align: string) =>
    `{content:${content};font:8pt/1.2 system-ui,sans-serif;color:#444;text-align:${align}}`;
  return [
    `:root{${SITE_ADDRESS}:${siteAddress()}}`,
    `@page{margin:${PRINT_MARGIN_MM.top}mm ${PRINT_MARGIN_MM.side}mm ${PRINT_MARGIN_MM.bottom}mm;`,
    `@bottom-left${box(JSON.stringify(owner.name), 'left')}`,
    `@bottom-center${box(`var(${PAGE_ADDRESS})`, 'center')}`,
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

/** The speaker's handout: the paper's own size, upright, each slide with its notes under it. */
export const printHandoutCss = '@page{size:portrait;margin:14mm}';

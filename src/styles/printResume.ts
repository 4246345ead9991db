import { SITE_ADDRESS } from '../app/pageAddress';
import type { CSS } from './stitches.config';

/**
 * The home page on paper is a résumé a recruiter can file: the name and its addresses, the
 * introduction and its figures on one line, the career as a compact table, the three studies with
 * their addresses, then the leadership style; one or two pages, laid out for the page's own width
 * (a page is narrower than the site's tablet breakpoint, so without these rules it would print the
 * phone's layout). The home page's introduction carries `data-resume`; every rule is scoped to the
 * document that holds it, so the other pages print as `printStyles.ts` has them. Addresses come
 * from the printed page's custom properties (`app/printPage.ts`), links from their `href`.
 */
const page = 'body:has([data-resume])';
const main = `${page} main > div`;
const career = `${page} #career`;
const hero = `${page} [data-resume]`;
const projects = `${page} #projects`;
const invite = `${main} > section:has([data-invite])`;

/** The site's address followed by a link's own path: a reader of paper cannot click. */
const address = (prefix: string): CSS => ({
  content: `"${prefix}" var(${SITE_ADDRESS}) attr(href)`,
});

export const resumeOnPaper = {
  // The name heads the paper in the display face; the site's and the profile's addresses beside it.
  [`${page} header > div:last-child`]: {
    height: 'auto',
    alignItems: 'flex-end',
    paddingLeft: 0,
    paddingRight: 0,
    paddingBottom: '3mm',
    borderBottom: '0.75pt solid $colors$text',
  },
  [`${page} header a[href="/"]`]: {
    fontFamily: '$display',
    fontWeight: 400,
    fontSize: '26pt',
    lineHeight: 1,
    minHeight: 0,
  },
  [`${page} header a[href="/"] > span, ${page} header label`]: { display: 'none' },
  [`${page} header nav`]: {
    display: 'flex !important',
    flexDirection: 'column',
    alignItems: 'flex-end',
    gap: '0.5mm',
    fontSize: '9pt',
  },
  [`${page} header nav::before`]: { content: `var(${SITE_ADDRESS})`, fontWeight: 600 },
  [`${page} header nav > :not([href^="http"])`]: { display: 'none' },
  [`${page} header nav a`]: { display: 'block', minHeight: 0, padding: 0, fontSize: '9pt' },
  [`${page} header nav a > :not(:first-child)`]: { display: 'none' },
  [`${page} header nav a::after`]: { content: '": " attr(href)', fontWeight: 400 },

  // The studies before the leadership style, as a résumé reads.
  [main]: { display: 'flex', flexDirection: 'column' },
  [invite]: { order: 1 },
  [`${main} > section`]: {
    paddingTop: '5mm !important',
    paddingBottom: '0 !important',
    backgroundColor: 'transparent',
  },
  // The page's width is the paper's: no screen gutters.
  [`${main} > section > div, ${hero} > div`]: {
    maxWidth: 'none',
    paddingLeft: '0 !important',
    paddingRight: '0 !important',
  },
  [`${page} main section div:has(> h2)`]: { marginBottom: 'calc(2.5mm - 45mm) !important' },
  [`${main} section h2`]: { fontSize: '15pt' },
  [`${main} section div:has(> h2) > p:first-child`]: { display: 'none' },
  [`${main} section div:has(> h2) > p:last-child`]: { fontSize: '9.5pt', marginTop: '1mm' },

  // The introduction: the title and place, the lede, the facts in two columns, then the figures
  // on one line; the greeting gives way to the name above it, the portrait to the words.
  [hero]: { paddingTop: '3mm !important', paddingBottom: '0 !important' },
  [`${hero} > div > div:first-child`]: { display: 'block' },
  [`${hero} h1, ${hero} img`]: { display: 'none' },
  [`${hero} p`]: { fontSize: '10.5pt', marginTop: '2mm' },
  [`${hero} h2`]: { marginTop: '3mm' },
  [`${hero} ul`]: {
    display: 'block',
    columns: 2,
    columnGap: '8mm',
    fontSize: '9.5pt',
    marginTop: '1mm',
  },
  [`${hero} li`]: { marginTop: '0.7mm', breakInside: 'avoid' },
  [`${hero} dl`]: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: '1mm 8mm',
    marginTop: '3mm',
    paddingTop: '2.5mm',
  },
  [`${hero} dl > div`]: { flexDirection: 'row', alignItems: 'baseline', gap: '1.5mm' },
  [`${hero} dd`]: { order: -1 },
  [`${hero} dd, ${hero} dd *`]: { fontSize: '15pt', lineHeight: 1 },
  [`${hero} dt`]: { fontSize: '9pt' },

  // The career: a real table at the page's width, one row a role, never split over two pages.
  [`${career} table`]: { fontSize: '9pt' },
  [`${career} thead`]: { display: 'table-header-group' },
  [`${career} tbody`]: { display: 'table-row-group' },
  [`${career} tr`]: { display: 'table-row', borderTopStyle: 'none', marginTop: 0 },
  [`${career} tbody th, ${career} td`]: {
    display: 'table-cell',
    padding: '2mm 3mm 2mm 0',
    verticalAlign: 'top',
  },
  [`${career} thead th`]: { padding: '0 3mm 1.5mm 0', fontSize: '7.5pt' },
  [`${career} td::before`]: { display: 'none' },
  [`${career} tbody th > span`]: { gap: '2mm', fontSize: '9.5pt', minWidth: 0 },
  [`${career} tbody th img, ${career} tbody th > span > span`]: {
    width: '5mm',
    height: '5mm',
    // Not centred as the page's pictures are: it leads its company's name.
    marginInline: 0,
    borderRadius: '1mm',
    fontSize: '8pt',
  },
  [`${career} td:nth-child(2)`]: { whiteSpace: 'nowrap' },
  [`${career} td:nth-child(3)`]: { width: '52mm' },
  [`${career} td:nth-child(3) > span`]: { fontWeight: 600 },
  [`${career} td:nth-child(3) > div`]: { marginTop: '1mm', gap: '1mm', fontSize: '8pt' },
  [`${career} td:nth-child(3) [aria-hidden]`]: { justifyContent: 'flex-start', gap: '2mm' },
  [`${career} td:nth-child(3) [aria-hidden] > span`]: { whiteSpace: 'nowrap', fontSize: '7.5pt' },
  [`${career} td:last-child`]: { width: 'auto', color: '$colors$text' },

  // The studies side by side, a compact entry each: its picture left off, its address under its
  // title, where its link was.
  [`${projects} > div > div:last-child`]: {
    gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
    gap: '5mm',
  },
  [`${projects} article`]: {
    display: 'block',
    height: 'auto',
    border: 'none',
    borderLeft: '2pt solid $$accent',
    borderRadius: 0,
    boxShadow: 'none',
    paddingLeft: '3mm',
  },
  [`${projects} article > div:first-child, ${projects} article > div > div:last-child`]: {
    display: 'none',
  },
  [`${projects} article > div:last-child`]: { padding: 0, gap: '0.7mm' },
  [`${projects} h3`]: { fontSize: '13pt' },
  [`${projects} h3 a::after`]: {
    ...address(''),
    // On screen the link's box stretched over the card.
    position: 'static',
    display: 'block',
    fontFamily: '$body',
    fontSize: '8pt',
    color: '$colors$textMuted',
  },
  [`${projects} article p`]: { fontSize: '9.5pt' },

  // The leadership style in three lines, and the leadership page's address.
  [`${invite} [data-invite] > a`]: { fontSize: '9pt', fontWeight: 400 },
  [`${invite} [data-invite] > a::after`]: address('at '),
} satisfies Record<string, CSS>;

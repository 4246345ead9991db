import type { CSS } from './stitches.config';

/**
 * The site on paper, and as a PDF saved from the browser's print: every block in its final state,
 * black text on white, nothing split that reads as one piece, links that say where they go.
 * Screen-only controls leave themselves off (`screenOnly`); the page's margins and what they
 * carry are `app/printPage.ts`.
 */
export const printStyles = {
  ':root': {
    // Light backgrounds, printed as designed (the charts' bars are backgrounds), and text dark
    // enough for a laser printer.
    printColorAdjust: 'exact',
    '--colors-canvas': '$colors$white',
    '--colors-headerGlass': '$colors$white',
    '--colors-headerScrolled': '$colors$white',
    '--colors-textMuted': '$colors$ink700',
    // Sections that alternate on screen run on together on paper.
    '--colors-surfaceSunken': '$colors$white',
  },
  body: { fontSize: '10.5pt' },
  // Scroll reveals and drawn graphics show their final state, whatever was scrolled.
  '[data-reveal], [data-reveal] *': {
    opacity: '1 !important',
    transform: 'none !important',
    transition: 'none !important',
  },
  // Sections that skip rendering off screen would print blank.
  'section, article': { contentVisibility: 'visible !important' },
  // The header once, at the top of the first page.
  header: { position: 'static !important' },
  'h1, h2, h3, h4': { breakAfter: 'avoid', breakInside: 'avoid' },
  'figure, blockquote, tr, li, img, svg, dl': { breakInside: 'avoid' },
  // A table's column heads stay with its first row.
  thead: { breakAfter: 'avoid' },
  'p, li': { orphans: 3, widows: 3 },
  // A big picture shrinks, keeping its shape, to leave room for its page's words rather than take
  // a page of its own.
  'main img': {
    width: 'auto !important',
    maxWidth: '100%',
    maxHeight: '80mm',
    marginInline: 'auto',
  },
  // An external link's address, after its text.
  'main a[href^="http"]::after': {
    content: '" (" attr(href) ")"',
    fontSize: '0.85em',
    fontWeight: 400,
    overflowWrap: 'anywhere',
  },
} satisfies Record<string, CSS>;

import { resumeOnPaper } from './printResume';
import { globalCss, type CSS } from './stitches.config';

/**
 * The site on paper, and as a PDF saved from the browser's print: every block in its final state,
 * black text on white, nothing split that reads as one piece, links that say where they go.
 * Screen-only controls leave themselves off (`screenOnly`); the page's margins and what they
 * carry are `app/printPage.ts`.
 *
 * Written by the build into the site's print stylesheet (`printSheet` in entry-server.tsx), which
 * every page links for print only: a visitor's JavaScript never carries them, and the screen's
 * first paint never waits for them. The dev server, with nothing prerendered, adds them itself.
 */
const onPaper = {
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
  // The header once, at the top of the first page, and the page's room for it gone.
  header: { position: 'static !important' },
  main: { minHeight: '0 !important', paddingTop: '0 !important' },
  // For the screen: the header's menu, the site's footer (other controls say so themselves, with
  // `screenOnly`).
  'header nav, footer': { display: 'none !important' },
  // A section's room is a line or two, not a screen's breathing space.
  'main section': { paddingTop: '$5 !important', paddingBottom: '$5 !important' },
  // A page is narrower than a laptop's table: the career summary takes the room, rows stay short.
  'main table td:last-child': { width: '45%' },
  'h1, h2, h3, h4': { breakAfter: 'avoid', breakInside: 'avoid' },
  // A section's head (eyebrow, heading, intro) prints whole and never ends a page: it carries room
  // for the start of what follows (taken back by its margin), so it moves on with it.
  'main section div:has(> h2)': {
    breakInside: 'avoid',
    breakAfter: 'avoid',
    paddingBottom: '45mm !important',
    marginBottom: 'calc($space$6 - 45mm) !important',
  },
  'figure, blockquote, tr, li, img, svg, dl': { breakInside: 'avoid' },
  'p, li': { orphans: 3, widows: 3 },
  // A big picture shrinks, keeping its shape, to leave room for its page's words rather than take
  // a page of its own.
  'main img': {
    width: 'auto !important',
    maxWidth: '100%',
    maxHeight: '80mm',
    marginInline: 'auto',
  },
  // An invitation to go on is a paragraph on paper: no panel, its action a line of text (an
  // external one followed by its address, below).
  'main [data-invite]': {
    display: 'block',
    padding: 0,
    border: 'none',
    boxShadow: 'none',
    backgroundImage: 'none',
    breakInside: 'avoid',
  },
  'main [data-invite] > a': {
    // On a line of its own after the block before it, no wider than its words.
    display: 'inline-block',
    minHeight: 0,
    marginTop: '$2',
    padding: 0,
    border: 'none',
    backgroundColor: 'transparent',
    color: '$text',
    fontSize: '10pt',
  },
  'main [data-invite] > a > svg': { display: 'none' },
  // An external link's address, after its text.
  'main a[href^="http"]::after': {
    content: '" (" attr(href) ")"',
    fontSize: '0.85em',
    fontWeight: 400,
    overflowWrap: 'anywhere',
  },
} satisfies Record<string, CSS>;

export const printStyles = globalCss({ '@media print': { ...onPaper, ...resumeOnPaper } });

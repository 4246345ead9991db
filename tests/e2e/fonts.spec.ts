import type { CDPSession, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { siteMap } from '../../src/content/siteMap';
import { webFonts } from '../../src/styles/webFonts';
import { MENU_TRIGGER_ATTRIBUTE } from '../../src/boot/protocol';
import { keptCharacters } from '../../tooling/fonts/keptCharacters';
import {
  asReturningVisitor,
  gatedPaths,
  openHydrated,
  scrollThrough,
  scrollThroughStudy,
} from './support';

/**
 * The faces whose subset keeps only some of the site's characters (tooling/fonts/keptCharacters.ts).
 * The others keep every character of the source their file has; Inter's has no arrows (←, →), which
 * the fallback draws.
 */
const FAMILIES = Object.values(webFonts)
  .map((font) => font.family)
  .filter((family) => keptCharacters[family]);
/** The DOM's node type of text (`Node.TEXT_NODE`, which Node.js does not have). */
const TEXT_NODE = 3;

interface DomNode {
  nodeId: number;
  nodeType: number;
  nodeValue: string;
  children?: DomNode[];
}

/** The elements with text of their own, with that text, from the whole document. */
function elementsWithText(node: DomNode, found = new Map<number, string>()) {
  for (const child of node.children ?? []) {
    if (child.nodeType === TEXT_NODE && child.nodeValue.trim())
      found.set(node.nodeId, (found.get(node.nodeId) ?? '') + child.nodeValue);
    elementsWithText(child, found);
  }
  return found;
}

/** What the subset faces drew on a page. */
interface Drawn {
  /** Text set in a face but drawn partly in another font, each described for the failure. */
  strays: string[];
  /** The faces the page sets text in but which drew none of it: they missed the page's load. */
  unused: string[];
}

/**
 * How the text the page sets in a subset face was drawn (Chromium's own account of the glyphs it
 * drew, by font), read once the page has stopped replacing nodes (see `openWhole`).
 */
async function drawnInItsFace(cdp: CDPSession): Promise<Drawn> {
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
  const strays: string[] = [];
  const set = new Set<string>();
  const drew = new Set<string>();
  for (const [nodeId, text] of elementsWithText(root as DomNode)) {
    const { computedStyle } = await cdp.send('CSS.getComputedStyleForNode', { nodeId });
    const stack = computedStyle.find((property) => property.name === 'font-family')?.value ?? '';
    const face = stack
      .split(',')[0]!
      .trim()
      .replace(/^["']|["']$/g, '');
    if (!FAMILIES.includes(face)) continue;
    set.add(face);
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    if (fonts.some((font) => font.familyName === face)) drew.add(face);
    const others = fonts.filter((font) => font.familyName !== face);
    if (others.length === 0) continue;
    const keeps = keptCharacters[face];
    const left = keeps ? [...new Set(text)].filter((char) => !keeps.test(char)).join('') : '';
    strays.push(
      `"${text.trim()}" is set in ${face} but drawn partly in ${others.map((font) => `${font.familyName} (${font.glyphCount} glyphs)`).join(', ')}` +
        (left
          ? `: ${face} leaves out ${JSON.stringify(left)} (tooling/fonts/keptCharacters.ts)`
          : ''),
    );
  }
  return { strays, unused: [...set].filter((face) => !drew.has(face)) };
}

/**
 * Opens `path` with everything it can show rendered: every section scrolled to, the faces in, and
 * the code that arrives late in (the Projects menu's, swapped in at idle, replaces its trigger).
 */
async function openWhole(page: Page, path: string, study: 'open' | 'locked' | null) {
  await openHydrated(page, path);
  await (study === 'open' ? scrollThroughStudy(page) : scrollThrough(page));
  await page.evaluate(() => document.fonts.ready);
  await expect(page.locator(`[${MENU_TRIGGER_ATTRIBUTE}]`)).toHaveCount(0);
}

const visits = [
  ...siteMap.map((entry) => ({ path: entry.path, study: entry.study ? 'open' : null }) as const),
  { path: gatedPaths[0]!, study: 'locked' } as const,
];

for (const { path, study } of visits) {
  test(`${path}${study === 'locked' ? ', locked' : ''}: every character set in ${FAMILIES.join(' and ')} is drawn in it`, async ({
    page,
  }) => {
    if (study === 'open') await asReturningVisitor(page);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    // The faces are `font-display: optional`: on a machine too busy to bring one within its
    // first 100 ms, a page rightly draws in the fallback for good. The page is read on a visit
    // whose faces are in the browser's cache already (they are immutable), as a returning
    // visitor's are: the first visit brings them.
    await openWhole(page, path, study);
    await page.evaluate(() => Promise.all([...document.fonts].map((face) => face.load())));
    await openWhole(page, path, study);
    const drawn = await drawnInItsFace(cdp);
    expect(drawn.unused, 'faces that drew none of their text, from the cache').toEqual([]);
    expect(drawn.strays).toEqual([]);
  });
}

import type { CDPSession, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { siteMap } from '../../src/content/siteMap';
import { webFonts } from '../../src/styles/webFonts';
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

/**
 * Text the page sets in a web face but the browser draws in another font: each element's text,
 * its face, and the fonts that drew it (Chromium's own account of the glyphs it drew, by font).
 */
async function drawnOutsideItsFace(cdp: CDPSession) {
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
  const strays: string[] = [];
  for (const [nodeId, text] of elementsWithText(root as DomNode)) {
    const { computedStyle } = await cdp.send('CSS.getComputedStyleForNode', { nodeId });
    const stack = computedStyle.find((property) => property.name === 'font-family')?.value ?? '';
    const face = stack
      .split(',')[0]!
      .trim()
      .replace(/^["']|["']$/g, '');
    if (!FAMILIES.includes(face)) continue;
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
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
  return strays;
}

/** Opens `path` with everything it can show rendered: the study opened or not, every section scrolled to. */
async function openWhole(page: Page, path: string, study: 'open' | 'locked' | null) {
  if (study === 'open') await asReturningVisitor(page);
  await openHydrated(page, path);
  await (study === 'open' ? scrollThroughStudy(page) : scrollThrough(page));
  await page.evaluate(() => document.fonts.ready);
}

const visits = [
  ...siteMap.map(
    (entry) => ({ path: entry.path, study: entry.caseStudy ? 'open' : null }) as const,
  ),
  { path: gatedPaths[0]!, study: 'locked' } as const,
];

for (const { path, study } of visits) {
  test(`${path}${study === 'locked' ? ', locked' : ''}: every character set in ${FAMILIES.join(' and ')} is drawn in it`, async ({
    page,
  }) => {
    await openWhole(page, path, study);
    const cdp = await page.context().newCDPSession(page);
    expect(await drawnOutsideItsFace(cdp)).toEqual([]);
  });
}

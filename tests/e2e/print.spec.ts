import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { caseStudyLinks } from '../../src/content/caseStudies';
import { gate } from '../../src/content/gate';
import { owner } from '../../src/content/owner';
import { navigation } from '../../src/content/site';
import { timeline } from '../../src/content/timeline';
import { sectionOutline } from '../../src/content/sectionOutline';
import { countedFigure, formatFigure } from '../../src/sections/figureFormat';
import { readPdf } from '../shared/pdf';
import { pageBudget, printArea, type PaperFormat, screenOnlyWords } from '../shared/printFacts';
import { sealedStudies, sealedStudy } from '../shared/sealedStudies';
import { sealedQuotes } from '../../tooling/sealing/leakGuard';
import { asReturningVisitor, FIGURE_FINAL, openHydrated, sectionsIn } from './support';

/** The site's address as paper writes it, before a page's path. */
const siteAddress = new URL(owner.siteUrl).host;

/** The PDF's text, page by page. */
const pdfText = async (pdf: Buffer) => (await readPdf(pdf)).map((page) => page.items);

const words = (text: string) =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .match(/[\p{L}\p{N}]+/gu) ?? [];

/**
 * The words a reader sees on the page as printed: its text with the print styles applied, less
 * what only assistive tech reads.
 */
function printedWords(page: Page) {
  return page.evaluate(() => {
    const quiet = document.head.appendChild(document.createElement('style'));
    quiet.textContent = '.visually-hidden { display: none !important; }';
    const text = document.body.innerText;
    quiet.remove();
    return text;
  });
}

/** How tall the page lays out with the print styles, as wide as `format`'s printable area. */
async function printedHeight(page: Page, format: PaperFormat) {
  const screen = page.viewportSize()!;
  await page.setViewportSize({ ...screen, width: printArea(format).width });
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize(screen);
  return height;
}

/** Prints the page as the browser's Print to PDF would, and checks what the paper says. */
async function expectPrints(page: Page, path: string) {
  await page.evaluate(() => document.fonts.ready);
  const finals = await page.locator(FIGURE_FINAL).allTextContents();
  const externalLinks = await page
    .locator('main a[href^="http"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
  await page.emulateMedia({ media: 'print' });
  const expected = new Set(words(await printedWords(page)));
  for (const format of ['A4', 'Letter'] as const) {
    const pages = await pdfText(await page.pdf({ format, preferCSSPageSize: true }));
    const items = pages.flat();
    const text = items.join(' ');
    const compact = words(text).join('');
    const printed = new Set(words(text));
    const missing = [...expected].filter((word) => !printed.has(word) && !compact.includes(word));
    expect(missing, `${path} at ${format}: words left off paper`).toEqual([]);
    for (const screenOnly of screenOnlyWords)
      expect(text, `${path} at ${format}`).not.toMatch(new RegExp(`\\b${screenOnly}\\b`));
    // A figure prints its final text, never its start drawn over it.
    for (const final of finals) {
      const figure = countedFigure(final);
      const start = figure && formatFigure(figure, 0);
      if (start && !finals.includes(start)) expect(items, `${path}: ${final}`).not.toContain(start);
      expect(text, `${path} at ${format}`).toContain(final);
    }
    // An external link prints where it goes (the address may wrap across lines).
    const unbroken = items.join('');
    for (const href of externalLinks) expect(unbroken, `${path}: ${href}`).toContain(href);
    const budget = pageBudget(await printedHeight(page, format), format);
    expect(pages.length, `${path} at ${format}: pages`).toBeLessThanOrEqual(budget);
  }
}

test('/ prints with every word as a résumé of one or two pages at A4 and Letter, light or dark', async ({
  page,
}) => {
  await openHydrated(page, '/');
  await expectPrints(page, '/');
  for (const colorScheme of ['light', 'dark'] as const) {
    // Paper is light whatever the screen shows.
    await page.emulateMedia({ colorScheme });
    for (const format of ['A4', 'Letter'] as const) {
      const where = `${colorScheme}, ${format}`;
      const pages = await readPdf(await page.pdf({ format, preferCSSPageSize: true }));
      expect(pages.length, where).toBeLessThanOrEqual(2);
      /** The page (0-based) whose text holds `text` (the PDF may break it into items anywhere). */
      const pageOf = (text: string) =>
        pages.findIndex(({ items }) =>
          items.join('').replace(/\s+/g, '').includes(text.replace(/\s+/g, '')),
        );
      const all = pages.map(({ items }) => items.join(' ')).join(' ');
      for (const text of [
        owner.name,
        owner.profile.href,
        ...caseStudyLinks.flatMap((study) => [study.title, `${siteAddress}${study.path}`]),
        `${siteAddress}${navigation.leadership.href}`,
      ])
        expect(pageOf(text), `${where}: ${text}`).toBeGreaterThanOrEqual(0);
      // Every role whole on one page: its company, title and the end of its summary together.
      for (const role of timeline) {
        const at = pageOf(role.companyName);
        expect(at, `${where}: ${role.companyName}`).toBeGreaterThanOrEqual(0);
        expect(pageOf(role.title), `${where}: ${role.title}`).toBe(at);
        expect(
          pageOf(role.summary.split(' ').slice(-4).join(' ')),
          `${where}: ${role.summary}`,
        ).toBe(at);
      }
      expect(sealedQuotes(all, sealedStudies), where).toEqual([]);
      for (const screenOnly of screenOnlyWords) expect(all, where).not.toContain(screenOnly);
    }
  }
});

for (const path of ['/leadership', '/printed-page-that-does-not-exist']) {
  test(`${path} prints at A4 and Letter with every word and none of the screen's controls`, async ({
    page,
  }) => {
    await openHydrated(page, path);
    await expectPrints(page, path);
  });
}

for (const { slug } of caseStudyLinks) {
  test(`/${slug}, opened, prints whole at A4 and Letter with every figure final`, async ({
    page,
  }) => {
    const body = sealedStudy(slug);
    await asReturningVisitor(page);
    await openHydrated(page, `/${slug}`);
    await sectionsIn(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(body.hero.title);
    // The page as a visitor prints it: the 'Opening' status fades out as the study comes in.
    await expect(page.getByText(gate.opening)).toHaveCount(0);
    await expectPrints(page, `/${slug}`);
  });
}

test('a study not unlocked prints as its gate, and nothing of the study', async ({ page }) => {
  const body = sealedStudies[0]!;
  await openHydrated(page, `/${body.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(gate.title);
  const text = (await pdfText(await page.pdf({ format: 'A4' }))).flat().join(' ');
  expect(text).toContain(gate.title);
  // The study's own words: its lede, and its sections' headings.
  expect(text).not.toContain(body.hero.lede.slice(0, 40));
  for (const { heading } of sectionOutline(body.sections).filter(({ heading }) =>
    heading.includes(' '),
  ))
    expect(text).not.toContain(heading);
});

import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { caseStudyLinks } from '../../src/content/caseStudies';
import { charts } from '../../src/content/charts';
import { home } from '../../src/content/home';
import { sectionOutline } from '../../src/content/sectionOutline';
import { navigation, workAnchor } from '../../src/content/site';
import { studyEnd } from '../../src/content/studyEnd';
import { work } from '../../src/content/work';
import type { CaseStudyBody, Section, StoryFigure, StorySection } from '../../src/content/types';
import { figureNumber } from '../../src/sections/chartScale';
import { milliseconds, motionTokens } from '../../src/motion/tokens';
import {
  asReturningVisitor,
  countsOf,
  expectCountsUp,
  expectLandedAt,
  expectNoHorizontalScroll,
  FIGURE_FINAL,
  withMotion,
  NAVIGATOR,
  openHydrated,
  expectLanded,
  recordCounters,
  scrollThroughStudy,
  sectionsIn,
} from './support';
import { longestStudy, sealedStudies, studyWith } from '../shared/sealedStudies';

/** Every figure a study shows as a counter, with the exact text it must land on. */
function figuresOf(body: CaseStudyBody): string[] {
  const figures = body.hero.headline ? [body.hero.headline.value] : [];
  // A story's figure counts as its section would.
  for (const section of body.sections.map((each) => (each.kind === 'story' ? each.figure : each))) {
    if (section.kind === 'metrics' || section.kind === 'funnel') {
      figures.push(
        ...(section.kind === 'metrics' ? section.items : section.steps).map((item) => item.value),
      );
    }
    if (section.kind === 'cards')
      figures.push(...section.cards.flatMap((card) => (card.figure ? [card.figure.value] : [])));
    if (section.kind === 'barChart') figures.push(...section.bars.map((bar) => bar.value));
  }
  return figures;
}

async function openUnlocked(page: Page, body: CaseStudyBody) {
  await asReturningVisitor(page);
  await openHydrated(page, `/${body.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(body.hero.title);
}

/**
 * Opens a study, its counters recorded from the first frame, and scrolls through it; returns the
 * final text of every counter, which must include every figure of the body.
 */
async function scrollThroughFigures(page: Page, body: CaseStudyBody) {
  await openUnlocked(page, body);
  await scrollThroughStudy(page);
  const finals = await page.locator(FIGURE_FINAL).allTextContents();
  expect(finals).toEqual(expect.arrayContaining(figuresOf(body)));
  return finals;
}

/** The first study: every study's hero names its employer, with a note on it. */
const first = sealedStudies[0]!;

/**
 * The section order the specification gives each of the sample's studies (its section 2), as
 * their h2 headings: a study it does not name keeps its own order.
 */
const requiredOrder: Record<string, string[]> = {
  smartscan: [
    'Challenges',
    'User Research',
    'Hypothesis',
    'Solutions',
    'Results',
    'Design Timelines',
    'Team',
    'Responsibilities',
  ],
  'payment-overhaul': [
    'Problems',
    'Design Process',
    'Business Context',
    'Current UX Assessment',
    'Hypotheses',
    'Design Ideations',
    'Results',
    'Takeaways',
    'Phase 2',
    'Team',
  ],
  livetune: [
    'Developer Problems',
    'User Research',
    'Key Findings',
    'Ideation Flow',
    'KPIs',
    'Phase 1: MVP',
    'Phase 2: Beta Pilot',
    'Quality Levels and Tiers',
    'Beta Pilot Results',
    'Timelines',
    'Team',
    'Contributions',
  ],
};

for (const body of sealedStudies) {
  test.describe(body.slug, () => {
    // One walk with reduced motion, on the narrowest screen: the order, the final figures and the fit.
    test('at 320 px: sections in the specified order after the hero, every figure final from the first frame, no sideways scroll', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 320, height: 740 });
      const samples = await recordCounters(page);
      const finals = await scrollThroughFigures(page, body);
      expect(await samples()).toEqual(finals.map((final) => [final]));
      await expectNoHorizontalScroll(page);

      const outline = sectionOutline(body.sections);
      const sectionHeadings = page.getByRole('main').getByRole('heading', { level: 2 });
      await expect(sectionHeadings).toHaveText(outline.map((section) => section.heading));
      const headings = await sectionHeadings.allTextContents();
      // Each section is its own anchor, once.
      const ids = await page
        .locator('main article > section[id]')
        .evaluateAll((sections) => sections.map((section) => section.id));
      expect(ids).toEqual(outline.map((section) => section.id));
      expect(new Set(ids).size).toBe(ids.length);
      const positions = (requiredOrder[body.slug] ?? []).map((heading) =>
        headings.indexOf(heading),
      );
      expect(positions.every((position) => position >= 0)).toBe(true);
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
      // A screen reader hears each section's heading once: not its numbered label first.
      const heard = await page.locator('main article').ariaSnapshot();
      for (const section of outline)
        if (section.eyebrow) expect(heard).not.toContain(section.eyebrow);
    });

    test('every figure counts up to exactly its value as it is scrolled to', async ({ page }) => {
      await withMotion(page);
      const samples = await recordCounters(page);
      const finals = await scrollThroughFigures(page, body);
      await expectLanded(page, finals);
      expectCountsUp(countsOf(await samples(), finals));
    });
  });
}

test('the employer tooltip opens on hover and focus; closes on leave, Escape, blur and click', async ({
  page,
}) => {
  await openUnlocked(page, first);
  const trigger = page.getByRole('button', { name: first.hero.employer.name });
  // Its dotted underline is the only sign the name holds a note.
  await expect(trigger).toHaveCSS('text-decoration-line', 'underline');
  await expect(trigger).toHaveCSS('text-decoration-style', 'dotted');
  await trigger.hover();
  await expect(page.getByRole('tooltip')).toHaveText(first.hero.employer.tooltip);
  await page.mouse.move(0, 0, { steps: 5 });
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  await trigger.focus();
  await expect(page.getByRole('tooltip')).toHaveText(first.hero.employer.tooltip);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  // Blur closes it too.
  await trigger.blur();
  await trigger.focus();
  await expect(page.getByRole('tooltip')).toBeAttached();
  await trigger.blur();
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  // And a click.
  await trigger.hover();
  await expect(page.getByRole('tooltip')).toBeAttached();
  await trigger.click();
  await expect(page.getByRole('tooltip')).toHaveCount(0);
});

test('the employer note loads on first reach, the term keeping focus; a failed load leaves the term described, and the next reach tries again', async ({
  page,
  failRequests,
}) => {
  let online = false;
  const note = /\/assets\/InfoTooltipNote-[\w-]+\.js$/;
  await failRequests(note, { when: () => !online });
  await openUnlocked(page, first);
  const { employer } = first.hero;
  const trigger = page.getByRole('button', { name: employer.name });
  const failed = page.waitForEvent('requestfailed', (request) => note.test(request.url()));
  await trigger.focus();
  await failed;
  await expect(trigger).toBeFocused();
  await expect(trigger).toHaveAccessibleDescription(employer.tooltip);
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  online = true;
  await trigger.blur();
  await trigger.focus();
  await expect(page.getByRole('tooltip')).toHaveText(employer.tooltip);
  // The term the reader was on is the note's term: focus stays, and Escape closes it.
  await expect(trigger).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  await expect(trigger).toHaveAccessibleDescription(employer.tooltip);
});

test('the employer note opens for a pointer moved onto the term, not for a page moved under a still one', async ({
  page,
}) => {
  // As when Present mode's first slide is drawn where the pointer rests after pressing Present:
  // the note must not open unasked, and the next Escape must still leave the deck.
  const note = /\/assets\/InfoTooltipNote-[\w-]+\.js$/;
  const noteRequests: string[] = [];
  page.on('request', (request) => note.test(request.url()) && noteRequests.push(request.url()));
  await openUnlocked(page, first);
  const trigger = page.getByRole('button', { name: first.hero.employer.name });
  const box = (await trigger.boundingBox())!;
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  const scrollTo = (top: number) =>
    page.evaluate((to) => window.scrollTo({ top: to, behavior: 'instant' }), top);
  await scrollTo(box.height * 4);
  await page.mouse.move(x, y);
  await expect.poll(() => trigger.evaluate((term) => term.matches(':hover'))).toBe(false);
  await scrollTo(0);
  // The browser moves its hover onto the term under the still pointer, and the page has had its
  // frames and tasks to answer, and the note's open delay: a timer set now for as long as the
  // delay fires after any the hover set.
  await expect.poll(() => trigger.evaluate((term) => term.matches(':hover'))).toBe(true);
  await page.evaluate(
    (delay) =>
      new Promise((done) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => setTimeout(() => setTimeout(done), delay)),
        ),
      ),
    milliseconds(motionTokens.tooltip.openDelay),
  );
  expect(noteRequests).toEqual([]);
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  await page.mouse.move(x + 2, y, { steps: 2 });
  await expect(page.getByRole('tooltip')).toHaveText(first.hero.employer.tooltip);
});

test.describe('on a touch screen', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the employer is described by its note wherever it is met, and a tap shows the note', async ({
    page,
  }) => {
    await openUnlocked(page, first);
    const { employer } = first.hero;
    const trigger = page.getByRole('button', { name: employer.name });
    await expect(trigger).toHaveAccessibleDescription(employer.tooltip);
    await trigger.tap();
    await expect(page.getByRole('tooltip')).toHaveText(employer.tooltip);
    await trigger.tap();
    await expect(page.getByRole('tooltip')).toHaveCount(0);
  });
});

/** A section as the reader sees its figure: a story's figure, or the section itself. */
type Figure = Exclude<Section, StorySection> | StoryFigure;

/**
 * Opens a study at rest, and finds its figure of `kind`, told as a story or not. Where the bars
 * go, not how they grow: with reduced motion every bar is drawn from the start.
 */
async function openAtFigure<K extends Figure['kind']>(
  page: Page,
  kind: K,
  needs: string,
  has: (figure: Extract<Figure, { kind: K }>) => boolean = () => true,
) {
  const ofKind = (body: CaseStudyBody) =>
    body.sections
      .map((section): Figure => (section.kind === 'story' ? section.figure : section))
      .filter((figure): figure is Extract<Figure, { kind: K }> => figure.kind === kind)
      .find(has);
  const body = studyWith(needs, (each) => ofKind(each) !== undefined);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openUnlocked(page, body);
  return ofKind(body)!;
}

test('a bar chart draws a negative result the other way', async ({ page }) => {
  const chart = await openAtFigure(
    page,
    'barChart',
    'a bar chart with a negative and a positive result',
    ({ bars }) =>
      bars.some(({ value }) => value.startsWith('-')) &&
      bars.some(({ value }) => value.startsWith('+')),
  );
  // Each row reads as text ('A-1 Side-by-side -3.9%'); its bar is the decoration beside it.
  const boxes = await Promise.all(
    chart.bars.map(async (bar) => ({
      value: bar.value,
      box: (await page
        .getByRole('listitem')
        .filter({ hasText: `${bar.label} ${bar.name}` })
        .locator('[aria-hidden] > span')
        .boundingBox())!,
    })),
  );
  const negative = boxes.find((bar) => bar.value.startsWith('-'))!;
  const positive = boxes.filter((bar) => bar.value.startsWith('+'));
  for (const bar of positive)
    expect(bar.box.x).toBeGreaterThanOrEqual(negative.box.x + negative.box.width - 1);
});

/**
 * Records, from the first frame, each new count of the study's sections in the page, and whether
 * the section navigator was there at that count.
 */
async function recordSectionCounts(page: Page) {
  await page.addInitScript((navigatorSelector) => {
    const steps: { sections: number; navigator: boolean }[] = [];
    Object.assign(window, { sectionSteps: steps });
    new MutationObserver(() => {
      const sections = document.querySelectorAll('main article > section[id]').length;
      const navigator = document.querySelector(navigatorSelector) !== null;
      const last = steps.at(-1);
      if (sections && (sections !== last?.sections || navigator !== last.navigator))
        steps.push({ sections, navigator });
    }).observe(document, { childList: true, subtree: true });
  }, NAVIGATOR);
  return () =>
    page.evaluate(
      () =>
        (window as unknown as { sectionSteps: { sections: number; navigator: boolean }[] })
          .sectionSteps,
    );
}

test('each step of a funnel says what share of the step before it kept, and every bar stays wider than it is tall', async ({
  page,
}) => {
  const funnel = await openAtFigure(page, 'funnel', 'a funnel');
  const values = funnel.steps.map((step) => figureNumber(step.value));
  for (const [index, step] of funnel.steps.entries()) {
    const row = page.getByRole('listitem').filter({ hasText: step.label });
    if (index > 0)
      await expect(row).toContainText(
        charts.funnelRate(Math.round((100 * values[index]!) / values[index - 1]!)),
      );
    const bar = (await row.locator('[aria-hidden] > span').first().boundingBox())!;
    expect(bar.width, step.label).toBeGreaterThan(bar.height);
  }
});

test('a study opens with the sections on screen, then the rest one by one, then the navigator', async ({
  page,
}) => {
  const body = longestStudy;
  const total = body.sections.length;
  const steps = await recordSectionCounts(page);
  await openUnlocked(page, body);
  await sectionsIn(page);
  const recorded = await steps();
  expect(recorded[0]!.sections).toBeLessThan(total);
  const counts = recorded.map((step) => step.sections);
  expect(counts).toEqual([...counts].sort((a, b) => a - b));
  expect(counts.at(-1)).toBe(total);
  // The navigator jumps anywhere, so it comes once every section is in.
  expect(recorded.filter((step) => step.navigator).every((step) => step.sections === total)).toBe(
    true,
  );
});

test('a deep link opens the study with every section at once, to land by their heights', async ({
  page,
}) => {
  const body = longestStudy;
  const steps = await recordSectionCounts(page);
  await asReturningVisitor(page);
  await page.goto(`/${body.slug}#${sectionOutline(body.sections).at(-1)!.id}`);
  await sectionsIn(page);
  expect((await steps())[0]!.sections).toBe(body.sections.length);
});

test('a study ends with links on: the previous and the next study, going round, and all the work, which the hero links to as well', async ({
  page,
}) => {
  await asReturningVisitor(page);
  const count = caseStudyLinks.length;
  const end = page.getByRole('navigation', { name: studyEnd.label });
  /** Study `index` is open: its end links to the studies either side of it. */
  const expectEndOf = async (index: number) => {
    const previous = caseStudyLinks[(index + count - 1) % count]!;
    const next = caseStudyLinks[(index + 1) % count]!;
    await expect(
      end.getByRole('link', { name: new RegExp(`^${studyEnd.previous}`) }),
    ).toHaveAttribute('href', previous.path);
    await expect(end.getByRole('link', { name: new RegExp(`^${studyEnd.next}`) })).toContainText(
      next.title,
    );
    return next;
  };
  await openHydrated(page, caseStudyLinks[0]!.path);
  const next = await expectEndOf(0);
  await end.getByRole('link', { name: new RegExp(`^${studyEnd.next}`) }).click();
  await expect(page).toHaveURL(next.path);
  await expectEndOf(1);

  // All the work: the page listing every study, its heading focused, this study among them.
  await end.getByRole('link', { name: navigation.allWork.label }).click();
  await expect(page).toHaveURL(navigation.allWork.href);
  await expect(page.getByRole('heading', { level: 1, name: work.heading })).toBeFocused();
  await expect(
    page.getByRole('main').getByRole('link', { name: caseStudyLinks[1]!.title }),
  ).toBeVisible();
  // From the top of the home page, the hero's link goes to the highlighted projects, their head
  // resting below the header, the heading focused.
  await openHydrated(page, '/');
  await page.getByRole('link', { name: home.intro.workLink }).click();
  await expectLandedAt(page, workAnchor);
  // Back to the page as it first loaded: at its top again, as any return is.
  await page.goBack();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

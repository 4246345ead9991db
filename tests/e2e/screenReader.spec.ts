import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test } from './fixtures';
import { caseStudyLinks } from '../../src/content/caseStudies';
import { gate } from '../../src/content/gate';
import { home } from '../../src/content/home';
import { leadership } from '../../src/content/leadership';
import { presentButton } from '../../src/content/presentButton';
import { presentMode } from '../../src/content/presentMode';
import { stepAnchor } from '../../src/content/sectionOutline';
import { openPicture, viewer } from '../../src/content/viewer';
import { countedFigure, formatFigure, parseFigure } from '../../src/sections/figureFormat';
import { picturesIn, sealedStudy, studyWith } from '../shared/sealedStudies';
import { storyWith } from '../shared/stories';
import { asReturningVisitor, openHydrated, PASSWORD, pressPresent } from './support';

// A screen reader's walk through the site: a virtual screen reader (`@guidepup/virtual-screen-reader`)
// runs in the page, reads it as a screen reader's cursor does and hears its live regions, while the
// browser takes the visitor's keys. The phrases it speaks are held to what a listener needs.

const require = createRequire(import.meta.url);
/** The virtual screen reader's build for browsers, served from the site's own origin (its CSP). */
const READER = readFileSync(require.resolve('@guidepup/virtual-screen-reader/browser.js'), 'utf8');
const READER_PATH = '/__virtual-screen-reader.js';
/** What starts it on the page, as a module of the site's origin too. */
const START_PATH = '/__listen.js';
const START = `import { virtual } from '${READER_PATH}';
window.reader = virtual;
await virtual.start({ container: document.body });
window.listening = true;`;

interface Reader {
  start(options: { container: Node }): Promise<void>;
  next(): Promise<void>;
  spokenPhraseLog(): Promise<string[]>;
  clearSpokenPhraseLog(): Promise<void>;
}
type Listening = Window & { reader: Reader; listening?: true };

/** Starts the screen reader on the page as it is now. */
async function listen(page: Page) {
  for (const [path, body] of [
    [READER_PATH, READER],
    [START_PATH, START],
  ] as const)
    await page.route(`**${path}`, (route) =>
      route.fulfill({ contentType: 'text/javascript', body }),
    );
  await page.addScriptTag({ url: START_PATH, type: 'module' });
  await page.waitForFunction(() => (window as unknown as Listening).listening);
}

/** What it has spoken since `heard` was last asked; the log starts again from there. */
const heard = (page: Page) =>
  page.evaluate(async () => {
    const { reader } = window as unknown as Listening;
    const phrases = await reader.spokenPhraseLog();
    await reader.clearSpokenPhraseLog();
    return phrases;
  });

/** Everything it reads, moving its cursor through the page to the end, as a listener would. */
const readThrough = (page: Page) =>
  page.evaluate(async () => {
    const { reader } = window as unknown as Listening;
    const phrases: string[] = [];
    for (let step = 0; step < 2000; step += 1) {
      await reader.next();
      const log = await reader.spokenPhraseLog();
      const last = log.at(-1)!;
      if (last === 'end of document') break;
      phrases.push(last);
    }
    await reader.clearSpokenPhraseLog();
    return phrases;
  });

/** Waits for the screen reader to have said something that matches, and returns all it said. */
async function untilHeard(page: Page, matcher: RegExp | string) {
  let said: string[] = [];
  await expect
    .poll(async () => {
      said = [...said, ...(await heard(page))];
      return said.some((phrase) =>
        typeof matcher === 'string' ? phrase.includes(matcher) : matcher.test(phrase),
      );
    })
    .toBe(true);
  return said;
}

const times = (phrases: string[], text: string) =>
  phrases.reduce((count, phrase) => count + phrase.split(text).length - 1, 0);

test('home and leadership read in order, every figure heard at its final value only', async ({
  page,
}) => {
  await openHydrated(page, '/');
  await listen(page);
  const onHome = await readThrough(page);
  expect(onHome).toContain(`heading, ${home.intro.greeting}, level 1`);
  const finals = home.intro.stats.map((stat) => stat.value);
  for (const stat of home.intro.stats) {
    const figure = countedFigure(stat.value)!;
    expect(onHome.some((phrase) => phrase.includes(stat.value))).toBe(true);
    // Never its start, nor any value on the way: a phrase in the figure's shape at a value below
    // it (one that is no other figure's final).
    const onTheWay = onHome.filter((phrase) => {
      const heard = parseFigure(phrase);
      return (
        heard?.prefix === figure.prefix &&
        heard.suffix === figure.suffix &&
        heard.target < figure.target &&
        !finals.includes(phrase)
      );
    });
    expect(onTheWay, stat.value).toEqual([]);
    expect(onHome).not.toContain(formatFigure(figure, 0));
  }
  await openHydrated(page, '/leadership');
  await listen(page);
  const onLeadership = await readThrough(page);
  const headings = onLeadership.filter((phrase) => phrase.startsWith('heading, '));
  expect(headings[0]).toContain('level 1');
  expect(headings.some((phrase) => phrase.includes(leadership.style.heading))).toBe(true);
});

const study = caseStudyLinks[0]!;

test('the gate: "Incorrect password" on every wrong try, then the study’s heading', async ({
  page,
}) => {
  await openHydrated(page, study.path);
  await listen(page);
  const field = page.getByPlaceholder(gate.placeholder);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    await field.fill(`not the password ${attempt}`);
    await field.press('Enter');
    const said = await untilHeard(page, `assertive: ${gate.error}`);
    // Announced once (the field it describes may say it again as focus comes back to it).
    expect(said.filter((phrase) => phrase === `assertive: ${gate.error}`)).toHaveLength(1);
  }
  await field.fill(PASSWORD);
  await field.press('Enter');
  await untilHeard(page, `heading, ${sealedStudy(study.slug).hero.title}, level 1`);
});

test('Present mode across a story: each slide heard once as it arrives, with its content; focus back on the page after', async ({
  page,
}) => {
  const story = storyWith('two steps', (each) => each.story.steps.length > 1);
  await asReturningVisitor(page);
  await openHydrated(page, `/${story.slug}#${story.id}`);
  await page.getByRole('button', { name: presentButton.start, exact: true }).waitFor();
  await listen(page);
  await pressPresent(page);
  // Entering: the slide (the story's first step), then the keys.
  const [first, ...rest] = story.story.steps;
  const entering = await untilHeard(page, presentMode.keys);
  expect(times(entering, first!.text)).toBe(1);
  for (const [index, step] of rest.entries()) {
    await page.keyboard.press('ArrowRight');
    const said = await untilHeard(page, step.text);
    expect(times(said, step.text), `step ${index + 2}`).toBe(1);
    expect(said.filter((phrase) => /^polite: Slide \d+ of \d+: /.test(phrase))).toHaveLength(1);
  }
  // Back on the page at the step the deck showed, the reader's cursor there with it.
  await page.keyboard.press('Escape');
  const last = story.story.steps.length - 1;
  await expect(page.locator(`#${stepAnchor(story.id, last)}`)).toBeFocused();
  await untilHeard(page, `listitem, level 1, position ${last + 1}, set size ${last + 1}`);
});

test('the viewer: "Picture n of N" and its name heard once; focus back on the picture that opened it', async ({
  page,
}) => {
  const body = studyWith('two pictures', (each) => picturesIn(each).length > 1);
  const alts = picturesIn(body);
  await asReturningVisitor(page);
  await openHydrated(page, `/${body.slug}`);
  const first = page.getByRole('button', { name: openPicture(alts[0]!), exact: true }).first();
  await first.waitFor();
  await listen(page);
  await first.focus();
  await heard(page);
  await page.keyboard.press('Enter');
  const opened = await untilHeard(page, viewer.announce(1, alts.length, alts[0]!));
  expect(times(opened, alts[0]!)).toBe(1);
  await page.keyboard.press('ArrowRight');
  const next = await untilHeard(page, viewer.announce(2, alts.length, alts[1]!));
  expect(times(next, alts[1]!)).toBe(1);
  await page.keyboard.press('Escape');
  await untilHeard(page, `button, ${openPicture(alts[0]!)}`);
  await expect(first).toBeFocused();
});

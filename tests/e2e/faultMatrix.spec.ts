import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { caseStudyLinks } from '../../src/content/caseStudies';
import { clips } from '../../src/content/clips';
import { gate } from '../../src/content/gate';
import { leadership } from '../../src/content/leadership';
import { navigatorLoadError } from '../../src/content/navigatorLoadError';
import { presentButton } from '../../src/content/presentButton';
import { presenter } from '../../src/content/presenter';
import { sectionOutline } from '../../src/content/sectionOutline';
import { navigation } from '../../src/content/site';
import type { CaseStudyBody } from '../../src/content/types';
import { openPicture, viewer } from '../../src/content/viewer';
import { lateSectionChunks } from '../shared/lateChunks';
import { FIGURE_LIVE } from '../shared/markup';
import { studyWith } from '../shared/sealedStudies';
import { counter, position } from './deck';
import { asReturningVisitor, pressPresent, unlessWedged, withMotion } from './support';

// Every part of the site that loads late, failed in turn: the page reads on, every picture it
// draws opens (or the visitor is told why not), every mode that opened answers its keys and leaves
// by Escape, and the visitor can go on to another page.

test.use({ viewport: { width: 1440, height: 900 } });

/** A chunk of the build, by the module it is named for. */
const chunk = (name: string) => new RegExp(`/assets/${name}-[\\w-]+\\.(js|css)$`);

const hasKind = (kind: string) => (body: CaseStudyBody) =>
  body.sections.some((section) => section.kind === kind);
const compared = studyWith('a before and after', hasKind('compare'));
const storied = studyWith('a scroll story', hasKind('story'));
/** A study with a clip of its own (not a story's), and the clip's section's anchor. */
const clipped = (() => {
  const study = studyWith('a clip section', hasKind('clip'));
  const index = study.sections.findIndex((section) => section.kind === 'clip');
  return { study, anchor: sectionOutline(study.sections)[index]!.id };
})();
/** Scrolls to that clip, whose player cannot come: its poster stays, and says so. */
async function toClip(page: Page) {
  const section = page.locator(`#${clipped.anchor}`);
  await section.locator('[data-clip]').scrollIntoViewIfNeeded();
  await expect(section.getByRole('status').filter({ hasText: clips.missing })).toBeVisible();
  await expect(section.getByRole('button', { name: /^Play the clip: / })).toHaveCount(0);
}
const titleOf = (body: CaseStudyBody) => caseStudyLinks.find(({ slug }) => slug === body.slug)!;

/** What fails, where, and what of the study then is not there to use. */
interface Fault {
  part: string;
  chunk: RegExp;
  study: CaseStudyBody;
  /** What the visitor is told instead of a mode that did not come. */
  missing?: 'viewer' | 'tools' | 'deck';
  /** Something the visitor reaches for first, which loads the part that fails. */
  reach?: (page: Page) => Promise<void>;
  /** Motion allowed, where what fails is what moves. */
  motion?: boolean;
}

const faults: Fault[] = [
  // Each section kind whose code comes late, in a study that has one.
  ...Object.entries(lateSectionChunks).map(([kind, module]) => ({
    part: `a ${kind} section’s code`,
    chunk: chunk(module),
    study: studyWith(`a ${kind} section`, hasKind(kind)),
  })),
  { part: 'what plays a clip', chunk: chunk('ClipPlayback'), study: clipped.study, reach: toClip },
  // What fetches a clip's files, which the player needs and the viewer loads alone.
  { part: 'what fetches a clip', chunk: chunk('loadClip'), study: clipped.study, reach: toClip },
  { part: 'the study’s end', chunk: chunk('StudyEnd'), study: compared },
  { part: 'the study’s tools', chunk: chunk('CaseStudyTools'), study: compared, missing: 'tools' },
  { part: 'the viewer', chunk: chunk('openViewer'), study: compared, missing: 'viewer' },
  { part: 'Present mode', chunk: chunk('PresentDeck'), study: compared, missing: 'deck' },
  {
    part: 'the Projects menu',
    chunk: chunk('ProjectsDropdown'),
    study: compared,
    reach: async (page) => {
      await page.getByRole('button', { name: navigation.projects }).click();
      await expect(page.getByRole('menu')).toHaveCount(0);
    },
  },
  {
    part: 'the employer’s note',
    chunk: chunk('InfoTooltipNote'),
    study: compared,
    reach: async (page) => {
      await page.getByRole('button', { name: compared.hero.employer.name, exact: true }).focus();
      await expect(page.getByRole('tooltip')).toHaveCount(0);
    },
  },
  { part: 'the motion engine', chunk: chunk('features'), study: storied, motion: true },
  // Loaded on the first move to another page, which then shows with the head it had
  // (routes.spec.ts checks the head).
  { part: 'the code that writes the head', chunk: chunk('headUpdate'), study: compared },
];

/** The picture controls the page draws (not a deck's), each named for what it shows. */
const openers = (page: Page) =>
  page.locator('main').getByRole('button', { name: /^Open picture: / });

/**
 * A press on a picture, in its corner: a clip's poster has its play button at its centre, and the
 * rest of it opens the viewer as a picture does.
 */
const pressPicture = (opener: Locator) => opener.click({ position: { x: 12, y: 12 } });

/** Every picture the page draws opens, and ← → page through all of them; Escape closes. */
async function everyPictureOpens(page: Page, body: CaseStudyBody) {
  const names = await openers(page).evaluateAll((all) =>
    all.map((button) => button.getAttribute('aria-label')!),
  );
  expect(names.length).toBeGreaterThan(0);
  const alts = names.map((name) => name.slice(openPicture('').length));
  const dialog = page.getByRole('dialog', { name: viewer.dialog(titleOf(body).title) });
  await pressPicture(openers(page).first());
  for (const [index, alt] of alts.entries()) {
    if (index > 0) await page.keyboard.press('ArrowRight');
    await expect(dialog.getByRole('status')).toHaveText(
      viewer.announce(index + 1, alts.length, alt),
    );
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // The last picture on the page too, asked for by itself.
  await pressPicture(openers(page).last());
  await expect(dialog.getByRole('status')).toHaveText(
    viewer.announce(alts.length, alts.length, alts.at(-1)!),
  );
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(openers(page).last()).toBeFocused();
}

/** Present mode opens at the section being read, → moves it on, Escape leaves it. */
async function presentsAndLeaves(page: Page) {
  await pressPresent(page);
  await expect(counter(page)).toBeVisible();
  const { shown } = await position(page);
  await page.keyboard.press('ArrowRight');
  await expect.poll(async () => (await position(page)).shown).toBe(shown + 1);
  await page.keyboard.press('Escape');
  await expect(counter(page)).toHaveCount(0);
}

/** The header's link to another page takes the visitor there. */
async function goesToAnotherPage(page: Page) {
  await page.locator(`header a[href="${navigation.leadership.href}"]`).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(leadership.heading);
}

for (const fault of faults) {
  test(`${fault.part} failing to load: the study reads, its pictures open, its modes answer their keys, and the visitor goes on`, async ({
    page,
    failRequests,
  }) => {
    await failRequests(fault.chunk, { error: 'connectionreset' });
    if (fault.motion) await withMotion(page);
    await asReturningVisitor(page);
    await page.goto(titleOf(fault.study).path);
    const outline = sectionOutline(fault.study.sections);
    // Every section reads, the last one too.
    await expect(page.locator(`#${outline.at(-1)!.id} h2`)).toHaveText(outline.at(-1)!.heading);
    await fault.reach?.(page);

    if (fault.missing === 'viewer') {
      await openers(page).first().click();
      await expect(page.getByRole('alert')).toHaveText(viewer.loadFailed);
    } else await everyPictureOpens(page, fault.study);

    if (fault.missing === 'tools') {
      await expect(page.getByRole('status').filter({ hasText: navigatorLoadError })).toBeVisible();
    } else if (fault.missing === 'deck') {
      await pressPresent(page);
      await expect(page.getByRole('alert')).toHaveText(presentButton.startError);
      await expect(page.locator('[inert]')).toHaveCount(0);
    } else await presentsAndLeaves(page);

    // Nothing keeps the keys of a mode that is gone: an arrow scrolls the page.
    const top = await page.evaluate(() => scrollY);
    await page.keyboard.press('End');
    await unlessWedged(page, () =>
      expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(top),
    );
    // Every figure reads its value, none left at its start for a count that cannot come.
    await expect(page.locator(`main ${FIGURE_LIVE}[data-start]`)).toHaveCount(0);
    await goesToAnotherPage(page);
  });
}

test('the presenter view failing to load: its window says so, and the deck answers its keys and leaves', async ({
  page,
  context,
}) => {
  // The presenter's window is a page of its own: the fault is the context's.
  const code = chunk('PresenterView');
  await context.route(code, (route) => route.abort('connectionreset'));
  const study = titleOf(compared);
  await asReturningVisitor(page);
  await page.goto(study.path);
  await pressPresent(page);
  await expect(counter(page)).toBeVisible();
  const [view] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('button', { name: presenter.open }).click(),
  ]);
  await expect(view.getByRole('alert')).toHaveText(gate.loadError);
  await view.close();
  const { shown } = await position(page);
  await page.keyboard.press('ArrowRight');
  await expect.poll(async () => (await position(page)).shown).toBe(shown + 1);
  await page.keyboard.press('Escape');
  await expect(counter(page)).toHaveCount(0);
  await goesToAnotherPage(page);
});

test('a sealed study’s content failing to load: the gate says so, and the visitor goes on', async ({
  page,
  failRequests,
}) => {
  const study = titleOf(compared);
  await failRequests(chunk(study.slug), { error: 'connectionreset' });
  await asReturningVisitor(page);
  await page.goto(study.path);
  await expect(page.getByRole('alert')).toHaveText(gate.loadError);
  await expect(page.getByRole('button', { name: gate.retry })).toBeVisible();
  await goesToAnotherPage(page);
});

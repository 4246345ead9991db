import type { FrameLocator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { gate } from '../../src/content/gate';
import { presenter as copy } from '../../src/content/presenter';
import { presentMode } from '../../src/content/presentMode';
import { viewer as viewerCopy } from '../../src/content/viewer';
import { readPdf } from '../shared/pdf';
import { body, counter, notes, notesOnDeck, position, startPresenting, study } from './deck';
import { expectAxeClean } from './support';

// The presenter view: the speaker's own window beside a presented study, kept in step with it.

test.use({ viewport: { width: 1280, height: 720 } });

const notesIn = (view: Page) => view.getByRole('region', { name: copy.notes });

/** Opens the presenter view from the deck, by its button or its key. */
async function openPresenter(deck: Page, by: 'button' | 'key' = 'button', timeout?: number) {
  const [view] = await Promise.all([
    deck.context().waitForEvent('page', { timeout }),
    by === 'button'
      ? deck.getByRole('button', { name: copy.open }).click()
      : deck.keyboard.press('s'),
  ]);
  await expect(counter(view)).toBeVisible();
  return view;
}

/** Both windows show the same slide, and the presenter its notes. */
async function expectInStep(deck: Page, view: Page) {
  await expect.poll(async () => (await position(view)).shown).toBe((await position(deck)).shown);
  await expect(notesIn(view)).toHaveText(notesOnDeck(deck));
}

/** The slide on screen: its section, its heading, and which of its items (or steps) show. */
const onScreen = (target: Page | FrameLocator) =>
  target.locator('[data-slide-current]').evaluate((slide) => ({
    id: slide.getAttribute('data-slide'),
    heading: slide.querySelector('h1, h2')?.textContent,
    items: [...slide.querySelectorAll('[data-slide-items] > *, [data-slide-steps] > *')].flatMap(
      (item, index) => (item.checkVisibility() ? [index] : []),
    ),
  }));

test('the presenter view opens from its button and from S; either window drives both; it shows the audience’s slide, the next and the notes of each, which never reach the audience', async ({
  page: deck,
}) => {
  test.slow();
  await startPresenting(deck);
  let view = await openPresenter(deck, 'button');
  const current = view.frameLocator(`iframe[title="${copy.current}"]`);
  const next = view.frameLocator(`iframe[title="${copy.next}"]`);
  const at = (slide: number) => expect.poll(async () => (await position(deck)).shown).toBe(slide);
  const { total } = await position(deck);
  // Through the whole deck, parts of a section and a story's steps too, moved from each window.
  for (let slide = 1; slide <= total; slide += 1) {
    await expectInStep(deck, view);
    await expect.poll(() => onScreen(current)).toEqual(await onScreen(deck));
    const audience = await deck.content();
    for (const note of notes) expect(audience, 'the audience window').not.toContain(note);
    if (slide === total) break;
    // The next slide, as the deck shows it once there, is the one the view previewed.
    await deck.keyboard.press('ArrowRight');
    await at(slide + 1);
    const following = await onScreen(deck);
    await view.keyboard.press('ArrowLeft');
    await at(slide);
    await expect.poll(() => onScreen(next)).toEqual(following);
    await (slide % 2 ? view : deck).keyboard.press('ArrowRight');
    await at(slide + 1);
  }
  await view.getByRole('button', { name: presentMode.previous }).click();
  await at(total - 1);
  await view.keyboard.press('Home');
  await at(1);
  await expectInStep(deck, view);

  // Closing the presenter's window leaves the deck as it is; S opens it again, in step.
  await deck.keyboard.press('ArrowRight');
  await view.close();
  await at(2);
  // The deck learns that the window closed when its browser tells it, a moment after the window is
  // gone: S pressed in that moment finds the closing window, as no person's press can, and opens
  // nothing. The next press opens the view.
  await expect(async () => {
    view = await openPresenter(deck, 'key', 15_000);
  }).toPass();
  await expectInStep(deck, view);
});

test('a reload of either window reconnects them, at the slide shown', async ({ page: deck }) => {
  await startPresenting(deck);
  const view = await openPresenter(deck);
  await view.keyboard.press('ArrowRight');
  await view.keyboard.press('ArrowRight');
  await expect.poll(async () => (await position(deck)).shown).toBe(3);
  await view.reload();
  await expectInStep(deck, view);
  await view.keyboard.press('ArrowRight');
  await expect.poll(async () => (await position(deck)).shown).toBe(4);
  // The deck comes back at its slide after a reload, and the presenter's keys move it again.
  await deck.reload();
  await expect.poll(async () => (await position(deck)).shown).toBe(4);
  await view.keyboard.press('ArrowRight');
  await expect.poll(async () => (await position(deck)).shown).toBe(5);
  await expectInStep(deck, view);
});

test('a picture opened over a slide shows in the presenter view, which can close it', async ({
  page: deck,
}) => {
  await startPresenting(deck);
  const view = await openPresenter(deck);
  const picture = deck.locator('[data-slide-current] button[aria-haspopup="dialog"]:visible');
  const { total } = await position(deck);
  for (let slide = 1; slide < total && !(await picture.count()); slide += 1) {
    await deck.keyboard.press('ArrowRight');
    await expect.poll(async () => (await position(deck)).shown).toBe(slide + 1);
  }
  await picture.first().click();
  const viewer = deck.getByRole('dialog', { name: viewerCopy.dialog(study.title) });
  await expect(viewer).toBeVisible();
  const shown = view.getByRole('status').filter({ hasText: copy.pictureOpen('') });
  await expect(shown).toBeVisible();
  await view.getByRole('button', { name: copy.closePicture }).click();
  await expect(viewer).toHaveCount(0);
  await expect(shown).toHaveCount(0);
});

test('Print slides with notes prints the speaker’s handout: a slide and its notes a page; Print slides is unchanged', async ({
  page: deck,
}) => {
  // The print dialog cannot show here (see presentMode.spec): the button's call is recorded, and
  // page.pdf() prints the page as the button left it.
  await deck.addInitScript(() => {
    window.print = () => undefined;
  });
  await startPresenting(deck);
  const { total } = await position(deck);
  await deck.getByRole('button', { name: copy.printWithNotes }).click();
  const handout = await readPdf(await deck.pdf({ preferCSSPageSize: true }));
  expect(handout).toHaveLength(total);
  const text = (page: { items: string[] }) => page.items.join(' ').replace(/\s+/g, ' ');
  for (const [index, page] of handout.entries()) {
    expect(page.height, `page ${index + 1} is upright`).toBeGreaterThan(page.width);
    expect(page.items, `page ${index + 1}`).toContain(presentMode.counter(index + 1, total));
  }
  expect(text(handout[0]!)).toContain(body.hero.notes);
  const all = handout.map(text).join(' ');
  for (const note of notes) expect(all).toContain(note);

  // The audience's print, afterwards, is the deck as it was: 16:9 pages without a note.
  const slides = await readPdf(
    await deck.pdf({ width: '1280px', height: '720px', preferCSSPageSize: true }),
  );
  expect(slides).toHaveLength(total);
  expect(slides[0]!.width / slides[0]!.height).toBeCloseTo(16 / 9, 2);
  for (const note of notes) expect(slides.map(text).join(' ')).not.toContain(note);
});

test('the presenter view is named for what it is, starts at its heading, has no WCAG 2.1 A/AA violations and keeps time: its stopwatch runs and resets, beside the time of day and the pace; leaving Present mode ends it, saying so, with no notes', async ({
  page: deck,
}) => {
  await startPresenting(deck);
  const view = await openPresenter(deck);
  // A window of its own, named for what it is, its reader starting at its heading.
  await expect(view).toHaveTitle(copy.title(study.title));
  await expect(view.getByRole('heading', { level: 1 })).toBeFocused();
  await expectInStep(deck, view);
  await expectAxeClean(view);

  const elapsed = view.locator('[data-elapsed]');
  const seconds = async () => {
    const [minutes, rest] = (await elapsed.innerText()).split(':').map(Number);
    return minutes! * 60 + rest!;
  };
  await expect.poll(seconds, { timeout: 15_000 }).toBeGreaterThanOrEqual(3);
  const before = await seconds();
  await view.getByRole('button', { name: copy.resetTimer }).click();
  await expect.poll(seconds).toBeLessThan(before);
  await expect(view.getByText(copy.clock, { exact: true })).toBeVisible();
  await expect(view.getByText(copy.pace(body.talkMinutes!))).toBeVisible();

  await deck.keyboard.press('Escape');
  await expect(view.getByRole('status').filter({ hasText: copy.ended })).toBeVisible();
  await expect(notesIn(view)).toHaveCount(0);
  for (const note of notes) expect(await view.content()).not.toContain(note);
});

test('the presenter view of a study not unlocked is its gate, with no notes', async ({ page }) => {
  await page.goto(`${study.path}?presenter=view`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(gate.title);
  await expect(notesIn(page)).toHaveCount(0);
});

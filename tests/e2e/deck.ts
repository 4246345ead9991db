import { expect, type Page } from '@playwright/test';
import { caseStudyLinks } from '../../src/content/caseStudies';
import { presenter } from '../../src/content/presenter';
import { notesOf } from '../../src/reader/presenter/slideNotes';
import { sealedStudy } from '../shared/sealedStudies';
import { asReturningVisitor, pressPresent } from './support';

// A study presented as slides, as the owner's browser tests drive it.

/** The slide counter as the eye reads it ('3 / 15'), in the deck or the presenter view. */
export const counter = (page: Page) => page.getByText(/^\d+ \/ \d+$/);

/** The slide counter, as numbers. */
export async function position(page: Page) {
  const [shown, total] = (await counter(page).innerText()).split(' / ').map(Number);
  return { shown: shown!, total: total! };
}

/** Presents a study from its Present button (beside its sections), then goes to its start. */
export async function startPresenting(page: Page, path = caseStudyLinks[0]!.path) {
  await asReturningVisitor(page);
  await page.goto(path);
  await pressPresent(page);
  await expect(counter(page)).toBeVisible();
  await page.keyboard.press('Home');
  await expect.poll(async () => (await position(page)).shown).toBe(1);
}

/** The study these tests present, and its content. */
export const study = caseStudyLinks[0]!;
export const body = sealedStudy(study.slug);

/** Every note the study holds, for the speaker alone. */
const allNotes = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.flatMap(allNotes)
    : value && typeof value === 'object'
      ? Object.entries(value).flatMap(([key, inner]) =>
          key === 'notes' && typeof inner === 'string' ? [inner] : allNotes(inner),
        )
      : [];
export const notes = allNotes(body);

/** The notes of the slide the deck shows, found by the section (or story step) its address names. */
export function notesOnDeck(deck: Page) {
  const anchor = decodeURIComponent(new URL(deck.url()).hash.slice(1));
  const step = /^(.+)-step-(\d+)$/.exec(anchor);
  const place = step
    ? { id: step[1]!, item: Number(step[2]) - 1, story: true }
    : { id: anchor, item: 0, story: false };
  return notesOf(body, place) ?? presenter.noNotes;
}

import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { stepAnchor } from '../../src/content/sectionOutline';
import {
  figureStateIn,
  itemLooksIn,
  onPage,
  onSlide,
  scrollToStepIn,
  stepPlace,
  stories,
  storyWith,
  type Story,
} from '../shared/stories';
import {
  asReturningVisitor,
  expectAxeCleanInBothSchemes,
  expectFocusUnmoved,
  expectReadingAt,
  expectNoHorizontalScroll,
  NAVIGATOR,
  sectionsIn,
  MOTION,
  pressPresent,
} from './support';

// Each study's scroll story: a pinned figure that moves to each step's state as the steps pass.
test.use(MOTION);

const storyOf = (page: Page, { id }: Story, where = onPage(id)) =>
  page.locator(`${where} [data-story]`);

/** What the figure shows now, from the attributes its items and notes expose. */
const figureState = (page: Page, { id }: Story, where = onPage(id)) =>
  page.evaluate(figureStateIn, where);

async function openStudy(page: Page, { slug }: Story, hash = '') {
  await asReturningVisitor(page);
  await page.goto(`/${slug}${hash}`);
  await sectionsIn(page);
}

/** Scrolls so step `index` is the one the story's reading line makes shown. */
const scrollToStep = (page: Page, story: Story, index: number) =>
  page.evaluate(scrollToStepIn, stepPlace(stepAnchor(story.id, index)));

/** The navigator marks the story's section as the one being read (so Present starts there). */
const expectReading = (page: Page, { story }: Story) =>
  expect(
    page.locator(NAVIGATOR).getByRole('link', { name: story.label, exact: true }),
  ).toHaveAttribute('aria-current', /.+/);

/** Opens the study at the story and presents it from there, once a reader sees it landed. */
async function presentFromStory(page: Page, story: Story) {
  await openStudy(page, story, `#${story.id}`);
  await expectReadingAt(page, story.id, story.story.label!);
  await pressPresent(page);
}

/**
 * The figure is at step `index`'s state (`steps.length` is the final one), that step current; an
 * item not drawn yet is absent, never a frame with a hole in it.
 */
async function expectAtStep(page: Page, story: Story, index: number, where = onPage(story.id)) {
  const expected = story.expected[index]!;
  await expect.poll(() => figureState(page, story, where)).toEqual(expected);
  await expect
    .poll(() => page.evaluate(itemLooksIn, where))
    .toEqual(expected.items.map((state) => (state === 'waiting' ? 'absent' : 'whole')));
  const current = page.locator(`${where} [aria-current="step"]`);
  if (index < story.story.steps.length)
    await expect
      .poll(() => current.evaluate((step) => [...step.parentElement!.children].indexOf(step)))
      .toBe(index);
  else await expect(current).toHaveCount(0);
}

/** The figure is pinned in view; and on a phone, where it is a band, the step is not under it. */
async function expectPinnedBeside(page: Page, story: Story, index: number) {
  const place = () =>
    storyOf(page, story).evaluate(
      (element, id) => {
        const stage = element.firstElementChild!.getBoundingClientRect();
        const step = document.getElementById(id)!.querySelector('p')!.getBoundingClientRect();
        return {
          stageInView: stage.top >= 0 && stage.bottom <= window.innerHeight,
          stepReadable: step.right <= stage.left || step.top >= stage.bottom,
        };
      },
      stepAnchor(story.id, index),
    );
  // Once the page has come to rest where it was taken.
  await expect.poll(place).toEqual({ stageInView: true, stepReadable: true });
}

/** On paper the figure is final with every note, whatever step is on screen. */
async function expectFinalOnPaper(page: Page, story: Story) {
  await page.emulateMedia({ media: 'print' });
  const printed = await storyOf(page, story).evaluate((element) => {
    // Every part of every item and note, as paper draws it.
    const parts = [...element.querySelectorAll('[data-story-item] *, [data-story-note]')];
    return {
      hidden: parts.filter((part) => {
        const style = getComputedStyle(part);
        return style.opacity !== '1' || /scale|matrix/.test(style.transform);
      }).length,
      stage: getComputedStyle(element.firstElementChild!).position,
      steps: [...element.querySelectorAll(':scope > ol > li')].map(
        (step) => getComputedStyle(step).minHeight,
      ),
    };
  });
  expect(printed, story.slug).toEqual({
    hidden: 0,
    stage: 'static',
    steps: story.story.steps.map(() => 'auto'),
  });
  await page.emulateMedia({ media: 'screen' });
}

// The smallest phone, where the band leaves the least room for the step, and a laptop.
for (const viewport of [
  { width: 320, height: 568 },
  { width: 1440, height: 900 },
]) {
  const phone = viewport.width < 768;
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const story of stories) {
      test(`${story.slug}: the figure moves to each step's state, down the story and back up${phone ? ', the step readable below its band' : '; on paper it is final'}`, async ({
        page,
      }) => {
        await openStudy(page, story);
        await expect(storyOf(page, story)).toHaveAttribute('data-story', /placing|moving/);
        const steps = story.story.steps.map((_, index) => index);
        for (const index of [...steps, ...steps.reverse().slice(1)]) {
          await scrollToStep(page, story, index);
          await expectAtStep(page, story, index);
          // From the second step on, the figure is pinned (the first may lead it into view).
          if (index > 0) await expectPinnedBeside(page, story, index);
        }
        await expect(storyOf(page, story)).toHaveAttribute('data-story', 'moving');
        if (phone) await expectNoHorizontalScroll(page);
        // Back at its first step, the figure on screen is at its least.
        else await expectFinalOnPaper(page, story);
      });
    }

    test('a story mid-way has no WCAG 2.1 A/AA violations, light or dark, and no sideways scroll', async ({
      page,
    }) => {
      // Items waiting, one in focus and one faded back: every state on screen at once.
      const everyState = ({ expected }: Story) =>
        expected.findIndex(({ items }) =>
          (['waiting', 'focus', 'muted'] as const).every((state) => items.includes(state)),
        );
      const story = storyWith(
        'a step where items wait, one is in focus and one has faded',
        (each) => everyState(each) >= 0,
      );
      const step = everyState(story);
      await openStudy(page, story);
      await scrollToStep(page, story, step);
      await expectAtStep(page, story, step);
      await expectAxeCleanInBothSchemes(page);
      await expectNoHorizontalScroll(page);
    });
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('each step takes half a screen of scroll, and the band with what sticks above it leaves two thirds of the screen to the steps', async ({
    page,
  }) => {
    for (const story of stories) {
      await openStudy(page, story);
      await scrollToStep(page, story, 1);
      await expectPinnedBeside(page, story, 1);
      const pace = await storyOf(page, story).evaluate((element) => {
        const tops = [...element.querySelectorAll(':scope > ol > li')].map(
          (step) => step.getBoundingClientRect().top,
        );
        return {
          band: element.firstElementChild!.getBoundingClientRect().bottom / window.innerHeight,
          step:
            Math.max(...tops.slice(1).map((top, index) => top - tops[index]!)) / window.innerHeight,
        };
      });
      expect(pace.band, story.slug).toBeLessThanOrEqual(1 / 3);
      expect(pace.step, story.slug).toBeLessThanOrEqual(0.5);
    }
  });
});

test('a jump from the navigator lands with the figure in the state of the step there, both ways', async ({
  page,
}) => {
  const story = storyWith('a label of its own in the navigator', (each) => !!each.story.label);
  await openStudy(page, story);
  const jump = (label: string) =>
    page.locator(NAVIGATOR).getByRole('link', { name: label, exact: true }).click();
  await jump(story.story.label!);
  await expectAtStep(page, story, 0);
  // Past the story, which is then read to its last step; and back to its start.
  await jump(story.after);
  await expect
    .poll(() => figureState(page, story))
    .toEqual(story.expected[story.story.steps.length - 1]);
  await jump(story.story.label!);
  await expectAtStep(page, story, 0);
  // Carried past the whole story between two frames, as a glide on a busy machine can be: the same.
  await page.evaluate((id) => {
    const section = document.getElementById(id)!;
    window.scrollTo({
      top: section.getBoundingClientRect().bottom + window.scrollY + 200,
      behavior: 'instant',
    });
  }, story.id);
  await expect
    .poll(() => figureState(page, story))
    .toEqual(story.expected[story.story.steps.length - 1]);
});

test('a deep link to a step opens the study there, the figure in that step state; screen readers hear every step in order and the figure final, once; nothing announced', async ({
  page,
}) => {
  const step = 3;
  const story = storyWith(
    `a bar chart and ${step + 1} steps`,
    (each) => each.story.figure.kind === 'barChart' && each.story.steps.length > step,
  );
  const anchor = stepAnchor(story.id, step);
  await openStudy(page, story, `#${anchor}`);
  await expectAtStep(page, story, step);
  await expectFocusUnmoved(page);
  await expect(page).toHaveURL(new RegExp(`#${anchor}$`));
  await expectReading(page, story);
  // Whatever step the screen shows, the figure reads as it ends: every value and every note.
  const heard = await storyOf(page, story).ariaSnapshot();
  const figure = story.story.figure;
  if (figure.kind !== 'barChart') throw new Error('storyWith chose a story told in bars');
  for (const bar of figure.bars) expect(heard).toContain(bar.value);
  for (const { note } of story.story.steps) if (note) expect(heard).toContain(note);
  const texts = story.story.steps.map(({ text }) => heard.indexOf(text));
  expect(texts.every((at) => at >= 0)).toBe(true);
  expect(texts).toEqual([...texts].sort((a, b) => a - b));
  // No live region in the story: moving from step to step says nothing.
  await expect(storyOf(page, story).locator('[aria-live], [role="status"]')).toHaveCount(0);
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  for (const story of stories)
    test(`${story.slug}: the figure is final with every note, the steps a plain list`, async ({
      page,
    }) => {
      await openStudy(page, story, `#${story.id}`);
      await expect(storyOf(page, story)).toHaveAttribute('data-story', 'final');
      await expectAtStep(page, story, story.story.steps.length);
      await scrollToStep(page, story, 1);
      await expectAtStep(page, story, story.story.steps.length);
      const layout = await storyOf(page, story).evaluate((element) => ({
        stage: getComputedStyle(element.firstElementChild!).position,
        steps: [...element.querySelectorAll(':scope > ol > li')].map(
          (step) => getComputedStyle(step).minHeight,
        ),
      }));
      expect(layout.stage).toBe('static');
      expect(new Set(layout.steps)).toEqual(new Set(['auto']));
    });
});

test.describe('presented', () => {
  test.use({ viewport: { width: 1280, height: 720 } });

  for (const story of stories)
    test(`${story.slug}: each step is a slide, the figure in its state`, async ({ page }) => {
      await presentFromStory(page, story);
      const counter = page.getByText(/^\d+ \/ \d+$/);
      await expect(counter).toBeVisible();
      const shown = async () => Number((await counter.innerText()).split(' / ')[0]);
      const first = await shown();
      const steps = story.story.steps.map((_, index) => index);
      const walk = [...steps, ...steps.slice(0, -1).reverse()];
      for (const [at, index] of walk.entries()) {
        await expect.poll(shown).toBe(first + index);
        await expectAtStep(page, story, index, onSlide(story.id));
        // The address names the step, as it names a section.
        await expect(page).toHaveURL(new RegExp(`#${stepAnchor(story.id, index)}$`));
        // The slide shows its own step's text alone.
        await expect
          .poll(() =>
            storyOf(page, story, onSlide(story.id))
              .locator(':scope > ol > li')
              .evaluateAll((items) => items.map((item) => item.checkVisibility())),
          )
          .toEqual(steps.map((step) => step === index));
        const next = walk[at + 1];
        if (next !== undefined)
          await page.keyboard.press(next > index ? 'ArrowRight' : 'ArrowLeft');
      }
    });

  test('a reload resumes the deck at the step shown, and Escape leaves at that step', async ({
    page,
  }) => {
    const step = 2;
    const story = storyWith(`${step + 1} steps`, (each) => each.story.steps.length > step);
    const currentSlide = page.locator('[data-slide-current]');
    await presentFromStory(page, story);
    // The deck is up (the page itself showed the story's first step already): it takes the keys.
    await expect(currentSlide).toHaveAttribute('data-slide', story.id);
    for (let index = 0; index < step; index += 1) {
      await expectAtStep(page, story, index, onSlide(story.id));
      await page.keyboard.press('ArrowRight');
    }
    await expect(page).toHaveURL(new RegExp(`#${stepAnchor(story.id, step)}$`));
    await page.reload();
    await expect(currentSlide).toHaveAttribute('data-slide', story.id);
    await expectAtStep(page, story, step, onSlide(story.id));
    await page.keyboard.press('Escape');
    await expect(currentSlide).toHaveCount(0);
    // Back on the page, scrolled to the step, the figure in its state.
    await expect(page.locator(`#${stepAnchor(story.id, step)}`)).toBeFocused();
    await expectAtStep(page, story, step);
    await expectPinnedBeside(page, story, step);
  });
});

import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { home } from '../../src/content/home';
import { leadership } from '../../src/content/leadership';
import { navigation } from '../../src/content/site';
import { motionTokens } from '../../src/motion/tokens';
import { firstStudy, MOTION, openHydrated, openUnlockedFromGate, scrollThrough } from './support';

// CSS-driven motion takes its values from the motion tokens, and reduced motion stills all of it.
test.use(MOTION);

async function cssMotion(page: Page) {
  await openHydrated(page, '/');
  await page.getByRole('banner').getByRole('button', { name: navigation.projects }).click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  const menuAnimation = await menu.evaluate(
    (element) => getComputedStyle(element).animationDuration,
  );
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();

  const card = page
    .locator('main article')
    .filter({ has: page.locator(`a[href="${firstStudy.path}"]`) });
  await card.scrollIntoViewIfNeeded();
  await card.hover();
  // The lift is read once the card's transition has ended (or at once, with nothing to run).
  const lift = await card.evaluate(async (element) => {
    await Promise.all(element.getAnimations().map((animation) => animation.finished));
    return new DOMMatrix(getComputedStyle(element).transform).m42;
  });
  return { menuAnimation, lift };
}

test('the menu and the project cards move by the motion tokens', async ({ page }) => {
  expect(await cssMotion(page)).toEqual({
    menuAnimation: `${motionTokens.menu.duration}s`,
    lift: -motionTokens.hover.liftDistance,
  });
});

test('with reduced motion, nothing CSS-driven moves or takes time', async ({ browser }) => {
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  expect(await cssMotion(await context.newPage())).toEqual({ menuAnimation: '0s', lift: 0 });
  await context.close();
});

interface PageMove {
  page: string;
  duration: unknown;
  opacity: unknown[];
  transform: unknown[];
}

/**
 * Follows the header's link to the leadership page and records, frame by frame, each move of a
 * page (an animation of the main landmark's child): whose it was, how long, and what it moved.
 */
async function leadershipMoves(page: Page) {
  await openHydrated(page, '/');
  const recorded = page.evaluate(
    (heading) =>
      new Promise<PageMove[]>((resolve) => {
        const seen = new Map<Animation, PageMove>();
        const frame = () => {
          for (const animation of document.getAnimations()) {
            const effect = animation.effect as KeyframeEffect | null;
            if (seen.has(animation) || effect?.target?.parentElement?.tagName !== 'MAIN') continue;
            const keyframes = effect.getKeyframes();
            seen.set(animation, {
              page: effect.target.querySelector('h1')?.textContent ?? '',
              duration: effect.getTiming().duration,
              opacity: keyframes.map((keyframe) => keyframe.opacity),
              transform: keyframes.map((keyframe) => keyframe.transform),
            });
          }
          const arrived = document.querySelector('main h1')?.textContent === heading;
          if (arrived && document.getAnimations().every((animation) => !seen.has(animation)))
            resolve([...seen.values()]);
          else requestAnimationFrame(frame);
        };
        frame();
      }),
    leadership.heading,
  );
  await page.getByRole('banner').getByRole('link', { name: navigation.leadership.long }).click();
  const moves = await recorded;
  await expect(page.getByRole('heading', { level: 1, name: leadership.heading })).toBeFocused();
  return moves;
}

/** The two moves of the walk from home to leadership, the page travelling `distance` px. */
const routeMoves = (distance: number) => [
  {
    page: home.intro.greeting,
    duration: motionTokens.route.exitDuration * 1000,
    opacity: ['1', '0'],
    transform: ['none', `translateY(${-distance}px)`],
  },
  {
    page: leadership.heading,
    duration: motionTokens.route.enterDuration * 1000,
    opacity: ['0', '1'],
    transform: [`translateY(${distance}px)`, 'none'],
  },
];

test('a new page comes in by the route tokens once the page before has left', async ({ page }) => {
  expect(await leadershipMoves(page)).toEqual(routeMoves(motionTokens.route.distance));
});

test('with reduced motion, a new page fades in once the page before has faded, neither travelling', async ({
  browser,
}) => {
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  expect(await leadershipMoves(await context.newPage())).toEqual(routeMoves(0));
  await context.close();
});

/** The leadership invitation's reveal block, near the bottom of the home page. */
const inviteBlock = (page: Page) =>
  page
    .locator('[data-reveal]')
    .filter({ has: page.getByRole('link', { name: home.leadershipInvite.cta }) })
    .last();

/**
 * Records every block hidden to reveal later that was (even partly) on screen as it was hidden:
 * checked as each is armed, since a web font arriving later may still move an armed block up.
 */
const recordArmedOnScreen = (page: Page) =>
  page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { armedOnScreen: seen });
    new MutationObserver((records) => {
      for (const { target } of records) {
        const element = target as Element;
        if (element.getAttribute('data-reveal') !== 'armed') continue;
        if (element.getBoundingClientRect().top < window.innerHeight)
          seen.push(element.textContent!.slice(0, 40));
      }
    }).observe(document, { attributes: true, attributeFilter: ['data-reveal'], subtree: true });
  });

test('a block below the fold waits hidden, then rises in by the reveal tokens in CSS as it is scrolled to', async ({
  page,
}) => {
  // A window whose bottom edge cuts through the first block that moves: it shows in part, so it
  // must not be hidden.
  await openHydrated(page, '/');
  const firstTop = await page
    .locator('[data-reveal]')
    .first()
    .evaluate((element) => element.getBoundingClientRect().top);
  await page.setViewportSize({ width: 1440, height: Math.round(firstTop) + 60 });
  await recordArmedOnScreen(page);
  await openHydrated(page, '/');
  const block = inviteBlock(page);
  await expect(block).toHaveAttribute('data-reveal', 'armed');
  // Nothing the visitor can already see is hidden.
  expect(
    await page.evaluate(() => (window as unknown as { armedOnScreen: string[] }).armedOnScreen),
  ).toEqual([]);
  await expect(block).toHaveCSS('opacity', '0');
  expect(
    await block.evaluate((element) => new DOMMatrix(getComputedStyle(element).transform).m42),
  ).toBe(motionTokens.reveal.distance);

  // The motion is the browser's own transition, timed by the tokens, not a script's frames:
  // recorded as the transitions end, so a slow machine cannot miss them.
  await block.evaluate((element) => {
    const ended: { property: string; seconds: number }[] = [];
    Object.assign(window, { revealEnded: ended });
    element.addEventListener('transitionend', (event) => {
      const { target, propertyName, elapsedTime } = event as TransitionEvent;
      if (target === element) ended.push({ property: propertyName, seconds: elapsedTime });
    });
  });
  await block.scrollIntoViewIfNeeded();
  await expect(block).toHaveAttribute('data-reveal', 'revealed');
  const ended = () =>
    page.evaluate(() =>
      (window as unknown as { revealEnded: { property: string; seconds: number }[] }).revealEnded
        .map(({ property, seconds }) => `${property} ${seconds}s`)
        .sort(),
    );
  // Both ran for the token's duration (on a loaded machine Chromium may also report an extra,
  // zero-length end of the same properties).
  await expect
    .poll(ended)
    .toEqual(
      expect.arrayContaining(
        ['opacity', 'transform'].map((property) => `${property} ${motionTokens.reveal.duration}s`),
      ),
    );
  await expect(block).toHaveCSS('opacity', '1');
  await expect(block).toHaveCSS('transform', 'none');
});

test('with reduced motion, nothing waits hidden to reveal', async ({ browser }) => {
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  const page = await context.newPage();
  await openHydrated(page, '/');
  // Every word on the page is drawn whole from the start, before any scroll, and still after one:
  // no text, nor anything around it, is faded or moved out of place waiting to reveal.
  const notWhole = () =>
    page.evaluate(() =>
      [...document.querySelectorAll('main *')].flatMap((element) => {
        const own = [...element.childNodes].some(
          (node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim(),
        );
        // Only what is drawn: a counter's live copy is not, with reduced motion (its final is).
        if (!own || !element.getClientRects().length) return [];
        for (let node: Element | null = element; node; node = node.parentElement) {
          const style = getComputedStyle(node);
          if (style.opacity !== '1' || style.transform !== 'none' || style.visibility === 'hidden')
            return [`${node.tagName} "${element.textContent!.trim().slice(0, 30)}"`];
        }
        return [];
      }),
    );
  expect(await notWhole()).toEqual([]);
  await scrollThrough(page);
  await expect(page.getByRole('link', { name: home.leadershipInvite.cta })).toBeVisible();
  expect(await notWhole()).toEqual([]);
  await context.close();
});

test('a study opens with the blocks on screen revealing as one sequence, in reading order', async ({
  browser,
}) => {
  // Tall enough that the first sections are on screen below the hero as the study opens.
  const context = await browser.newContext({ viewport: { width: 1440, height: 2200 } });
  const page = await context.newPage();
  // Every phase change, from before any page script runs.
  await page.addInitScript(() => {
    const changes: { from: string | null; to: string | null }[] = [];
    Object.assign(window, { revealChanges: changes });
    new MutationObserver((records) => {
      for (const record of records) {
        const element = record.target as Element;
        if (
          element.hasAttribute('style') &&
          element.getAttribute('style')!.includes('--sequence')
        ) {
          changes.push({ from: record.oldValue, to: element.getAttribute('data-reveal') });
        }
      }
    }).observe(document, {
      subtree: true,
      attributes: true,
      attributeFilter: ['data-reveal'],
      attributeOldValue: true,
    });
  });
  await openUnlockedFromGate(page, firstStudy.path);
  // The sequence is numbered in one go, on the observer's first report.
  await expect
    .poll(() => page.locator('main article [data-reveal][style*="--sequence"]').count())
    .toBeGreaterThan(2);

  const sequence = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('main article [data-reveal]')]
      .filter((element) => element.style.getPropertyValue('--sequence') !== '')
      .map((element) => ({
        sequence: Number(element.style.getPropertyValue('--sequence')),
        phase: element.getAttribute('data-reveal'),
        onScreen: element.getBoundingClientRect().top < window.innerHeight,
        // A block's own delay; a drawn graphic's container has none, its parts do.
        delay: getComputedStyle(element).transitionProperty.includes('opacity')
          ? parseFloat(getComputedStyle(element).transitionDelay)
          : undefined,
      })),
  );
  // Several blocks, numbered 1, 2, 3 … in reading order, all on screen and revealed.
  expect(sequence.length).toBeGreaterThan(2);
  expect(sequence.map((block) => block.sequence)).toEqual(sequence.map((_, index) => index + 1));
  expect(sequence.every((block) => block.onScreen && block.phase === 'revealed')).toBe(true);
  // A block waits one stagger for each block before it in reading order: several do, so the
  // delays are seen to grow.
  const timed = sequence.filter((block) => block.delay !== undefined);
  expect(timed.length).toBeGreaterThan(1);
  for (const block of timed) {
    expect(block.delay).toBeCloseTo(block.sequence * motionTokens.reveal.stagger);
  }
  // Each was hidden before it revealed: it never showed and then blinked away.
  const changes = await page.evaluate(
    () =>
      (window as unknown as { revealChanges: { from: string | null; to: string }[] }).revealChanges,
  );
  expect(changes.filter((change) => change.to === 'revealed').map((change) => change.from)).toEqual(
    sequence.map(() => 'armed'),
  );
  await context.close();
});

import { expect, test } from './fixtures';
import { presenter as copy } from '../../src/content/presenter';
import { chromiumArgs, chromiumPath } from '../../tooling/runner/chromium.mjs';
import { counter, notesOnDeck, position, startPresenting } from './deck';

// Where the browser blocks the presenter's window: Chromium's own popup blocker, which Playwright
// turns off by default, refuses a second window opened in one gesture, as it refuses one a site
// may not open at all. The headless shell the suite runs in has no popup blocker: this is the browser.

test.use({
  viewport: { width: 1280, height: 720 },
  launchOptions: {
    executablePath: chromiumPath,
    args: ['--headless', ...chromiumArgs],
    ignoreDefaultArgs: ['--disable-popup-blocking'],
  },
});

test('the deck says so and shows the notes in a drawer, following the slides; Escape closes the drawer alone, then leaves the deck', async ({
  page: deck,
}) => {
  await startPresenting(deck);
  // A window the page opens first takes the gesture: the presenter's is blocked.
  const blockedPresenter = () =>
    deck.evaluate(() => {
      window.open('about:blank', '_blank');
      document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 's', bubbles: true }));
    });
  await blockedPresenter();
  const drawer = deck.getByRole('complementary', { name: copy.drawer });
  await expect(drawer.getByRole('status')).toHaveText(copy.blocked);
  await expect(drawer).toContainText(notesOnDeck(deck));
  await deck.keyboard.press('ArrowRight');
  await expect.poll(async () => (await position(deck)).shown).toBe(2);
  await expect(drawer).toContainText(notesOnDeck(deck));
  await drawer.getByRole('button', { name: copy.closeDrawer }).click();
  await expect(drawer).toHaveCount(0);
  // Open again, the drawer is the top layer: Escape closes it alone, and the next leaves the deck.
  await blockedPresenter();
  await expect(drawer).toBeVisible();
  await drawer.getByRole('button', { name: copy.closeDrawer }).focus();
  await deck.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);
  await expect(counter(deck)).toBeVisible();
  // Focus was in the drawer: it goes back to the deck, whose keys still move it.
  await expect(deck.getByRole('dialog')).toBeFocused();
  await deck.keyboard.press('ArrowRight');
  await expect.poll(async () => (await position(deck)).shown).toBe(3);
  await deck.keyboard.press('Escape');
  await expect(counter(deck)).toHaveCount(0);
});

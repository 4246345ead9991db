import { expect, test } from './fixtures';
import { presenter as copy } from '../../src/content/presenter';
import { chromiumArgs, chromiumPath } from '../../tooling/runner/chromium.mjs';
import { notesOnDeck, position, startPresenting } from './deck';

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

test('the deck says so and shows the notes in a drawer, following the slides', async ({
  page: deck,
}) => {
  await startPresenting(deck);
  // A window the page opens first takes the gesture: the presenter's is blocked.
  await deck.evaluate(() => {
    window.open('about:blank', '_blank');
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 's', bubbles: true }));
  });
  const drawer = deck.getByRole('complementary', { name: copy.drawer });
  await expect(drawer.getByRole('status')).toHaveText(copy.blocked);
  await expect(drawer).toContainText(notesOnDeck(deck));
  await deck.keyboard.press('ArrowRight');
  await expect.poll(async () => (await position(deck)).shown).toBe(2);
  await expect(drawer).toContainText(notesOnDeck(deck));
  await drawer.getByRole('button', { name: copy.closeDrawer }).click();
  await expect(drawer).toHaveCount(0);
});

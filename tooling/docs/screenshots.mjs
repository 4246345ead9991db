// `npm run docs:screenshots`: the pictures docs/ shows of what a visitor and the owner see, taken
// from the production build (`npm run build` first): a study's gate, a picture open in the viewer,
// Present mode and the presenter view. At 1280x800, light, with reduced motion, scaled to 960 px
// and quantised, so each stays small.
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { preview } from 'vite';
import { chromiumArgs, chromiumPath } from '../runner/chromium.mjs';
import { sitePassword } from '../sealing/sitePassword.mjs';

const STUDY = '/payment-overhaul';
const WIDTH = 960;
const port = 4184;

const server = await preview({ preview: { port, strictPort: true }, logLevel: 'silent' });
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });

/** Writes what the page shows to docs/NAME.png. */
async function save(page, name) {
  await page.evaluate(() => document.fonts.ready);
  const shot = await page.screenshot({ animations: 'disabled', caret: 'hide' });
  await sharp(shot)
    .resize({ width: WIDTH })
    .png({ palette: true, compressionLevel: 9 })
    .toFile(`docs/${name}.png`);
  console.log(`docs/${name}.png`);
}

try {
  const context = await browser.newContext({
    baseURL: `http://localhost:${port}`,
    viewport: { width: 1280, height: 800 },
    colorScheme: 'light',
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  await page.goto(STUDY, { waitUntil: 'networkidle' });
  await save(page, 'gate');

  // A returning visitor: the study opens in place of the gate.
  await page.evaluate((password) => localStorage.setItem('sitePassword', password), sitePassword());
  await page.reload({ waitUntil: 'networkidle' });
  await page.locator('main article nav').waitFor();
  const picture = page.getByRole('button', { name: /^Open picture: / }).first();
  await picture.scrollIntoViewIfNeeded();
  await picture.click();
  const viewer = page.getByRole('dialog');
  await viewer.locator('[aria-hidden="false"] img:not(.pswp__img--placeholder)').waitFor();
  await viewer.and(page.locator(':not([aria-busy="true"])')).waitFor();
  await save(page, 'viewer');
  await page.keyboard.press('Escape');
  await viewer.waitFor({ state: 'detached' });

  await page.getByRole('button', { name: 'Present', exact: true }).click();
  const counter = (shown) => shown.getByRole('status').filter({ hasText: /^\d+ \/ \d+/ });
  await counter(page).waitFor();
  await page.keyboard.press('ArrowRight');
  await page.locator('[data-slide-current]').waitFor();
  await save(page, 'present');

  const [presenter] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('s')]);
  // A popup opens at its own size: the presenter's window drawn as the others are.
  await presenter.setViewportSize({ width: 1280, height: 800 });
  await counter(presenter).waitFor();
  // Both previews (the slide on screen, the next) show their slide.
  for (const preview of await presenter.locator('iframe').all())
    await preview.contentFrame().locator('[data-slide-current]').waitFor();
  await save(presenter, 'presenter');
} finally {
  await browser.close();
  await server.close();
}

import puppeteer, { type Page } from 'puppeteer-core';
import { firefoxPath } from '../../tooling/runner/engines.mjs';
import type { Engine, Tab } from './engine';

/** The Puppeteer page behind each tab, for printing. */
const pages = new WeakMap<Tab, Page>();

/**
 * Debian's Firefox ESR, driven by Puppeteer over WebDriver BiDi: Firefox speaks it natively, so no
 * geckodriver (which Debian does not package) stands between. Each tab is a browser context of its
 * own, with its own storage.
 */
function tabOf(page: Page, close: () => Promise<void>): Tab {
  const tab: Tab = {
    goto: async (url) => {
      await page.goto(url, { waitUntil: 'load' });
    },
    evaluate: (fn, arg) => page.evaluate(fn as (value: unknown) => unknown, arg) as never,
    click: (selector) => page.click(selector),
    type: (text) => page.keyboard.type(text),
    press: (key) => page.keyboard.press(key),
    screenshot: async (file) => {
      await page.screenshot({ path: file as `${string}.png` });
    },
    popup: async (step) => {
      const opened = new Promise<Page>((resolve) =>
        page.once('popup', (popup) => popup && resolve(popup)),
      );
      await step();
      const popup = await opened;
      return tabOf(popup, () => popup.close());
    },
    close,
  };
  pages.set(tab, page);
  return tab;
}

export async function launchFirefox(): Promise<Engine> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: firefoxPath(),
    headless: true,
  });
  return {
    name: `Firefox ESR ${(await browser.version()).replace(/^firefox\//i, '')}`,
    async open(viewport) {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      await page.setViewport(viewport);
      return tabOf(page, () => context.close());
    },
    print: (tab) => pages.get(tab)!.pdf({ format: 'A4', printBackground: true }),
    quit: () => browser.close(),
  };
}

import { isDeepStrictEqual } from 'node:util';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { BOOT_GLOBAL } from '../../src/boot/protocol';
import { STORAGE_KEY } from '../../src/gate/storage';
import { sitePassword } from '../../tooling/sealing/sitePassword.mjs';
import type { Tab } from './engine';
import { present } from './inPage';
import { moving } from '../shared/moving';
import { NAVIGATOR } from '../shared/markup';
import { ERRORS_GLOBAL, RECORDER_PATH } from './journeyServer';

/** How long a journey waits for a state before it fails, and how often it looks. */
const PATIENCE_MS = 15_000;
const LOOK_EVERY_MS = 100;

/** Where each engine's screenshots go: beside Playwright's results, for a person to look at. */
export const SCREENSHOTS = path.join('test-results', 'engines');

/** Marks the element a journey is about to click, found by what a visitor reads on it. */
const TARGET = 'data-journey-target';

/**
 * A visitor's journey through the site in one tab: addresses on the site under test, states waited
 * for by looking again (never by sleeping), and every uncaught error the pages it saw threw.
 */
export class Visit {
  private readonly thrown: string[] = [];

  constructor(
    readonly tab: Tab,
    private readonly origin: string,
    /** The engine's short name, for the screenshots' names. */
    private readonly engine: string,
  ) {}

  /**
   * Loads a page of the site and waits for the app to take it over: by then its start-up has run,
   * and what that threw is recorded (Firefox starts the app a little after the load event).
   */
  async goto(address: string) {
    await this.load(address);
    await this.until(
      'the app takes over the page',
      (name) =>
        (window as unknown as Record<string, { appHydrated?: boolean } | undefined>)[name]
          ?.appHydrated,
      BOOT_GLOBAL,
    );
  }

  /** Leaves the page, keeping what it threw, and loads an address of the site. */
  private async load(address: string) {
    await this.collectErrors();
    await this.tab.goto(this.origin + address);
  }

  /** Every uncaught error and unhandled rejection so far, of every page this visit loaded. */
  async errors() {
    await this.collectErrors();
    return this.thrown;
  }

  /**
   * Adds what the page threw to the visit's list. It first lets the page finish what it had queued
   * (two frames, then a task): an error thrown just after the last step, or a rejection the
   * browser reports a task later, is still this page's.
   */
  private async collectErrors() {
    const { recorded, page } = await this.tab.evaluate(async (name) => {
      await new Promise((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve))),
      );
      // Taken out of the page's list, so they are counted once.
      const list = (window as unknown as Record<string, string[] | undefined>)[name];
      return { recorded: list?.splice(0) ?? null, page: location.href };
    }, ERRORS_GLOBAL);
    // A site page without the recorder would pass whatever it threw: that is a broken harness.
    const sitePage = page.startsWith(this.origin) && !page.endsWith(RECORDER_PATH);
    if (!recorded && sitePage) throw new Error(`No error recorder on ${page}`);
    this.thrown.push(...(recorded ?? []));
  }

  /** A returning visitor, the password stored on the site, opens a page of it. */
  async returnTo(address: string) {
    // A file of the site's own origin that runs nothing: its storage is the site's.
    await this.load(RECORDER_PATH);
    await this.tab.evaluate(([key, password]) => localStorage.setItem(key, password), [
      STORAGE_KEY,
      sitePassword(),
    ] as const);
    await this.goto(address);
  }

  /** Waits until every section of the open study is in: the section navigator comes then. */
  sectionsIn() {
    return this.until('every section is in', present, NAVIGATOR);
  }

  /**
   * Runs the function in the page until `accept` (run here) takes what it returns, by default
   * anything truthy; returns that.
   */
  async until<R, A = undefined>(
    what: string,
    fn: (arg: A) => R | Promise<R>,
    arg?: A,
    accept: (value: Awaited<R>) => boolean = Boolean,
    expected?: R,
  ): Promise<Awaited<R>> {
    const deadline = Date.now() + PATIENCE_MS;
    for (;;) {
      const value = await this.tab.evaluate(fn, arg);
      if (accept(value)) return value;
      if (Date.now() > deadline) {
        const wanted = expected === undefined ? '' : `, wanted ${JSON.stringify(expected)}`;
        // What the page threw is most often why it never got there.
        const thrown = (await this.errors()).map((error) => `\n  uncaught: ${error}`).join('');
        throw new Error(`${what}: still ${JSON.stringify(value)}${wanted}${thrown}`);
      }
      await new Promise((resolve) => setTimeout(resolve, LOOK_EVERY_MS));
    }
  }

  /** Runs the function in the page until it returns a value deeply equal to `expected`. */
  untilEqual<R, A = undefined>(what: string, expected: R, fn: (arg: A) => R | Promise<R>, arg?: A) {
    return this.until(what, fn, arg, (value) => isDeepStrictEqual(value, expected), expected);
  }

  /** Clicks, as a pointer would, the visible element matching `selector` whose text is `text`. */
  async clickText(selector: string, text: string) {
    await this.until(
      `"${text}" to click`,
      ([selector, text, mark]) => {
        document.querySelector(`[${mark}]`)?.removeAttribute(mark);
        const element = [...document.querySelectorAll(selector)].find(
          (candidate) =>
            candidate.textContent?.trim() === text && candidate.getClientRects().length > 0,
        );
        element?.setAttribute(mark, '');
        return Boolean(element);
      },
      [selector, text, TARGET] as const,
    );
    await this.tab.click(`[${TARGET}]`);
  }

  /**
   * The colour the screen shows now at a point of the element `selector` matches (`at`, fractions
   * of its width and height), scrolled into view, as `rgb(r, g, b)`: read from a screenshot, since
   * only the screen shows a picture as the engine draws it.
   */
  async shownColour(selector: string, at: [number, number]) {
    const point = await this.tab.evaluate(
      ([selector, [x, y]]) => {
        const element = document.querySelector(selector)!;
        element.scrollIntoView({ block: 'center' });
        const box = element.getBoundingClientRect();
        return [box.left + x * box.width, box.top + y * box.height].map((edge) =>
          Math.round(edge * devicePixelRatio),
        );
      },
      [selector, at] as const,
    );
    mkdirSync(SCREENSHOTS, { recursive: true });
    const file = path.join(SCREENSHOTS, `${this.engine}-shown-colour.png`);
    await this.tab.screenshot(file);
    const { data } = await sharp(file)
      .extract({ left: point[0]!, top: point[1]!, width: 1, height: 1 })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    return `rgb(${data[0]}, ${data[1]}, ${data[2]})`;
  }

  /** Saves what the tab shows once nothing on it moves, named for the engine and the view. */
  async screenshot(view: string) {
    await this.untilEqual('the page at rest', 0, moving);
    mkdirSync(SCREENSHOTS, { recursive: true });
    await this.tab.screenshot(path.join(SCREENSHOTS, `${this.engine}-${view}.png`));
  }
}

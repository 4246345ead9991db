import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Key, remote } from 'webdriverio';
import { miniBrowserPath } from '../../tooling/runner/engines.mjs';
import { PAGE_LOST, type Engine, type Tab, type Viewport } from './engine';

/**
 * The MiniBrowser's toolbar holds its window at 447 px or wider, and the journeys need a 390 px
 * phone. Its own GTK style (not the page's) is shrunk to nothing, so the window, and the page's
 * viewport with it, can be as narrow as a phone.
 */
const GTK_STYLE =
  '* { min-width: 0; min-height: 0; padding: 0; margin: 0; border-width: 0; font-size: 1px; }';

/** An unused TCP port for the driver. */
async function freePort() {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * Debian's WebKitGTK, driven by WebdriverIO through WebKitWebDriver (WebDriver classic: this driver
 * has no BiDi), in an Xvfb display, in one MiniBrowser session whose tabs each leave the site's
 * storage empty behind them.
 */
export async function launchWebKit(): Promise<Engine> {
  const config = mkdtempSync(path.join(tmpdir(), 'webkit-journeys-'));
  mkdirSync(path.join(config, 'gtk-3.0'));
  writeFileSync(path.join(config, 'gtk-3.0', 'gtk.css'), GTK_STYLE);
  let driver = await startDriver(config);
  const binary = miniBrowserPath();
  let session: WebdriverIO.Browser | undefined;
  const version = spawnSync('dpkg-query', ['-W', '-f=${Version}', 'webkit2gtk-driver'], {
    encoding: 'utf8',
  }).stdout;

  // Set when a command found the page lost (`PAGE_LOST`): the next journey starts a new driver,
  // and nothing more is sent to this one (each command would wait out its timeout).
  let lost = false;
  const guard: Guard =
    (command) =>
    async (...args) => {
      if (lost) throw new Error(PAGE_LOST);
      try {
        return await command(...args);
      } catch (error) {
        if (!driverLostPage(error)) throw error;
        lost = true;
        throw new Error(`${PAGE_LOST} (${(error as Error).message})`, { cause: error });
      }
    };

  /** A tab in the session (begun by the first), its window sized to `viewport`. */
  const openTab = guard(async ({ width, height }: Viewport) => {
    // One session for every journey: WebKitWebDriver now and then never answered a request for
    // a new session (a MiniBrowser launched per journey), so each tab clears up after itself.
    session ??= await remote({
      hostname: '127.0.0.1',
      port: driver.port,
      path: '/',
      logLevel: 'error',
      // A command the driver never answers fails the journey at once, not at the test's end.
      connectionRetryTimeout: 30_000,
      connectionRetryCount: 0,
      // WebdriverIO's types do not list WebKitGTK's own capability.
      capabilities: {
        'wdio:enforceWebDriverClassic': true,
        'webkitgtk:browserOptions': { binary, args: ['--automation'] },
      } as WebdriverIO.Capabilities,
    });
    const browser = session;
    // The window's size is the viewport's, and what the window adds above it.
    await browser.setWindowSize(width, height);
    const inner = await browser.execute(() => window.innerHeight);
    if (inner !== height) await browser.setWindowSize(width, height + (height - inner));
    return tabIn(browser, await browser.getWindowHandle(), guard);
  });

  return {
    name: `WebKitGTK ${version} (Debian's package)`,
    async open(viewport) {
      if (lost) {
        // Its browser is gone or hung, and the session with it: begun again, storage and all.
        console.warn(`${PAGE_LOST}: WebKit starts afresh for the journey.`);
        driver.stop();
        driver = await startDriver(config);
        session = undefined;
        lost = false;
      }
      return openTab(viewport);
    },
    async quit() {
      if (!lost) await session?.deleteSession();
      driver.stop();
      rmSync(config, { recursive: true, force: true });
    },
  };
}

/**
 * WebKitWebDriver's answers when the page's web process crashed, the session went with it, or the
 * browser stopped answering a command (WebdriverIO gives up on one after `connectionRetryTimeout`).
 */
const DRIVER_LOST_PAGE =
  /page crash or hang|invalid session id|Request timed out|UND_ERR_HEADERS_TIMEOUT/;
const driverLostPage = (error: unknown) =>
  error instanceof Error && DRIVER_LOST_PAGE.test(error.message);

/** WebKitWebDriver in an Xvfb display of its own, on an unused port, once it answers. */
async function startDriver(config: string) {
  const port = await freePort();
  const driver = spawn(
    'xvfb-run',
    ['-a', '-s', '-screen 0 1920x1200x24', 'WebKitWebDriver', `--port=${port}`],
    // Its temporary files too in `config`, removed on quitting: the group is ended by a signal,
    // which leaves xvfb-run no time to remove its own.
    {
      detached: true,
      stdio: 'ignore',
      env: { ...process.env, XDG_CONFIG_HOME: config, TMPDIR: config },
    },
  );
  const status = `http://127.0.0.1:${port}/status`;
  for (let tries = 0; ; tries++) {
    const ready = await fetch(status).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (tries > 100) throw new Error('WebKitWebDriver did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    port,
    /** Ends the driver, its display and the browser it launched, as a group (if still there). */
    stop() {
      try {
        if (driver.pid) process.kill(-driver.pid, 'SIGTERM');
      } catch {
        // The group has ended already.
      }
    },
  };
}

/** A driver command, failing with `PAGE_LOST` where the engine lost the page. */
type Guard = <A extends unknown[], R>(
  command: (...args: A) => Promise<R>,
) => (...args: A) => Promise<R>;

/** Which window of the session commands go to now. */
interface Focus {
  handle: string;
}

/**
 * A tab in one window of the session. WebDriver classic drives one window at a time: each command
 * switches to the tab's own first, so a journey can use two windows in turn. `close` is the
 * session's first window's (which stays, blank) or a window a step opened (which closes).
 */
function tabIn(
  browser: WebdriverIO.Browser,
  handle: string,
  guard: Guard,
  focus: Focus = { handle },
  close?: () => Promise<void>,
): Tab {
  const inWindow = <A extends unknown[], R>(command: (...args: A) => Promise<R>) =>
    guard(async (...args: A) => {
      if (focus.handle !== handle) await browser.switchToWindow(handle);
      focus.handle = handle;
      return command(...args);
    });
  return {
    goto: inWindow(async (url: string) => {
      await browser.url(url);
    }),
    evaluate: inWindow(
      async (fn: unknown, arg: unknown) =>
        browser.execute(fn as (...values: unknown[]) => unknown, arg) as never,
    ) as Tab['evaluate'],
    click: inWindow(async (selector: string) => {
      await browser.$(selector).click();
    }),
    type: inWindow(async (text: string) => {
      await browser.keys([...text]);
    }),
    press: inWindow(async (key: Parameters<Tab['press']>[0]) => {
      await browser.keys(Key[key]);
    }),
    screenshot: inWindow(async (file: string) => {
      await browser.saveScreenshot(file);
    }),
    popup: inWindow(async (step: () => Promise<void>) => {
      const before = await browser.getWindowHandles();
      await step();
      let opened: string | undefined;
      await browser.waitUntil(
        async () => (opened = (await browser.getWindowHandles()).find((h) => !before.includes(h))),
        { timeout: 15_000, timeoutMsg: 'no window opened' },
      );
      return tabIn(browser, opened!, guard, focus, () => browser.closeWindow() as Promise<never>);
    }),
    close: inWindow(
      close ??
        (async () => {
          // The next journey starts as a first visit: nothing stored on the site, on a blank page.
          await browser.execute(() => {
            try {
              localStorage.clear();
              sessionStorage.clear();
            } catch {
              // A page with no origin of its own (the tab never left about:blank) has no storage.
            }
          });
          await browser.url('about:blank');
        }),
    ),
  };
}

// Firefox and WebKit for the engine journeys (tests/engines): Debian's packages, as Chromium is;
// and where a binary is, which the set-up scripts ask of every package they need.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

const FIREFOX = 'firefox-esr';

/** Each engine's binary and the Debian package that brings it; `npm test` installs them as root. */
export const enginePackages = [
  { binary: FIREFOX, pkg: FIREFOX },
  { binary: 'WebKitWebDriver', pkg: 'webkit2gtk-driver' },
  // WebKitGTK draws into an X display even when nobody looks: Xvfb is one in memory.
  { binary: 'xvfb-run', pkg: 'xvfb' },
];

/** WebKitGTK's MiniBrowser, the browser WebKitWebDriver drives: under the multiarch library folder. */
export function miniBrowserPath() {
  for (const arch of readdirSync('/usr/lib')) {
    const candidate = path.join('/usr/lib', arch, 'webkit2gtk-4.1', 'MiniBrowser');
    if (existsSync(candidate)) return candidate;
  }
  throw new Error(
    'No WebKitGTK MiniBrowser under /usr/lib/*/webkit2gtk-4.1: install webkit2gtk-driver',
  );
}

/** Where a binary is on PATH ('' when it is not installed). */
export const whereIs = (binary) =>
  spawnSync('sh', ['-c', `command -v ${binary}`], { encoding: 'utf8' }).stdout.trim();

/** Firefox ESR's binary, for Puppeteer, which wants a full path. */
export function firefoxPath() {
  const found = whereIs(FIREFOX);
  if (!found)
    throw new Error(`No ${FIREFOX} on PATH: install ${FIREFOX} (\`npm test\` does, as root)`);
  return found;
}

// Debian's Chromium and the flags every tool here launches it with: without the
// background-networking flags it keeps trying hosts this machine cannot reach.
export const chromiumPath = '/usr/bin/chromium';

// The same Blink without the browser around it (Debian's `chromium-headless-shell`), which is what
// Playwright itself runs headless: the browser suite takes 30% less work in it. What only the
// browser has, its popup blocker, is tested in `chromiumPath`.
export const headlessShellPath = '/usr/bin/chromium-headless-shell';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

// Debian's Chromium and the flags every tool here launches it with: without the
// background-networking flags it keeps trying hosts this machine cannot reach.
export const chromiumPath = '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

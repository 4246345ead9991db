// What sealed a build, recorded beside it and told by whatever serves it: `npm run preview` and
// `npm start` say which password opens the build they serve as the build recorded it, not as the
// serving shell's environment suggests, and give share-link hints with the address they serve.
// The record sits with the server bundle, which is never deployed, and names no password but
// the demo one.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DEMO_PASSWORD, DEMO_SHARES } from './sitePassword.mjs';

/** Where a build in `dist` keeps its server bundle and what it records: `dist-ssr`. */
export const ssrDirOf = (dist) => `${dist}-ssr`;
const recordOf = (dist) => path.join(ssrDirOf(dist), 'sealing.json');

/** Records, after a build into `dist`, whether `password` was the demo one. */
export function recordSealing(dist, password) {
  writeFileSync(
    recordOf(dist),
    `${JSON.stringify({ demoPassword: password === DEMO_PASSWORD })}\n`,
  );
}

/** What a server of `dist` at `address` tells of its password and share links, line by line. */
export function sealingNotice(dist, address) {
  const file = recordOf(dist);
  if (!existsSync(file))
    return [
      `No record of how ${path.relative(process.cwd(), dist) || '.'} was sealed: build it with \`npm run build\` (or \`npm start\`) and serve it again.`,
    ];
  const { demoPassword } = JSON.parse(readFileSync(file, 'utf8'));
  if (demoPassword) {
    const [recipient] = DEMO_SHARES.split(',');
    return [
      `Case studies are sealed with the demo password "${DEMO_PASSWORD}". Set SITE_PASSWORD and build again to use your own; never deploy a demo build.`,
      `Share links for its demo recipients (${DEMO_SHARES}): npm run share-link -- --for ${recipient} --base ${address}`,
    ];
  }
  return [
    'Case studies are sealed with the SITE_PASSWORD this build was made with.',
    `Share links, with the SITE_PASSWORD and SITE_SHARES it was made with: SITE_PASSWORD=… SITE_SHARES=… npm run share-link -- --for NAME --base ${address}`,
  ];
}

/**
 * Where the build gets the site password: the SITE_PASSWORD environment variable, read at build
 * time only. It is never given a VITE_ prefix, so Vite never exposes it to client code.
 */
import { DEMO_PASSWORD, usingDemoPassword } from './sitePassword.mjs';

class MissingPasswordError extends Error {
  constructor() {
    super(
      'SITE_PASSWORD is not set. The case studies are encrypted with it at build time.\n' +
        '  Build for deployment:   SITE_PASSWORD="your password" npm run build\n' +
        `  Local demo instead:     npm start   (uses the demo password "${DEMO_PASSWORD}")`,
    );
    this.name = 'MissingPasswordError';
  }
}

/** The password for this build; on the dev server the demo password stands in when none is set. */
export function resolveSitePassword(command: 'build' | 'serve') {
  if (!usingDemoPassword()) return process.env.SITE_PASSWORD as string;
  if (command === 'build') throw new MissingPasswordError();
  return DEMO_PASSWORD;
}

/** What the dev server says when it seals with the demo password. */
export const devDemoNotice = `Case studies are sealed with the demo password "${DEMO_PASSWORD}" (set SITE_PASSWORD to change it).`;

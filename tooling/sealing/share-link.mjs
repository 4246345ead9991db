// `npm run share-link -- [path] [--base URL]`: prints, as its last line, a link that opens the
// case studies without typing the password (the one the site is built with: SITE_PASSWORD, or
// the demo password). `path` is a study, optionally with a section: /payment-overhaul#results.
import { parseArgs } from 'node:util';
import { runnerImport } from 'vite';
import { sitePassword, usingDemoPassword } from './sitePassword.mjs';

const { values, positionals } = parseArgs({
  options: { base: { type: 'string' } },
  allowPositionals: true,
});
try {
  const { module } = await runnerImport('./tooling/sealing/shareLink.ts', { logLevel: 'error' });
  const link = await module.shareLink({
    target: positionals[0],
    base: values.base,
    password: sitePassword(),
  });
  if (usingDemoPassword())
    console.error('SITE_PASSWORD is not set: this link carries the demo password.');
  console.log(
    'Anyone with this link can read every case study until you rebuild with a new password:',
  );
  console.log(link);
} catch (error) {
  console.error(`share-link: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}

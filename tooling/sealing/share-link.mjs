// `npm run share-link -- [path] --for NAME [--base URL]`: prints, as its last line, the link that
// opens the case studies for one recipient SITE_SHARES names, on a build made with the same
// SITE_PASSWORD (or the demo password and its demo recipients). `path` is a study, optionally
// with a section: /payment-overhaul#results.
import { parseArgs } from 'node:util';
import { runnerImport } from 'vite';
import { siteShares, sitePassword, usingDemoPassword } from './sitePassword.mjs';

try {
  const { values, positionals } = parseArgs({
    options: { base: { type: 'string' }, for: { type: 'string' } },
    allowPositionals: true,
  });
  const { module } = await runnerImport('./tooling/sealing/shareLink.ts', { logLevel: 'error' });
  const password = sitePassword();
  const { link, recipient } = await module.shareLink({
    target: positionals[0],
    base: values.base,
    password,
    recipient: values.for,
    shares: siteShares(password),
  });
  if (usingDemoPassword())
    console.error('SITE_PASSWORD is not set: this link opens a demo build only.');
  const until = recipient.lastDay ? `, through ${recipient.lastDay} (UTC)` : '';
  console.log(
    `For ${recipient.name}: it opens every case study${until}, until you rebuild without this name or with a new password.`,
  );
  console.log(link);
} catch (error) {
  console.error(`share-link: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}

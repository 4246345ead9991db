// `npm test`: every check, in the order that fails fastest. Works on a fresh checkout: it installs
// the npm dependencies, and Debian's Chromium, Firefox ESR, WebKitGTK and Java when missing.
import { ensureDependencies, printSummary, run, runTests } from './run.mjs';
import { sitePassword } from '../sealing/sitePassword.mjs';
import { enginePackages, whereIs } from './engines.mjs';

/** Browser tests need the browsers, the HTML check needs Java: Debian packages, installed as root. */
function ensureDebianPackages(needs) {
  const missing = needs.filter(({ binary }) => !whereIs(binary)).map(({ pkg }) => pkg);
  if (missing.length === 0) return;
  if (process.getuid?.() !== 0) {
    console.error(
      `Missing ${missing.join(', ')}: run \`sudo apt-get install -y ${missing.join(' ')}\` and try again.`,
    );
    process.exit(1);
  }
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', ...missing]);
}

ensureDependencies();
ensureDebianPackages([
  { binary: 'chromium', pkg: 'chromium' },
  ...enginePackages,
  { binary: 'java', pkg: 'default-jre-headless' },
]);
const env = { SITE_PASSWORD: sitePassword() };
run('npm', ['run', 'lint']);
run('npm', ['run', 'typecheck']);
await runTests('npm', ['run', 'test:unit']);
// One Vitest run for both, so their builds share the two cores.
await runTests('npx', ['vitest', 'run', '--project', 'build', '--project', 'security']);
run('npm', ['run', 'build'], env);
run('npm', ['run', 'size']);
run('npm', ['run', 'validate:html']);
await runTests('npm', ['run', 'test:e2e'], env);
// Then the visitor's main journeys in Firefox and in WebKit, one engine after the other.
await runTests('npm', ['run', 'test:engines'], env);
printSummary();
console.log('\n✓ All checks passed.');

// `npm test`: every check, in the order that fails fastest. Works on a fresh checkout: it installs
// the npm dependencies, and Debian's Chromium, Firefox ESR, WebKitGTK, Java and ffmpeg when missing.
import path from 'node:path';
import {
  ensureDebianPackages,
  ensureDependenciesBeside,
  printSummary,
  run,
  runStep,
} from './run.mjs';
import { DEMO_SHARES, sitePassword } from '../sealing/sitePassword.mjs';
import { enginePackages } from './engines.mjs';
import { SAMPLE_FACTS, TOOLING_TESTS, makeSecondOwner } from './secondOwner.mjs';

// Browser tests need the browsers, the HTML check needs Java, the build ffmpeg.
const packages = ensureDebianPackages([
  { binary: 'chromium', pkg: 'chromium' },
  { binary: 'chromium-headless-shell', pkg: 'chromium-headless-shell' },
  ...enginePackages,
  { binary: 'java', pkg: 'default-jre-headless' },
  // The build reads and encodes the studies' clips with it (tooling/clips/ffmpeg.ts).
  { binary: 'ffmpeg', pkg: 'ffmpeg' },
]);
await ensureDependenciesBeside();
// The site under test is sealed with the site password and shares links with the demo recipients,
// whoever's password it is: the share-link tests need two current recipients and a withdrawn one.
const env = { SITE_PASSWORD: sitePassword(), SITE_SHARES: DEMO_SHARES };
/** The build and security suites read the site the browser suites test, built once, in `dir`. */
const builtIn = (dir = '.') => ({ ...env, SITE_UNDER_TEST: path.resolve(dir, 'dist') });
// Side by side: each keeps to one core.
await Promise.all(
  ['lint', 'typecheck'].map((script) => runStep('npm', ['run', script], { together: true })),
);
await runStep('npm', ['run', 'test:unit']);
// The build reads the studies' clips with ffmpeg, which comes with the browsers.
await packages;
// The site the browser suites test. It encodes the pictures' variants into the shared cache, so
// the build tests' builds, next, take them from there instead of each encoding them at once.
run('npm', ['run', 'build'], env);
run('npm', ['run', 'size']);
// One Vitest run for both, so their builds share the two cores.
await runStep('npx', ['vitest', 'run', '--project', 'build', '--project', 'security'], {
  env: builtIn(),
});
run('npm', ['run', 'validate:html']);
// No traces: recording one for every test costs half again the suite's time. A test that fails
// here keeps its trace when its spec is run on its own (docs/testing.md).
await runStep('npm', ['run', 'test:e2e', '--', '--trace', 'off'], { env });
// Then the visitor's main journeys in Firefox and in WebKit, the two engines side by side.
await runStep('npm', ['run', 'test:engines'], { env });
// The second owner's site, twelve studies across six employers, built and tested as the sample's
// is: the unit, build and security suites (less the tooling's own tests), the byte budgets, and the
// site map (the home page, the menu, All work and the footer), gate and header in the browser
// (tooling/runner/secondOwner.mjs).
const second = makeSecondOwner();
// As an owner does after adding a study: the hosts' files list every page.
run('npm', ['run', 'hosts'], {}, second);
// Side by side, as the sample's lint and typecheck.
await Promise.all([
  runStep('npm', ['run', 'typecheck'], { cwd: second, together: true }),
  runStep(
    'npx',
    ['vitest', 'run', '--project', 'unit', ...SAMPLE_FACTS.flatMap((file) => ['--exclude', file])],
    { cwd: second, together: true },
  ),
]);
run('npm', ['run', 'build'], env, second);
// Twelve studies, every budget as the sample's (docs/performance.md).
run('npm', ['run', 'size'], {}, second);
await runStep(
  'npx',
  [
    'vitest',
    'run',
    '--project',
    'build',
    '--project',
    'security',
    ...TOOLING_TESTS.flatMap((file) => ['--exclude', file]),
  ],
  { env: builtIn(second), cwd: second },
);
await runStep(
  'npx',
  [
    'playwright',
    'test',
    'tests/e2e/siteMap.spec.ts',
    'tests/e2e/gate.spec.ts',
    // The header holds the owner's name beside its controls.
    'tests/e2e/header.spec.ts',
    '--trace',
    'off',
  ],
  { env, cwd: second },
);
printSummary();
console.log('\n✓ All checks passed.');

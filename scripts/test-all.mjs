// `npm test`: every check, in the order that fails fastest. Works on a fresh checkout: it installs
// the npm dependencies, and Debian's chromium for the browser tests when it is missing.
import { existsSync, readFileSync } from 'node:fs';
import { ensureDependencies, run } from './run.mjs';

const { password: TEST_PASSWORD } = JSON.parse(readFileSync('build/demo-password.json', 'utf8'));

function ensureChromium() {
  if (existsSync('/usr/bin/chromium')) return;
  if (process.getuid?.() !== 0) {
    console.error(
      'Browser tests need Chromium: run `sudo apt-get install -y chromium` and try again.',
    );
    process.exit(1);
  }
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', 'chromium']);
}

ensureDependencies();
ensureChromium();
const env = { SITE_PASSWORD: process.env.SITE_PASSWORD || TEST_PASSWORD };
run('npm', ['run', 'lint']);
run('npm', ['run', 'typecheck']);
run('npm', ['run', 'test:unit']);
run('npm', ['run', 'test:security']);
run('npm', ['run', 'build'], env);
run('npm', ['run', 'size']);
run('npm', ['run', 'validate:html']);
run('npm', ['run', 'test:e2e'], env);
console.log('\n✓ All checks passed.');

// Small helpers for the set-up scripts: run a command, install dependencies when missing or stale.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';

export function run(command, args, env = {}) {
  console.log(`\n> ${[command, ...args].join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  // Each step says how long it took, so a slow one shows where the whole run's time goes.
  console.log(`  (${command} ${args[0] ?? ''}: ${((Date.now() - started) / 1000).toFixed(0)} s)`);
  if (result.status !== 0) {
    console.error(
      `\n✗ ${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal}).`,
    );
    process.exit(result.status ?? 1);
  }
}

/**
 * Installs exactly what the lockfile says where node_modules is missing (a fresh checkout) or
 * older than the lockfile (a pull that changed the dependencies): npm writes its own copy of the
 * lockfile into node_modules at each install.
 */
export function ensureDependencies() {
  const installed = 'node_modules/.package-lock.json';
  if (!existsSync(installed) || statSync('package-lock.json').mtimeMs > statSync(installed).mtimeMs)
    run('npm', ['ci']);
}

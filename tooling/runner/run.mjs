// Small helpers for the set-up scripts: run a command, install dependencies when missing.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

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

/** A fresh checkout has no node_modules yet: install exactly what the lockfile says. */
export function ensureDependencies() {
  if (!existsSync('node_modules/.package-lock.json')) run('npm', ['ci']);
}

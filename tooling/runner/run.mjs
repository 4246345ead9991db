// Small helpers for the set-up scripts: run a command, install dependencies when missing.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export function run(command, args, env = {}) {
  console.log(`\n> ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
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

// Small helpers for the set-up scripts: run a command, install dependencies when missing or stale.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { whereIs } from './engines.mjs';

/** Each step run so far: its command, seconds, and the tests it ran where it prints a count. */
const steps = [];
const began = Date.now();

export function run(command, args, env = {}, cwd = undefined) {
  console.log(`\n> ${cwd ? `(in ${cwd}) ` : ''}${[command, ...args].join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, ...env },
    cwd,
  });
  finish(command, args, started, result.status, result.signal, undefined, cwd);
}

/**
 * Runs a step as `run` does, without blocking: with `together`, its output is held and shown whole
 * when it ends, so steps run side by side do not interleave their lines. The promise settles once
 * the step has passed (a failed step ends the run); it keeps the number of tests the step reports
 * passed (Vitest's "Tests  144 passed", Playwright's "247 passed (9.8m)").
 */
export async function runStep(command, args, { env = {}, together = false, cwd } = {}) {
  const line = `\n> ${cwd ? `(in ${cwd}) ` : ''}${[command, ...args].join(' ')}`;
  if (!together) console.log(line);
  const started = Date.now();
  const child = spawn(command, args, {
    stdio: ['inherit', 'pipe', together ? 'pipe' : 'inherit'],
    env: { ...process.env, ...env },
    cwd,
  });
  let output = '';
  const keep = (chunk) => {
    if (!together) process.stdout.write(chunk);
    output += chunk;
  };
  child.stdout.on('data', keep);
  child.stderr?.on('data', keep);
  const [status, signal] = await new Promise((resolve) =>
    child.on('close', (code, signal) => resolve([code, signal])),
  );
  if (together) process.stdout.write(`${line}\n${output}`);
  // eslint-disable-next-line no-control-regex
  const plain = output.replace(/\x1b\[[0-9;]*m/g, '');
  const passed = [...plain.matchAll(/^\s*(?:Tests\s+)?(\d+) passed\b/gm)].at(-1)?.[1];
  finish(command, args, started, status, signal, passed && Number(passed), cwd);
}

function finish(command, args, started, status, signal, tests, cwd) {
  const seconds = (Date.now() - started) / 1000;
  const step = `${cwd ? `(in ${cwd}) ` : ''}${command} ${args.join(' ')}`;
  steps.push({ step, seconds, tests });
  // Each step says how long it took, so a slow one shows where the whole run's time goes.
  console.log(`  (${command} ${args[0] ?? ''}: ${seconds.toFixed(0)} s)`);
  if (status !== 0) {
    console.error(`\n✗ ${step} failed (exit ${status ?? signal}).`);
    process.exit(status ?? 1);
  }
}

/** Every step's time and test count, and the totals: the time from the start, as steps overlap. */
export function printSummary() {
  const clock = (seconds) => {
    const whole = Math.round(seconds);
    return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
  };
  const rows = [
    ...steps.map(({ step, seconds, tests }) => [step, clock(seconds), tests ?? '']),
    [
      'total',
      clock((Date.now() - began) / 1000),
      steps.reduce((sum, { tests }) => sum + (tests ?? 0), 0),
    ],
  ];
  const width = Math.max(...rows.map(([step]) => step.length));
  console.log('');
  for (const [step, time, tests] of [['step', 'time', 'tests'], ...rows])
    console.log(`${step.padEnd(width)} ${time.padStart(6)} ${String(tests).padStart(6)}`);
}

/**
 * Whether `dir` needs exactly what its lockfile says installed: its node_modules is missing (a fresh
 * checkout) or older than the lockfile (a pull that changed the dependencies); npm writes its own
 * copy of the lockfile into node_modules at each install.
 */
function needsInstall(dir) {
  const installed = path.join(dir, 'node_modules/.package-lock.json');
  const lockfile = path.join(dir, 'package-lock.json');
  if (!existsSync(installed)) return true;
  // A copy of the project with its node_modules linked (the second owner's) may have no lockfile.
  return existsSync(lockfile) && statSync(lockfile).mtimeMs > statSync(installed).mtimeMs;
}

const npmCi = (dir) => ['ci', '--prefix', dir, '--no-audit', '--no-fund'];

/** Installs the npm dependencies of `dir` where they are missing or stale. */
export function ensureDependencies(dir = '.') {
  if (needsInstall(dir)) run('npm', npmCi(dir));
}

/** As `ensureDependencies`, without blocking: what was started before it goes on meanwhile. */
export async function ensureDependenciesBeside(dir = '.') {
  if (needsInstall(dir)) await runStep('npm', npmCi(dir));
}

/**
 * Debian packages the scripts need (each `{ binary, pkg }`), installed as root when missing; as
 * anyone else, it says what to install and stops. They download and unpack beside what runs
 * meanwhile: the promise settles once they are in.
 */
export async function ensureDebianPackages(needs) {
  const missing = needs.filter(({ binary }) => !whereIs(binary)).map(({ pkg }) => pkg);
  if (missing.length === 0) return;
  if (process.getuid?.() !== 0) {
    console.error(
      `Missing ${missing.join(', ')}: run \`sudo apt-get install -y ${missing.join(' ')}\` and try again.`,
    );
    process.exit(1);
  }
  const apt = { together: true, env: { DEBIAN_FRONTEND: 'noninteractive' } };
  await runStep('apt-get', ['update', '-qq'], apt);
  await runStep('apt-get', ['install', '-y', '-qq', ...missing], apt);
}

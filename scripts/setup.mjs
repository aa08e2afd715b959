#!/usr/bin/env node
// Installs whatever this machine lacks for `npm start` / `npm test`: pnpm, the workspace's
// dependencies and (for tests) Debian's Chromium. Every step is skipped when already done.
import { execSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const PNPM = '10.34.9';
export const CHROMIUM = process.env.MASTHEAD_CHROMIUM || '/usr/bin/chromium';

function run(cmd, opts = {}) {
  console.log(`[setup] ${cmd}`);
  execSync(cmd, { stdio: 'inherit', cwd: root, ...opts });
}

function has(cmd) {
  return spawnSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' }).status === 0;
}

export function ensurePnpm() {
  const version = spawnSync('pnpm', ['--version'], { encoding: 'utf8' });
  if (version.status === 0 && version.stdout.trim().startsWith('10.')) return;
  run(`npm install -g pnpm@${PNPM}`);
}

export function ensureDependencies() {
  const marker = `${root}/node_modules/.modules.yaml`;
  const lock = `${root}/pnpm-lock.yaml`;
  if (existsSync(marker) && existsSync(lock) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  run('pnpm install --frozen-lockfile', { env: { ...process.env, CI: '1' } });
}

export function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  if (!has('apt-get')) throw new Error(`Chromium is missing at ${CHROMIUM} and apt-get is not available to install it; set MASTHEAD_CHROMIUM to a Chromium binary.`);
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  run(`${sudo}apt-get update -qq || true`);
  run(`${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium`);
  if (!existsSync(CHROMIUM)) throw new Error(`apt-get finished but ${CHROMIUM} is still missing.`);
}

/**
 * Runs long-lived servers together: when one exits, the others are stopped and this process exits with
 * its code; Ctrl-C stops them all. Returns `start(name, command, args, cwd)`.
 */
export function supervise(label, env) {
  const children = [];
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      for (const child of children) child.kill(signal);
      process.exit(0);
    });
  }
  return function start(name, cmd, args, cwd = root) {
    const child = spawn(cmd, args, { cwd, env, stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('exit', (code) => {
      console.log(`[${label}] ${name} exited (${code ?? 'signal'})`);
      for (const other of children) other.kill();
      process.exit(code ?? 1);
    });
    children.push(child);
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  ensurePnpm();
  ensureDependencies();
  if (process.argv.includes('--browser')) ensureChromium();
}

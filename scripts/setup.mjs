#!/usr/bin/env node
// Installs whatever this machine lacks for `npm start` / `npm test`: pnpm, the workspace's
// dependencies and (for tests) Debian's Chromium, nginx and PostgreSQL. Every step is skipped when
// already done.
import { execSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { delimiter, join } from 'node:path';
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

/**
 * Installs one of Debian's packages when `binary` is missing (as root, or with sudo), or says why it cannot.
 * `binary` is a path, or a function giving it (asked again after the install, for a path that has the
 * package's version in it).
 */
function ensureDebianPackage(pkg, binary, setting) {
  const path = typeof binary === 'function' ? binary : () => binary;
  if (existsSync(path())) return;
  if (!has('apt-get')) throw new Error(`${pkg} is missing at ${path()} and apt-get is not available to install it; set ${setting} to a ${pkg} binary.`);
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  run(`${sudo}apt-get update -qq || true`);
  run(`${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${pkg}`);
  if (!existsSync(path())) throw new Error(`apt-get finished but ${path()} is still missing.`);
}

export function ensureChromium() {
  ensureDebianPackage('chromium', CHROMIUM, 'MASTHEAD_CHROMIUM');
}

/** The browser the test suites drive (apps/web/e2e/chromium.ts says why the headless shell). */
export const TEST_CHROMIUM = process.env.MASTHEAD_TEST_CHROMIUM || '/usr/bin/chromium-headless-shell';

export function ensureTestChromium() {
  try {
    ensureDebianPackage('chromium-headless-shell', TEST_CHROMIUM, 'MASTHEAD_TEST_CHROMIUM');
  } catch (error) {
    // The full browser runs every test too, only slower (apps/web/e2e/chromium.ts falls back to it).
    console.warn(`[setup] ${error.message} The tests use the full Chromium instead.`);
    ensureChromium();
  }
}

/**
 * Debian's nginx, the HTTP cache of the benchmark's cache scenario (packages/bench/src/http-cache.mjs)
 * and the load balancer of tests (scripts/harness/nginx-balancer.mjs).
 */
export const NGINX = process.env.MASTHEAD_NGINX || '/usr/sbin/nginx';

/**
 * Installs Debian's nginx when it is missing, as ensureChromium installs Chromium. Only the binary is
 * used: the benchmark runs it with its own configuration in a temporary directory, on loopback ports.
 * (Where Debian's policy allows it, the package's postinst also starts the system service on port 80.)
 */
export function ensureNginx() {
  ensureDebianPackage('nginx', NGINX, 'MASTHEAD_NGINX');
}

/** Where Debian's postgresql-<version> packages put their server programs (not on PATH). */
const POSTGRES_LIB = '/usr/lib/postgresql';

/**
 * The folder of PostgreSQL's server programs (initdb, pg_ctl, postgres, psql): MASTHEAD_POSTGRES_BIN, or
 * the newest /usr/lib/postgresql/<version>/bin that has an initdb (15 on Debian 12). When there is none
 * yet, the pattern `/usr/lib/postgresql/<version>/bin`, which exists nowhere (for the messages).
 */
export function postgresBin() {
  if (process.env.MASTHEAD_POSTGRES_BIN) return process.env.MASTHEAD_POSTGRES_BIN;
  const versions = existsSync(POSTGRES_LIB)
    ? readdirSync(POSTGRES_LIB).filter((v) => /^\d+(\.\d+)?$/.test(v) && existsSync(join(POSTGRES_LIB, v, 'bin', 'initdb')))
    : [];
  // Numerically: 9.6 < 15 < 16.
  const number = (v) => Number(v.split('.')[0]) + Number(v.split('.')[1] ?? 0) / 1000;
  const newest = versions.sort((a, b) => number(a) - number(b)).at(-1);
  return newest ? join(POSTGRES_LIB, newest, 'bin') : join(POSTGRES_LIB, '<version>', 'bin');
}

/**
 * Installs Debian's PostgreSQL server when its initdb is missing, as ensureNginx installs nginx, and
 * returns the folder of its programs (see postgresBin). Only the programs are used: tests start a
 * throwaway server of their own in a temporary directory on a free loopback port (scripts/harness/postgres-server.mjs).
 * (Where Debian's policy allows it, the package's postinst also creates the cluster `15/main` and starts
 * it on port 5432; the tests' servers do not use it.)
 */
export function ensurePostgres() {
  ensureDebianPackage('postgresql', () => join(postgresBin(), 'initdb'), 'MASTHEAD_POSTGRES_BIN');
  return postgresBin();
}

/**
 * A package's npm script, as `supervise` runs it: in the package's folder with its node_modules/.bin
 * (then the root's) first on PATH, the way `pnpm run` does, but without pnpm in between. pnpm reports a
 * child that a signal stopped (every Ctrl-C) as a failure, `ERR_PNPM_RECURSIVE_RUN_FIRST_FAIL … Command
 * failed with signal "SIGTERM"`, and a pnpm that is killed leaves its child running.
 */
export function packageScript(dir, script) {
  const cwd = join(root, dir);
  const command = JSON.parse(readFileSync(join(cwd, 'package.json'), 'utf8')).scripts?.[script];
  if (typeof command !== 'string') throw new Error(`${dir}/package.json has no "${script}" script.`);
  return { command, cwd };
}

/** How long servers get to stop after a signal before they are killed. */
const GRACE_MS = 5000;

/** Signals a child's whole process group (it is `detached`, so it leads one): the shell, tsx and the server. */
function signalGroup(child, signal) {
  try {
    if (process.platform === 'win32') child.kill(signal);
    else process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

/**
 * Runs long-lived servers together. Ctrl-C (or SIGTERM, SIGHUP) stops them all and exits 0 once they
 * are gone, printing nothing; a second Ctrl-C kills them at once. When a server exits on its own, that
 * is printed, the others are stopped and this process exits with its code.
 *
 * Each child is `{ command, cwd }` (see packageScript), run by the shell in a process group of its own:
 * the terminal's Ctrl-C reaches only this process, which passes the signal once to every group, so
 * signals reach the servers the same way whether the terminal sent them or a plain `kill`.
 * Returns `start(name, script)` for a server and `run(name, script)` for a step that must finish first
 * (a promise; a failure exits with its code).
 */
export function supervise(label, env) {
  const children = new Map();
  let stopping = false;
  let exitCode = 0;

  const signalAll = (signal) => {
    for (const child of children.keys()) signalGroup(child, signal);
  };
  const exitWhenAllGone = () => {
    if (children.size === 0) process.exit(exitCode);
  };
  function stopAll(signal, code) {
    stopping = true;
    exitCode = code;
    signalAll(signal);
    setTimeout(() => {
      for (const name of children.values()) console.error(`[${label}] ${name} did not stop within ${GRACE_MS / 1000} s; killed it`);
      signalAll('SIGKILL');
      process.exit(exitCode);
    }, GRACE_MS).unref();
    exitWhenAllGone();
  }

  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      if (!stopping) return stopAll(signal, 0);
      signalAll('SIGKILL');
      process.exit(exitCode);
    });
  }

  /** Spawns one child; `onExit(code, signal)` runs unless it ended because everything is stopping. */
  function spawnGroup(name, { command, cwd = root }, onExit) {
    const bins = [join(cwd, 'node_modules', '.bin'), join(root, 'node_modules', '.bin'), env.PATH ?? process.env.PATH ?? ''];
    const child = spawn(command, {
      cwd,
      env: { ...env, PATH: bins.join(delimiter) },
      shell: true,
      detached: true,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    children.set(child, name);
    let ended = false;
    const end = (code, signal) => {
      if (ended) return;
      ended = true;
      children.delete(child);
      signalGroup(child, 'SIGKILL'); // anything of its group still running
      if (stopping) return exitWhenAllGone();
      onExit(code, signal);
    };
    child.on('exit', end);
    child.on('error', (error) => {
      console.error(`[${label}] ${name} could not be started: ${error.message}`);
      end(1, null);
    });
  }

  return {
    start(name, script) {
      if (stopping) return;
      spawnGroup(name, script, (code, signal) => {
        console.log(`[${label}] ${name} exited (${code ?? signal})`);
        stopAll('SIGTERM', code ?? 1);
      });
    },
    run(name, script) {
      return new Promise((resolve) => {
        if (stopping) return;
        spawnGroup(name, script, (code, signal) => {
          if (code === 0) return resolve();
          console.log(`[${label}] ${name} failed (${code ?? signal})`);
          process.exit(code ?? 1);
        });
      });
    },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  ensurePnpm();
  ensureDependencies();
  if (process.argv.includes('--browser')) ensureChromium();
}

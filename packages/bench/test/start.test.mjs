// `npm start` (scripts/start.mjs and the `supervise` helper of scripts/setup.mjs): Ctrl-C or a plain
// `kill` stops both servers quietly and exits 0; a server that crashes is reported, stops the other and
// sets the exit code. It lives here because the root has no test runner; each case builds the web app
// and starts the real servers, a few seconds each.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from '../../../scripts/harness/index.mjs';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const RUNNING = 'Masthead is running';
const running = [];
const folders = [];

/** Whether something accepts connections on the port. */
function listening(port) {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Runs `node scripts/start.mjs` as a terminal runs a foreground job: in a process group of its own,
 * so a Ctrl-C can be sent to the whole group. `ended` waits for its output pipes to close, that is for
 * every process that inherited them (the servers too) to be gone, so lines printed late are caught.
 */
function startMasthead(ports) {
  // A data folder of the case's own: a running `npm start` holds the default one (apps/api/.data/pglite).
  const data = mkdtempSync(join(tmpdir(), 'masthead-start-test-'));
  folders.push(data);
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: { ...process.env, MASTHEAD_WEB_PORT: String(ports.web), MASTHEAD_API_PORT: String(ports.api), MASTHEAD_GRAPHQL_URL: '', MASTHEAD_DATA_DIR: join(data, 'pglite'), FORCE_COLOR: '0' },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  let output = '';
  let notify = () => {};
  const collect = (chunk) => {
    output += chunk;
    notify();
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const closed = new Promise((resolve) => child.on('close', (code, signal) => resolve({ code, signal })));
  return {
    child,
    output: () => output,
    /**
     * The exit code once everything is gone; fails (with the output) after `ms`, e.g. when a server is left
     * running. The bound only names what never happened: a loaded machine may take most of a minute to stop
     * a web app that is still building (a case once failed at 40 s).
     */
    ended: (ms = 100_000) =>
      Promise.race([
        closed,
        new Promise((_resolve, reject) => {
          setTimeout(() => reject(new Error(`still running ${ms / 1000} s later (a server left behind?):\n${output}`)), ms).unref();
        }),
      ]),
    /** Resolves once `text` has been printed; rejects if the process ends first. */
    printed: (text) =>
      new Promise((resolve, reject) => {
        notify = () => output.includes(text) && resolve();
        notify();
        closed.then(() => reject(new Error(`start.mjs ended before printing '${text}':\n${output}`)));
      }),
  };
}

afterEach(() => {
  // Only if a case failed half-way: do not leave servers behind.
  for (const child of running.splice(0)) {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('npm start', () => {
  it.each([
    ['Ctrl-C (SIGINT to the whole foreground job)', (pid) => process.kill(-pid, 'SIGINT')],
    ['kill (SIGTERM to the start script alone)', (pid) => process.kill(pid, 'SIGTERM')],
  ])('%s stops both servers quietly and exits 0', async (_name, interrupt) => {
    const ports = { web: await freePort(), api: await freePort() };
    const run = startMasthead(ports);
    await run.printed('Masthead API listening');
    await run.printed(RUNNING);
    expect(await listening(ports.api)).toBe(true);
    expect(await listening(ports.web)).toBe(true);
    interrupt(run.child.pid);
    const { code } = await run.ended();
    expect(run.output()).not.toMatch(/ERR_PNPM|Command failed|exited \(/);
    expect(code).toBe(0);
    expect(await listening(ports.web)).toBe(false);
    expect(await listening(ports.api)).toBe(false);
  }, 120_000);

  it('a server that crashes is reported, stops the other, and sets the exit code', async () => {
    const ports = { web: await freePort(), api: await freePort() };
    // The API cannot listen on a port that is taken, so it exits with an error right after starting. What
    // holds the port hangs up on whoever connects (the web app asks for the API while it starts): a server
    // that kept a connection open would not close until its client was gone.
    const taken = createServer((socket) => socket.destroy()).listen(ports.api, '127.0.0.1');
    try {
      const run = startMasthead(ports);
      const { code } = await run.ended();
      expect(run.output()).toContain('EADDRINUSE');
      expect(run.output()).toContain('[start] api exited (1)');
      expect(run.output()).not.toMatch(/ERR_PNPM|web exited/);
      expect(code).toBe(1);
      expect(await listening(ports.web)).toBe(false);
    } finally {
      await new Promise((resolve) => taken.close(resolve));
    }
  }, 120_000);
});

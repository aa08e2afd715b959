// One API instance (apps/api/src/main.ts, as `npm start` runs it) in a process of its own, for tests and
// benches that run several instances on one database, or kill one with SIGKILL as a crash would.
//
//   const a = await startApiProcess({ env: { MASTHEAD_DATABASE_URL: pg.url } });   // port 0: the system's choice
//   await fetch(`${a.origin}/dev/notifications`, …);
//   await a.kill();            // SIGKILL to its process group (tsx and node): a crash, nothing flushed
//   await a.start();           // the same instance again, on the port it had
//   await a.stop();            // SIGTERM: the API closes its streams and its database
//
// Resolves once the API printed that it listens, which it does after its database is open (main.ts).
// Whatever is left when this process exits (even by SIGKILL) is killed by a watchdog.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { alive, watchdog, waitUntil } from './harness-util.mjs';

const API_DIR = fileURLToPath(new URL('../../apps/api/', import.meta.url));
const TSX = `${API_DIR}node_modules/.bin/tsx`;
const READY = /Masthead API listening on (\S+)/;

export async function startApiProcess({ port = 0, env = {}, startTimeoutMs = 120_000 } = {}) {
  if (!Number.isInteger(port) || port < 0) throw new Error(`startApiProcess: port must be 0 (the system chooses) or a positive integer (got ${port}).`);
  let child = null;
  let output = '';
  let cancelWatchdog = () => {};

  function signal(name) {
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    try {
      process.kill(-child.pid, name);
    } catch {
      // Already gone.
    }
  }

  async function start() {
    if (child && alive(child.pid)) throw new Error(`startApiProcess: the API on port ${port} is running already.`);
    output = '';
    // A process group of its own (detached), so a kill reaches tsx's node as well as tsx.
    child = spawn(TSX, ['src/main.ts'], {
      cwd: API_DIR,
      env: { ...process.env, MASTHEAD_API_PORT: String(port), ...env },
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    cancelWatchdog = watchdog('kill -9 -"$1" 2>/dev/null', [String(child.pid)]);
    const mine = child;
    const ready = new Promise((resolve, reject) => {
      const onData = (chunk) => {
        output += chunk;
        const ready = READY.exec(output);
        if (ready) {
          // Port 0 asked the system for one: the instance keeps it, a restart listens on it again.
          port = Number(new URL(ready[1]).port);
          resolve();
        }
      };
      mine.stdout.on('data', onData);
      mine.stderr.on('data', (chunk) => (output += chunk));
      mine.once('exit', (code, sig) => reject(new Error(`The API on port ${port} exited (${code ?? sig}) before it listened:\n${output.trim()}`)));
      setTimeout(() => reject(new Error(`The API on port ${port} did not listen within ${startTimeoutMs / 1000} s:\n${output.trim()}`)), startTimeoutMs).unref();
    });
    try {
      await ready;
    } catch (error) {
      signal('SIGKILL');
      throw error;
    }
  }

  async function ended(ms) {
    const mine = child;
    if (!mine) return true;
    if (mine.exitCode !== null || mine.signalCode !== null) return true;
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(false), ms);
      mine.once('exit', () => {
        clearTimeout(timer);
        resolve(true);
      });
    });
  }

  async function kill() {
    signal('SIGKILL');
    await ended(10_000);
    const pid = child?.pid;
    // The group's other members (node under tsx) gone too.
    await waitUntil(() => !alive(pid), 5000);
    cancelWatchdog();
  }

  async function stop() {
    signal('SIGTERM');
    if (!(await ended(10_000))) signal('SIGKILL');
    await ended(5000);
    cancelWatchdog();
  }

  await start();
  return {
    origin: `http://127.0.0.1:${port}`,
    url: `http://127.0.0.1:${port}/graphql`,
    get port() {
      return port;
    },
    get pid() {
      return child?.pid ?? null;
    },
    /** What the API printed since it last started. */
    output: () => output,
    start,
    stop,
    kill,
  };
}

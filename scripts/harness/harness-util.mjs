// What scripts/postgres-server.mjs and scripts/nginx-balancer.mjs share: a free port, a wait, whether a
// process lives, a command's output, and the watchdog that removes a server a test process left behind.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { createServer } from 'node:net';

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A TCP port nobody listens on now on 127.0.0.1 (bound to port 0, then released). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Polls `check` (sync or async) every `every` ms until it is truthy; false after `ms`. */
export async function waitUntil(check, ms, every = 50) {
  const end = Date.now() + ms;
  for (;;) {
    if (await check()) return true;
    if (Date.now() >= end) return false;
    await sleep(every);
  }
}

/**
 * Whether a process runs. A zombie does not (a server that pg_ctl started is not our child, and whoever
 * reaps it may be slow to), though `kill(pid, 0)` still succeeds on one.
 */
export function alive(pid) {
  if (!pid) return false;
  if (existsSync('/proc/self/stat')) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
    } catch {
      return false;
    }
  }
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/** The children of a process (Linux: from /proc; elsewhere none). */
export function childPids(parent) {
  if (!existsSync('/proc/self/stat')) return [];
  const out = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === parent) out.push(Number(entry));
    } catch {
      // Gone meanwhile.
    }
  }
  return out;
}

/**
 * Runs a program to its end and collects its output: { code, signal, stdout, stderr }. Never rejects
 * for a failing program (the caller words the error); rejects when it cannot be started at all.
 * `options` are spawn's (uid, gid, cwd, env), plus `input` for its stdin.
 */
export function capture(file, args, { input, ...options } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, { ...options, stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.once('error', reject);
    child.once('close', (code, signal) => resolve({ code, signal, stdout, stderr }));
    // A program that ends without reading its input closes the pipe first (EPIPE): its exit code says how it
    // went, so that is not an error of its own (unhandled, it was an uncaught exception in the test process).
    child.stdin.on('error', () => {});
    child.stdin.end(input ?? '');
  });
}

/** The last `lines` lines of a file ('' when it does not exist). */
export function tail(file, lines = 15) {
  if (!existsSync(file)) return '';
  return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
}

/**
 * A guard against leftovers: a small shell in a process group of its own that waits for this process to
 * end, however it ends (its exit, Ctrl-C, a test runner's SIGKILL after a timeout, which runs no `exit`
 * handler), then runs `cleanup`, a shell script that gets `args` as $1, $2, …. Returns cancel(), for a
 * server stopped in the ordinary way.
 */
export function watchdog(cleanup, args = []) {
  // Alive: signallable and not a zombie (a zombie nobody reaps would keep the loop going forever).
  const pid = process.pid;
  const script = `trap '' INT HUP
while kill -0 ${pid} 2>/dev/null && [ "$(sed -n 's/.*) \\(.\\) .*/\\1/p' /proc/${pid}/stat 2>/dev/null)" != Z ]; do sleep 0.5; done
${cleanup}`;
  const child = spawn('/bin/sh', ['-c', script, 'masthead-watchdog', ...args], { detached: true, stdio: 'ignore' });
  child.unref();
  return () => {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  };
}

// Any server program (Next.js's `next start`, `vite preview`, …) in a process group of its own, on a port the
// system chose, ready once a path of it answers. Whatever is left when this process exits, even by SIGKILL,
// is ended by the watchdog.
//
//   const next = await startServerProcess('The Next.js host', { cwd, args: (port) => ['next', 'start', '--port', String(port)] });
//   await fetch(`${next.origin}/`);
//   await next.stop();
import { spawn } from 'node:child_process';
import { freePort, waitUntil, watchdog } from './harness-util.mjs';

export async function startServerProcess(what, { cwd, args, env = {}, readyPath = '/', startTimeoutMs = 120_000 }) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn('pnpm', ['exec', ...args(port)], { cwd, env: { ...process.env, ...env }, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const cancelWatchdog = watchdog('kill -9 -"$1" 2>/dev/null', [String(child.pid)]);
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // Gone already.
      }
      await exited;
    }
    cancelWatchdog();
  };
  const ready = await waitUntil(
    async () => child.exitCode !== null || (await fetch(`${origin}${readyPath}`).then((answer) => answer.status < 500, () => false)),
    startTimeoutMs,
    200,
  );
  if (!ready || child.exitCode !== null) {
    await stop();
    throw new Error(`${what} did not start on ${origin}:\n${output.trim()}`);
  }
  return { origin, stop, output: () => output };
}

// A Playwright worker's own servers (test.ts's worker fixture): e2e/serve.ts in a process of its own, its
// ports chosen by the system. Nothing here is shared with another worker, so no spec file can see what
// another one did, and no port is derived from another.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const WEB_DIR = fileURLToPath(new URL('..', import.meta.url));
const TSX = `${WEB_DIR}node_modules/.bin/tsx`;
const READY = /^\[e2e\] (\{.*\})$/m;

/** Where a worker's servers answer. */
export interface WorkerServers {
  /** The API's origin (http://127.0.0.1:port), for what a test asks of it directly (/dev/reset). */
  api: string;
  /** The web app's origin, every test's baseURL. */
  web: string;
}

/** Starts a worker's API and web app; `stop` ends them. */
export async function startWorkerServers(): Promise<{ urls: WorkerServers; stop: () => Promise<void> }> {
  // stdin is a pipe the servers read to its end: when this worker exits, however it exits, they do too.
  const child = spawn(TSX, ['--tsconfig', '../../tsconfig.base.json', 'e2e/serve.ts'], {
    cwd: WEB_DIR,
    env: { ...process.env, FORCE_COLOR: '0' },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let output = '';
  const urls = await new Promise<WorkerServers>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const ready = READY.exec(output);
      if (ready?.[1]) resolve(JSON.parse(ready[1]) as WorkerServers);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code, signal) => reject(new Error(`The worker's servers exited (${code ?? signal}) before they listened:\n${output.trim()}`)));
  });
  // Past start-up, what they print (a page's render error, say) goes to the worker's output.
  child.stdout.on('data', (chunk: Buffer) => process.stdout.write(chunk));
  child.stderr.on('data', (chunk: Buffer) => process.stderr.write(chunk));
  return {
    urls,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.stdin.end();
      }),
  };
}

// The web app's processes for the end-to-end tests: a worker's servers (servers.ts) and the web app as `npm
// start` runs it (src/server/main.ts), pointed at a GraphQL endpoint of the test's choosing: an API that
// hangs, refuses, or answers with faults. Each binds port 0, so the system chooses a free port, and says
// which in a line it prints.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const WEB_DIR = fileURLToPath(new URL('..', import.meta.url));
const TSX = `${WEB_DIR}node_modules/.bin/tsx`;
const READY = /Masthead is running: open (http:\/\/\S+?)\/? /;

/** A process of apps/web, once it printed its ready line. */
export interface WebProcess {
  /** The ready line's first group. */
  ready: string;
  /** Ends the process (closes its stdin when it was given one, else SIGTERM); resolves once it has exited. */
  stop(): Promise<void>;
}

/**
 * Runs `script` (a path in apps/web) under tsx and resolves once its output matches `ready`. With `stdin`, the
 * process reads a pipe from this one to its end: it exits with this process, however this one ends. With
 * `echo`, what it prints once ready (a page's render error, say) goes to this process's output.
 */
export async function startWebProcess(
  what: string,
  { script, ready, env = {}, stdin = false, echo = false }: { script: string; ready: RegExp; env?: Record<string, string>; stdin?: boolean; echo?: boolean },
): Promise<WebProcess> {
  const child: ChildProcess = spawn(TSX, ['--tsconfig', '../../tsconfig.base.json', script], {
    cwd: WEB_DIR,
    env: { ...process.env, ...env, FORCE_COLOR: '0' },
    stdio: [stdin ? 'pipe' : 'ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const onData = (chunk: Buffer) => (output += chunk.toString());
  const line = await new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      onData(chunk);
      const found = ready.exec(output);
      if (found?.[1]) resolve(found[1]);
    });
    child.stderr?.on('data', onData);
    child.once('exit', (code, signal) => reject(new Error(`${what} exited (${code ?? signal}) before it was ready:\n${output.trim()}`)));
  });
  if (echo) {
    child.stdout?.on('data', (chunk: Buffer) => process.stdout.write(chunk));
    child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(chunk));
  }
  return {
    ready: line,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        if (child.stdin) child.stdin.end();
        else child.kill();
      }),
  };
}

/** A web app in a process of its own. */
export interface WebApp {
  /** Scheme, host and port, e.g. http://127.0.0.1:40123. */
  origin: string;
  /** Ends the process (SIGTERM); resolves once it has exited. */
  stop(): Promise<void>;
}

/**
 * Starts the web app against `graphqlUrl` and resolves once it serves. `port`: one the caller had to know
 * beforehand (an API told the web app's origin); by default the system chooses.
 */
export async function startWebApp(graphqlUrl: string, { env = {}, port = 0 }: { env?: Record<string, string>; port?: number } = {}): Promise<WebApp> {
  const web = await startWebProcess('The web app', {
    script: 'src/server/main.ts',
    ready: READY,
    env: { ...env, MASTHEAD_WEB_PORT: String(port), MASTHEAD_GRAPHQL_URL: graphqlUrl },
  });
  return { origin: web.ready, stop: web.stop };
}

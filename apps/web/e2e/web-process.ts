// The web app as `npm start` runs it (src/server/main.ts), in a child process pointed at a GraphQL
// endpoint of the test's choosing: an API that hangs, refuses, or answers with faults. It binds port 0, so
// the system chooses a free port, and says which in the line `npm start` prints.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const WEB_DIR = fileURLToPath(new URL('..', import.meta.url));
const TSX = `${WEB_DIR}node_modules/.bin/tsx`;
const READY = /Masthead is running: open (http:\/\/\S+?)\/? /;

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
  const child: ChildProcess = spawn(TSX, ['--tsconfig', '../../tsconfig.base.json', 'src/server/main.ts'], {
    cwd: WEB_DIR,
    env: { ...process.env, ...env, MASTHEAD_WEB_PORT: String(port), MASTHEAD_GRAPHQL_URL: graphqlUrl, FORCE_COLOR: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const origin = await new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const ready = READY.exec(output);
      if (ready?.[1]) resolve(ready[1]);
    });
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code, signal) => reject(new Error(`The web app exited (${code ?? signal}) before it served:\n${output.trim()}`)));
  });
  return {
    origin,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill();
      }),
  };
}

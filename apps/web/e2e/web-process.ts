// The web app as `npm start` runs it (src/server/main.ts), in a child process pointed at a GraphQL
// endpoint of the test's choosing: an API that hangs, refuses, or answers with faults.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const WEB_DIR = fileURLToPath(new URL('..', import.meta.url));

/** Starts the web app on `port` against `graphqlUrl` and resolves once it serves. */
export async function startWebApp(port: number, graphqlUrl: string, env: Record<string, string> = {}): Promise<ChildProcess> {
  const child = spawn('pnpm', ['exec', 'tsx', '--tsconfig', '../../tsconfig.base.json', 'src/server/main.ts'], {
    cwd: WEB_DIR,
    env: { ...process.env, ...env, MASTHEAD_WEB_PORT: String(port), MASTHEAD_GRAPHQL_URL: graphqlUrl },
    stdio: 'ignore',
  });
  for (let i = 0; i < 200; i += 1) {
    if (await fetch(`http://127.0.0.1:${port}/favicon.svg`).then((r) => r.ok, () => false)) return child;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill();
  throw new Error(`The web app did not start on port ${port}.`);
}

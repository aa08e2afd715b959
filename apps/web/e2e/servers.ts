// A Playwright worker's own servers (test.ts's worker fixture): e2e/serve.ts in a process of its own, its
// ports chosen by the system. Nothing here is shared with another worker, so no spec file can see what
// another one did, and no port is derived from another.
import { startWebProcess } from './web-process.ts';

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
  const servers = await startWebProcess("The worker's servers", { script: 'e2e/serve.ts', ready: /^\[e2e\] (\{.*\})$/m, stdin: true, echo: true });
  return { urls: JSON.parse(servers.ready) as WorkerServers, stop: servers.stop };
}

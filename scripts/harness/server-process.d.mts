// Types of server-process.mjs.
export interface ServerProcess {
  /** http://127.0.0.1:PORT */
  readonly origin: string;
  /** SIGTERM to the group (pnpm, node and what they started); resolves once the process has exited. */
  stop(): Promise<void>;
  /** What the server printed so far. */
  output(): string;
}

/**
 * Runs `pnpm exec ...args(port)` in `cwd` on a port the system chose, and resolves once `readyPath` (default
 * '/') answers below 500.
 */
export function startServerProcess(
  what: string,
  options: { cwd: string; args: (port: number) => string[]; env?: Record<string, string>; readyPath?: string; startTimeoutMs?: number },
): Promise<ServerProcess>;

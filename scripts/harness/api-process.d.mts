// Types of api-process.mjs.
export interface ApiProcess {
  /** http://127.0.0.1:PORT */
  readonly origin: string;
  /** http://127.0.0.1:PORT/graphql */
  readonly url: string;
  readonly port: number;
  readonly pid: number | null;
  /** What the API printed since it last started. */
  output(): string;
  /** Starts it again (after stop() or kill()); resolves once it listens. */
  start(): Promise<void>;
  /** SIGTERM, then SIGKILL after 10 s; resolves once it is gone. */
  stop(): Promise<void>;
  /** SIGKILL to its process group, as a crash; resolves once it is gone. */
  kill(): Promise<void>;
}

/** `port`: 0 (the default) lets the system choose; a restart listens on the port the instance had. */
export function startApiProcess(options?: { port?: number; env?: Record<string, string>; startTimeoutMs?: number }): Promise<ApiProcess>;

// Types of postgres-server.mjs, for the TypeScript tests that start a throwaway server.
export interface PostgresServer {
  /** postgres://masthead@127.0.0.1:PORT/masthead */
  url: string;
  adminUrl: string;
  port: number;
  dir: string;
  dataDir: string;
  logFile: string;
  bin: string;
  psql(sql: string): Promise<string>;
  start(): Promise<void>;
  stop(): Promise<void>;
  restart(): Promise<void>;
  /** SIGKILL to the postmaster; resolves once its backends are gone too. */
  kill(): Promise<void>;
  running(): boolean;
  /** Stops the server and removes its folder. */
  dispose(): Promise<void>;
}

export interface StartPostgresOptions {
  bin?: string;
  port?: number;
  database?: string;
  user?: string;
  settings?: Record<string, string | number>;
  osUser?: string;
}

export function startPostgres(options?: StartPostgresOptions): Promise<PostgresServer>;

/**
 * The API's database: one interface over the two engines that run the same SQL (issue 22).
 *
 * - `embedded.ts`: PGlite, PostgreSQL compiled to WASM, inside this process: in memory (tests, one
 *   fresh copy of the seed per server) or in a folder (`npm start`: read state survives a restart).
 * - `server.ts`: a PostgreSQL server through node-postgres (`MASTHEAD_DATABASE_URL=postgres://…`),
 *   where several API instances share the data and each LISTENs for the others' changes.
 *
 * Rows come back as plain objects: `timestamptz` as Date, `jsonb` parsed, `int` as number (counts are
 * cast to int in the SQL, as node-postgres returns bigint as a string).
 */

/** Runs statements with `$1`-style parameters. */
export interface Queryable {
  query<Row extends object>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
}

export interface Database extends Queryable {
  /** What runs the SQL, for logs and the closing notes: e.g. `PGlite 0.5.16 (PostgreSQL 18.6), in memory`. */
  readonly engine: string;
  /** Runs `fn` in one transaction (BEGIN … COMMIT, ROLLBACK when it throws). */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * LISTENs on `channel`. `onPayload` gets each NOTIFY's payload; `onGap` is called after the listening
   * connection was lost and made again, when notifications may have been missed (a server restart).
   * Resolves to a function that stops listening.
   */
  listen(channel: string, onPayload: (payload: string) => void, onGap: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** Where the data lives: `memory`, a folder for PGlite, or a `postgres://` URL. */
export type DatabaseTarget = { kind: 'memory' } | { kind: 'folder'; path: string } | { kind: 'server'; url: string };

/**
 * Reads a database setting: `memory`, `postgres://…` / `postgresql://…`, or a folder path (PGlite).
 * Anything else that looks like a URL is an error naming what is accepted.
 */
export function parseDatabaseTarget(raw: string): DatabaseTarget {
  const value = raw.trim();
  if (value === '' || value === 'memory' || value === 'memory://') return { kind: 'memory' };
  if (/^postgres(ql)?:\/\//i.test(value)) {
    try {
      new URL(value);
    } catch {
      throw new Error(`The database URL '${redactUrl(value)}' is not a valid URL.`);
    }
    return { kind: 'server', url: value };
  }
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(value)) {
    throw new Error(`Unsupported database URL '${redactUrl(value)}': use postgres://user@host:port/database, 'memory', or a folder path for the embedded PGlite.`);
  }
  return { kind: 'folder', path: value };
}

/** A URL without its password, for messages and logs. */
export function redactUrl(value: string): string {
  return value.replace(/(\/\/[^:/@]+):[^@]*@/, '$1:***@');
}

/**
 * What makes a new database ready: migrations and the seed. `key` names what `prepare` produces (it
 * changes when a migration or the seed does), so the embedded engine can keep a prepared copy.
 */
export interface DatabaseSetup {
  key: string;
  prepare(db: Database): Promise<void>;
}

/**
 * Opens the database at `target` and prepares it (the engine's module is loaded only when used). In
 * memory, every database starts as a copy of one prepared database (embedded.ts).
 */
export async function openDatabase(target: DatabaseTarget, setup: DatabaseSetup): Promise<Database> {
  if (target.kind === 'server') {
    const { openServerDatabase } = await import('./server.ts');
    const db = await openServerDatabase(target.url);
    await setup.prepare(db);
    return db;
  }
  const { openEmbeddedDatabase } = await import('./embedded.ts');
  return openEmbeddedDatabase(target.kind === 'folder' ? target.path : null, setup);
}

/**
 * The shapes of the API's database (issue 22): one interface over the two engines that run the same SQL.
 * They live apart from `database.ts`, which loads the engines, so each engine can name them without
 * importing the module that imports it (scripts/check-cycles.mjs).
 *
 * Rows come back as plain objects: `timestamptz` as Date, `jsonb` parsed, `int` as number (counts are
 * cast to int in the SQL, as node-postgres returns bigint as a string).
 */

/** How a statement is run. */
export interface QueryOptions {
  /**
   * The statement is a text sent again and again with other values (the search's, whose text depends on
   * how many words were typed, not on the words): the engine keeps it parsed under a name, per connection,
   * and PostgreSQL plans it once it sees that a plan for any values serves (plan_cache_mode auto: custom plans
   * for the first five runs, then the generic plan unless it costs more). At 50,000 classes on PGlite that
   * took a keystroke's lists statement from 4.8 to 2.2 ms: parsing and planning were most of it. A statement
   * a migration made stale is prepared again. For statements that only read; a transaction's are run as they
   * come.
   */
  prepared?: boolean;
}

/** The search's statements: prepared (QueryOptions). */
export const PREPARED: QueryOptions = Object.freeze({ prepared: true });

/** Runs statements with `$1`-style parameters. */
export interface Queryable {
  query<Row extends object>(sql: string, params?: readonly unknown[], options?: QueryOptions): Promise<Row[]>;
  /**
   * Runs a whole script, any number of statements, without parameters: a migration file as it is
   * written, `$$` function bodies and comments included (PGlite's `exec`; node-postgres sends a query
   * without parameters through the simple protocol, which takes many statements).
   */
  exec(sql: string): Promise<void>;
  /**
   * Runs `task` where the data is, when the engine can: in the embedded engine's thread, where each of its
   * statements is a call rather than a message there and back. Absent (a server's pool, a transaction): the
   * caller runs `task.run` itself.
   */
  beside?<I, O>(task: Task<I, O>, input: I): Promise<O>;
}

/**
 * Work of several statements in turn, each made from the rows of the one before (a search's plan, then its
 * lists), that the embedded engine runs in its own thread (Queryable.beside): one message there and back
 * rather than two a statement. Each message between the threads wakes the other one: 0.1 ms at the median, and
 * milliseconds at the tail on a busy machine. The task is an export of one of the API's modules, named so that
 * the engine's thread can load it; its input and answer are copied between the threads (structured clone), so
 * they are plain data.
 */
export interface Task<I, O> {
  /** The module that exports the task: its `import.meta.url`. */
  module: string;
  /** The export's name. */
  name: string;
  run(db: Queryable, input: I): Promise<O>;
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

/**
 * The most prepared statements (QueryOptions.prepared) a connection keeps; the least recently used is let
 * go past it. A search's text depends on the lists asked, the language, how many words were typed and, on
 * the results page, which filters are set: a visitor can ask for many, and each holds a few hundred KB of
 * plan (0.3–0.4 MB for ten typed words), so this bounds a connection's share at about 40 MB.
 */
export const PREPARED_PER_CONNECTION = 100;

/** Where the data lives: `memory`, a folder for PGlite, or a `postgres://` URL. */
export type DatabaseTarget = { kind: 'memory' } | { kind: 'folder'; path: string } | { kind: 'server'; url: string };

/**
 * What makes a new database ready: migrations and the seed. `key` names what `prepare` produces (it
 * changes when a migration or the seed does), so the embedded engine can keep a prepared copy.
 */
export interface DatabaseSetup {
  key: string;
  prepare(db: Database): Promise<void>;
  /**
   * Whether a new data folder may start as a copy of the prepared database rather than be prepared in place:
   * the copy is made in memory first and kept as a file, so a setup whose database is large says no.
   */
  copyToNewFolders?: boolean;
}

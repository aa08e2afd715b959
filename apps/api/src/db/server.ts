/**
 * A PostgreSQL server through node-postgres (`MASTHEAD_DATABASE_URL=postgres://…`): a pool for
 * queries and transactions, and one connection of its own for LISTEN.
 *
 * When the server goes away (restart, failover) the pool drops its broken connections and makes new
 * ones on the next query; the listening connection reconnects by itself with backoff, LISTENs again and
 * reports a gap, since a NOTIFY sent while it was away is gone for good.
 */
import pg from 'pg';
import { PREPARED_PER_CONNECTION, type Database, type Queryable, type QueryOptions } from './types.ts';
import { redactUrl } from './urls.ts';

const RECONNECT_MIN_MS = 100;
const RECONNECT_MAX_MS = 3000;

const quoteIdent = (name: string): string => `"${name.replace(/"/g, '""')}"`;

/**
 * The statements a connection holds prepared (QueryOptions.prepared), by text, least recently used first,
 * with their names. node-postgres prepares a named statement on a connection's first use of the name and
 * keeps it as long as the connection lives; past PREPARED_PER_CONNECTION the oldest is deallocated.
 */
const preparedOn = new WeakMap<pg.PoolClient, Map<string, string>>();
let named = 0;

/** The name `sql` is prepared under on `client`, the oldest statement let go when the connection holds too many. */
async function statementName(client: pg.PoolClient, sql: string): Promise<string> {
  let names = preparedOn.get(client);
  if (!names) {
    names = new Map();
    preparedOn.set(client, names);
  }
  const known = names.get(sql);
  if (known !== undefined) {
    names.delete(sql);
    names.set(sql, known);
    return known;
  }
  const name = `masthead_${(named += 1)}`;
  names.set(sql, name);
  if (names.size > PREPARED_PER_CONNECTION) {
    const [oldest, old] = names.entries().next().value as [string, string];
    names.delete(oldest);
    // node-postgres's own record of what the connection has parsed (a statement whose parse failed is not there).
    const parsed = (client as unknown as { connection: { parsedStatements: Record<string, string> } }).connection.parsedStatements;
    if (parsed[old] !== undefined) {
      await client.query(`DEALLOCATE ${quoteIdent(old)}`);
      delete parsed[old];
    }
  }
  return name;
}

export async function openServerDatabase(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10, idleTimeoutMillis: 30_000 });
  // An idle connection the server closed (a restart) must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  let version: string;
  try {
    version = (await pool.query<{ server_version: string }>('SHOW server_version')).rows[0]?.server_version ?? '?';
  } catch (error) {
    await pool.end().catch(() => {});
    throw new Error(`Could not connect to PostgreSQL at ${redactUrl(url)}: ${(error as Error).message}`, { cause: error });
  }
  /** `sql` as a prepared statement on a connection of the pool (types.ts, QueryOptions.prepared). */
  async function prepared<Row extends object>(sql: string, params: readonly unknown[]): Promise<Row[]> {
    const client = await pool.connect();
    let broken: Error | undefined;
    try {
      const name = await statementName(client, sql);
      return (await client.query<Row>({ name, text: sql, values: [...params] })).rows;
    } catch (error) {
      // An error without PostgreSQL's code is the connection's (the server went away): the pool must not reuse it.
      if (!(error as { code?: unknown }).code) broken = error as Error;
      throw error;
    } finally {
      client.release(broken);
    }
  }
  const queryable = (client: pg.Pool | pg.PoolClient): Queryable => ({
    async query<Row extends object>(sql: string, params: readonly unknown[] = [], options: QueryOptions = {}) {
      if (options.prepared && client === pool) return prepared<Row>(sql, params);
      return (await client.query<Row>(sql, [...params])).rows;
    },
    // No values: node-postgres sends the simple query protocol, which runs every statement of the text.
    async exec(sql: string) {
      await client.query(sql);
    },
  });
  const listeners = new Set<{ stop: () => Promise<void> }>();
  let closed = false;

  function listenOn(channel: string, onPayload: (payload: string) => void, onGap: () => void) {
    let client: pg.Client | null = null;
    let stopped = false;
    let delay = RECONNECT_MIN_MS;
    let timer: NodeJS.Timeout | undefined;
    let firstConnect: { resolve: () => void; reject: (e: Error) => void } | null = null;
    const ready = new Promise<void>((resolve, reject) => {
      firstConnect = { resolve, reject };
    });

    const connect = async (): Promise<void> => {
      const c = new pg.Client({ connectionString: url });
      c.on('notification', (message) => {
        if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
      });
      const lost = (): void => {
        if (client !== c) return;
        client = null;
        c.removeAllListeners('end');
        c.end().catch(() => {});
        schedule();
      };
      c.on('error', lost);
      c.on('end', lost);
      try {
        await c.connect();
        await c.query(`LISTEN ${quoteIdent(channel)}`);
      } catch (error) {
        c.removeAllListeners();
        c.on('error', () => {});
        c.end().catch(() => {});
        if (firstConnect) {
          firstConnect.reject(error as Error);
          firstConnect = null;
          return;
        }
        schedule();
        return;
      }
      if (stopped) {
        await c.end().catch(() => {});
        return;
      }
      client = c;
      delay = RECONNECT_MIN_MS;
      if (firstConnect) {
        firstConnect.resolve();
        firstConnect = null;
      } else {
        onGap();
      }
    };
    const schedule = (): void => {
      if (stopped) return;
      timer = setTimeout(() => void connect(), delay);
      delay = Math.min(delay * 2, RECONNECT_MAX_MS);
    };
    void connect();
    const handle = {
      ready,
      stop: async () => {
        stopped = true;
        clearTimeout(timer);
        const c = client;
        client = null;
        if (c) {
          c.removeAllListeners('end');
          await c.end().catch(() => {});
        }
      },
    };
    return handle;
  }

  return {
    engine: `PostgreSQL ${version} at ${redactUrl(url)}`,
    ...queryable(pool),
    async transaction(fn) {
      const client = await pool.connect();
      // A connection whose ROLLBACK failed is broken (the server went away): the pool must not reuse it.
      let broken: Error | undefined;
      try {
        await client.query('BEGIN');
        const result = await fn(queryable(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch((rollbackError: Error) => {
          broken = rollbackError;
        });
        throw error;
      } finally {
        client.release(broken);
      }
    },
    async listen(channel, onPayload, onGap) {
      const handle = listenOn(channel, onPayload, onGap);
      await handle.ready;
      listeners.add(handle);
      return async () => {
        listeners.delete(handle);
        await handle.stop();
      };
    },
    async close() {
      if (closed) return;
      closed = true;
      await Promise.all([...listeners].map((l) => l.stop()));
      await pool.end();
    },
  };
}

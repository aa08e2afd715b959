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
import { PreparedCache, STALE_STATEMENT_CODES } from './prepared-cache.mjs';
import { redactUrl } from './urls.ts';

const RECONNECT_MIN_MS = 100;
const RECONNECT_MAX_MS = 3000;

const quoteIdent = (name: string): string => `"${name.replace(/"/g, '""')}"`;

/** node-postgres's own record of the statements a connection has parsed (a statement whose parse failed is not there). */
const parsedOn = (client: pg.PoolClient): Record<string, string> | undefined =>
  (client as unknown as { connection?: { parsedStatements?: Record<string, string> } }).connection?.parsedStatements;

/** Closes the statement `name` on `client` if the server holds it, and forgets that node-postgres parsed it. */
async function deallocate(client: pg.PoolClient, name: string): Promise<void> {
  const parsed = parsedOn(client);
  if (parsed?.[name] === undefined) return;
  delete parsed[name];
  await client.query(`DEALLOCATE ${quoteIdent(name)}`).catch((error: { code?: unknown }) => {
    // Already gone (26000): what the caller wanted.
    if (error.code !== '26000') throw error;
  });
}

/**
 * The statements each connection holds prepared (QueryOptions.prepared), by text, with their names
 * (prepared-cache.mjs). node-postgres prepares a named statement on a connection's first use of the name and
 * keeps it as long as the connection lives; past PREPARED_PER_CONNECTION the least recently used is deallocated.
 */
const preparedOn = new WeakMap<pg.PoolClient, PreparedCache<string>>();

/** The name `sql` is prepared under on `client`. */
async function statementName(client: pg.PoolClient, sql: string): Promise<string> {
  let names = preparedOn.get(client);
  if (!names) {
    names = new PreparedCache<string>(PREPARED_PER_CONNECTION);
    preparedOn.set(client, names);
  }
  const known = names.get(sql);
  if (known !== undefined) return known;
  const name = PreparedCache.newName();
  for (const old of names.set(sql, name)) await deallocate(client, old);
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
    const run = async () => (await client.query<Row>({ name: await statementName(client, sql), text: sql, values: [...params] })).rows;
    try {
      try {
        return await run();
      } catch (error) {
        // A statement gone stale (a migration changed what it reads) is made again, once.
        if (!STALE_STATEMENT_CODES.has(String((error as { code?: unknown }).code))) throw error;
        const stale = preparedOn.get(client)?.delete(sql);
        if (stale !== undefined) await deallocate(client, stale);
        return await run();
      }
    } catch (error) {
      // Not one of PostgreSQL's errors (it names a severity): the connection's (the server went away), not reused.
      if ((error as { severity?: unknown }).severity === undefined) broken = error as Error;
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

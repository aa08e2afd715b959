/**
 * The embedded engine: PGlite (`@electric-sql/pglite`), PostgreSQL compiled to WASM, in this process.
 *
 * A folder keeps the data across restarts (`npm start`); opening a new folder runs initdb (seconds),
 * reopening one takes a fraction of that. In memory (tests, `createApiServer` by default) every
 * database is a copy of one prepared database: the first is migrated and seeded once and dumped to a
 * file under node_modules/.cache, named by the setup's key, so each later server (in this process or
 * another test worker) only loads the dump. PGlite has one connection: its queries and transactions run
 * one after another, which is also what keeps LISTEN callbacks in order.
 */
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database, DatabaseSetup, Queryable } from './types.ts';

const CACHE_DIR = fileURLToPath(new URL('../../node_modules/.cache/masthead-pglite/', import.meta.url));

function wrap(pg: PGlite, engine: string): Database {
  const queryable = (q: PGlite | Transaction): Queryable => ({
    async query<Row extends object>(sql: string, params: readonly unknown[] = []) {
      return (await q.query<Row>(sql, [...params])).rows;
    },
    async exec(sql: string) {
      await q.exec(sql);
    },
  });
  return {
    engine,
    ...queryable(pg),
    transaction: (fn) => pg.transaction((tx) => fn(queryable(tx))),
    // One process, one connection: a notification is never missed, so there is no gap to report.
    listen: async (channel, onPayload) => {
      const stop = await pg.listen(channel, onPayload);
      return async () => {
        if (!pg.closed) await stop();
      };
    },
    close: async () => {
      if (!pg.closed) await pg.close();
    },
  };
}

/** The PGlite package's version: in the engine's description and in the dump's name (its format). */
const PGLITE_VERSION = (JSON.parse(readFileSync(join(dirname(fileURLToPath(import.meta.resolve('@electric-sql/pglite'))), '..', 'package.json'), 'utf8')) as { version: string }).version;

async function describe(pg: PGlite, where: string): Promise<string> {
  const rows = (await pg.query<{ server_version: string }>('SHOW server_version')).rows;
  return `PGlite ${PGLITE_VERSION} (PostgreSQL ${rows[0]?.server_version ?? '?'}), ${where}`;
}

/** This process's prepared copy, by setup key. */
const templates = new Map<string, Promise<Blob>>();

/** The prepared database as a tar dump: from the cache folder, else made now and written there. */
function template(setup: DatabaseSetup): Promise<Blob> {
  let made = templates.get(setup.key);
  if (!made) {
    made = (async () => {
      const file = join(CACHE_DIR, `${createHash('sha256').update(`${PGLITE_VERSION}:${setup.key}`).digest('hex').slice(0, 24)}.tar`);
      try {
        return new Blob([readFileSync(file)]);
      } catch {
        // Not made yet (or unreadable): make it.
      }
      const pg = await PGlite.create('memory://');
      try {
        await setup.prepare(wrap(pg, 'template'));
        const dump = await pg.dumpDataDir('none');
        mkdirSync(CACHE_DIR, { recursive: true });
        // Written whole, then renamed: another worker making it at the same time never reads half a file.
        const partial = `${file}.${process.pid}.partial`;
        writeFileSync(partial, new Uint8Array(await dump.arrayBuffer()));
        renameSync(partial, file);
        return dump;
      } finally {
        await pg.close();
      }
    })();
    made.catch(() => templates.delete(setup.key));
    templates.set(setup.key, made);
  }
  return made;
}

/**
 * Claims a data folder for this process: PGlite has no lock of its own, and two processes writing one
 * folder would corrupt it. A lock file left by a process that is gone (kill -9) is taken over.
 */
function lockFolder(path: string): () => void {
  const file = join(path, 'masthead-api.pid');
  try {
    const pid = Number(readFileSync(file, 'utf8'));
    if (Number.isInteger(pid) && pid !== process.pid && isAlive(pid)) {
      throw new Error(`The embedded database in ${path} is in use by another API process (pid ${pid}). Stop it, or set MASTHEAD_DATA_DIR to another folder.`);
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  writeFileSync(file, String(process.pid));
  return () => rmSync(file, { force: true });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Opens PGlite in `folder` (created when missing), or in memory when `folder` is null, prepared. */
export async function openEmbeddedDatabase(folder: string | null, setup: DatabaseSetup): Promise<Database> {
  if (folder === null) {
    const pg = await PGlite.create({ loadDataDir: await template(setup) });
    return wrap(pg, await describe(pg, 'in memory'));
  }
  const path = resolve(folder);
  mkdirSync(path, { recursive: true });
  const unlock = lockFolder(path);
  let pg: PGlite;
  try {
    pg = await PGlite.create(path);
  } catch (error) {
    unlock();
    throw new Error(`Could not open the embedded database in ${path}: ${(error as Error).message}`, { cause: error });
  }
  const db = wrap(pg, await describe(pg, `folder ${path}`));
  await setup.prepare(db);
  return { ...db, close: async () => {
    await db.close();
    unlock();
  } };
}

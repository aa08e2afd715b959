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
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { lockFolder, makeFolder, restrictModes } from './data-folder.ts';
import { findDamage } from './integrity.ts';
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

/** Opens PGlite in `folder` (created when missing), or in memory when `folder` is null, prepared. */
export async function openEmbeddedDatabase(folder: string | null, setup: DatabaseSetup): Promise<Database> {
  if (folder === null) {
    const pg = await PGlite.create({ loadDataDir: await template(setup) });
    return wrap(pg, await describe(pg, 'in memory'));
  }
  const path = resolve(folder);
  makeFolder(path);
  const unlock = lockFolder(path);
  let pg: PGlite;
  try {
    pg = await PGlite.create(path);
  } catch (error) {
    unlock();
    throw new Error(`Could not open the embedded database in ${path}: ${(error as Error).message}`, { cause: error });
  }
  const db = wrap(pg, await describe(pg, `folder ${path}`));
  const close = async () => {
    try {
      await db.close();
      restrictModes(path);
    } finally {
      unlock();
    }
  };
  // Checked before anything reads or writes it (migrations, the seed): a damaged folder is left as it was.
  const damage = await findDamage(db);
  if (damage !== null) {
    await close();
    throw new Error(damaged(path, damage));
  }
  restrictModes(path);
  await setup.prepare(db);
  return { ...db, close };
}

/** Why the API does not start on a damaged folder, and what to do about it. */
function damaged(path: string, damage: string): string {
  return [
    `The embedded database in ${path} is damaged, so the API did not start on it (nothing in it was changed):`,
    ...damage.split('\n').map((line) => `  ${line}`),
    `Move the folder aside to keep it for inspection (mv '${path}' '${path}.damaged'), or delete it to start again from the seed;`,
    'the API creates a new one on the next start. To keep the read state, restore the folder from a copy taken while the API was stopped.',
  ].join('\n');
}

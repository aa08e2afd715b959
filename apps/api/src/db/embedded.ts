/**
 * The embedded engine: PGlite (`@electric-sql/pglite`), PostgreSQL compiled to WASM, on a thread of its own in
 * this process (embedded-thread.ts: the API's thread, which writes to every open stream, never runs a query).
 *
 * In memory (tests, `createApiServer` by default) every database is a copy of one prepared database: the
 * first is migrated and seeded once and dumped to a file under node_modules/.cache, named by the setup's key,
 * so each later server (in this process or another test worker) only loads the dump. A folder keeps the data
 * across restarts (`npm start`): a new one starts as a copy of the same dump when the setup allows it (the
 * seed's catalogue: ready in about 2 s, where initdb, the migrations, the seed and the index took 10 s),
 * else it is prepared in place; reopening one takes a fraction of that. PGlite has one connection: its
 * queries and transactions run one after another, which is also what keeps LISTEN callbacks in order.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCK_FILE, lockFolder, makeFolder, restrictModes } from './data-folder.ts';
import { openThreadDatabase } from './embedded-thread.ts';
import { findDamage } from './integrity.ts';
import type { Database, DatabaseSetup } from './types.ts';

const CACHE_DIR = fileURLToPath(new URL('../../node_modules/.cache/masthead-pglite/', import.meta.url));

/** The PGlite package's version: in the engine's description and in the dump's name (its format). */
const PGLITE_VERSION = (JSON.parse(readFileSync(join(dirname(fileURLToPath(import.meta.resolve('@electric-sql/pglite'))), '..', 'package.json'), 'utf8')) as { version: string }).version;

/** What runs the SQL, for logs: `PGlite 0.5.16 (PostgreSQL 18.6), in memory`. */
const described = (where: string) => (version: string) => `PGlite ${PGLITE_VERSION} (PostgreSQL ${version}), ${where}`;

/**
 * How the prepared copy is made, part of its file's name. WAL segments of 1 MB (initdb's 16 MB default left
 * two of them, 32 MB of mostly zeros, in every copy), recycled only up to 2 MB, and a checkpoint before the
 * dump: 74 → 26 MB, less for every server to load.
 */
const TEMPLATE_FORMAT = 'wal-1MB';
const TEMPLATE_INITDB = ['--wal-segsize=1'];
const TEMPLATE_SETTINGS = ['-c', 'min_wal_size=2MB', '-c', 'max_wal_size=4MB'];
/**
 * A copy's start: shared buffers of 16 MB instead of 128 MB. The engine clears its buffers when it starts,
 * and in WASM that was most of a copy's opening time; a copy is small and in memory, so few buffers do.
 */
const COPY_SETTINGS = ['-c', 'shared_buffers=16MB'];

/**
 * The dump, held once, in memory every thread can read: each database's thread hands it to PGlite as it is (a
 * Node `Blob` would stream and concatenate the whole file again for every copy). PGlite only reads it (untar,
 * then MEMFS copies each file), so every copy shares it.
 */
function held(bytes: Uint8Array): SharedArrayBuffer {
  const shared = new SharedArrayBuffer(bytes.byteLength);
  new Uint8Array(shared).set(bytes);
  return shared;
}

/** This process's prepared copy, by setup key. */
const templates = new Map<string, Promise<SharedArrayBuffer>>();

/** The prepared database as a tar dump: from the cache folder, else made now and written there. */
function template(setup: DatabaseSetup): Promise<SharedArrayBuffer> {
  let made = templates.get(setup.key);
  if (!made) {
    made = (async () => {
      const name = createHash('sha256').update(`${PGLITE_VERSION}:${TEMPLATE_FORMAT}:${setup.key}`).digest('hex').slice(0, 24);
      const file = join(CACHE_DIR, `${name}.tar`);
      try {
        return held(readFileSync(file));
      } catch {
        // Not made yet (or unreadable): make it.
      }
      const db = await openThreadDatabase({ initDbStartParams: TEMPLATE_INITDB, settings: TEMPLATE_SETTINGS }, described('template'));
      try {
        await setup.prepare(db);
        const bytes = await db.dump();
        mkdirSync(CACHE_DIR, { recursive: true });
        // Written whole, then renamed: another worker making it at the same time never reads half a file.
        const partial = `${file}.${process.pid}.partial`;
        writeFileSync(partial, bytes);
        renameSync(partial, file);
        return held(bytes);
      } finally {
        await db.close();
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
    return openThreadDatabase({ dump: await template(setup), settings: COPY_SETTINGS }, described('in memory'));
  }
  const path = resolve(folder);
  makeFolder(path);
  const unlock = lockFolder(path);
  let db: Database;
  try {
    // A new folder (nothing in it but our lock) gets the prepared copy, unpacked there by PGlite, which `prepare`
    // below finds up to date. Anything else is opened as it is, and a damaged folder is found so below.
    const empty = readdirSync(path).every((name) => name === LOCK_FILE);
    const copy = setup.copyToNewFolders && empty ? { dump: await template(setup) } : {};
    db = await openThreadDatabase({ dataDir: path, ...copy }, described(`folder ${path}`));
  } catch (error) {
    unlock();
    throw new Error(`Could not open the embedded database in ${path}: ${(error as Error).message}`, { cause: error });
  }
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

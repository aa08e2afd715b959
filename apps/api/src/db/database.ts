/**
 * The API's database: one interface (types.ts) over the two engines that run the same SQL (issue 22).
 *
 * - `embedded.ts`: PGlite, PostgreSQL compiled to WASM, inside this process: in memory (tests, one
 *   fresh copy of the seed per server) or in a folder (`npm start`: read state survives a restart).
 * - `server.ts`: a PostgreSQL server through node-postgres (`MASTHEAD_DATABASE_URL=postgres://…`),
 *   where several API instances share the data and each LISTENs for the others' changes.
 */
import type { Database, DatabaseSetup, DatabaseTarget } from './types.ts';

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

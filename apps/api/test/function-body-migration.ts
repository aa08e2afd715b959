/**
 * A migration with a `$$` function body and a string spanning lines (fixtures/function-body-migrations),
 * applied by the runner to a database that has never seen it: the same check for each engine.
 */
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import { migrate, readMigrations } from '../src/db/migrate.ts';
import type { Database } from '../src/db/types.ts';

const DIR = fileURLToPath(new URL('./fixtures/function-body-migrations/', import.meta.url));

/** The string the migration's INSERT writes, as PostgreSQL must store it (both inner lines kept). */
export const NOTE = 'first line;\n-- second line, inside the string\nthird line';

/** Applies the fixture migration to `db` and checks the function and the string came through whole. */
export async function expectFunctionBodyMigration(db: Database): Promise<void> {
  const migrations = readMigrations(DIR);
  expect(migrations.map((m) => m.name)).toEqual(['0001_function_body.sql']);
  expect(await migrate(db, migrations)).toEqual(['0001_function_body.sql']);
  expect(await db.query('SELECT id, body FROM notes')).toEqual([{ id: 1, body: NOTE }]);
  expect(await db.query('SELECT add_note($1) AS id', ['added by the function'])).toEqual([{ id: 2 }]);
  expect(await db.query('SELECT body FROM notes WHERE id = 2')).toEqual([{ body: 'added by the function' }]);
  // Applied once: a second run finds it recorded.
  expect(await migrate(db, migrations)).toEqual([]);
}

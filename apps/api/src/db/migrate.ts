/**
 * The migration runner: plain SQL files in apps/api/migrations, applied in name order, each once.
 *
 * Why plain files and this small runner rather than a tool: the schema is a few tables, both engines
 * (PGlite and a PostgreSQL server) must run the exact same SQL, and the runner needs only what both
 * give (a transaction and an advisory lock); Drizzle or node-postgres-migrate would add a second way of
 * describing the schema or a driver of their own for PGlite. Applied files are recorded in
 * `schema_migrations`; a file that was applied must never change (its checksum is kept and checked).
 * Instances starting together take a transaction-scoped advisory lock, so one migrates and the others
 * then find the work done.
 */
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Database, Queryable } from './types.ts';

const MIGRATIONS_DIR = fileURLToPath(new URL('../../migrations/', import.meta.url));
/** Any fixed number; the lock only has to be the same for every instance of this API. */
export const MIGRATION_LOCK = 72_210_022;

export interface Migration {
  name: string;
  sql: string;
  checksum: string;
}

/** The migration files, in the order they apply. */
export function readMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .filter((name) => /^\d{4}_[a-z0-9_]+\.sql$/.test(name))
    .sort()
    .map((name) => {
      const sql = readFileSync(`${dir}/${name}`, 'utf8');
      return { name, sql, checksum: createHash('sha256').update(sql).digest('hex') };
    });
}

/**
 * Applies what is missing, inside one transaction holding the migration lock; then runs `after` (the
 * seed) in the same transaction, so a second instance never sees migrated tables without their data.
 * Returns the names it applied.
 */
export async function migrate(db: Database, migrations: readonly Migration[], after?: (tx: Queryable) => Promise<void>): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      name text PRIMARY KEY, checksum text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`);
    const applied = new Map(
      (await tx.query<{ name: string; checksum: string }>('SELECT name, checksum FROM schema_migrations')).map((r) => [r.name, r.checksum]),
    );
    const done: string[] = [];
    for (const m of migrations) {
      const checksum = applied.get(m.name);
      if (checksum !== undefined) {
        if (checksum !== m.checksum) {
          throw new Error(`Migration ${m.name} changed after it was applied to this database; add a new migration instead of editing it.`);
        }
        continue;
      }
      // The file runs whole, as written: splitting it here would need a SQL lexer (a `;` at a line's end
      // inside a `$$` function body or a string is not the end of a statement); both engines take a
      // script of many statements when it has no parameters. The engine's error names no file, so this
      // one does.
      await tx.exec(m.sql).catch((error: unknown) => {
        throw new Error(`Migration ${m.name} failed: ${(error as Error).message}`, { cause: error });
      });
      await tx.query('INSERT INTO schema_migrations (name, checksum) VALUES ($1, $2)', [m.name, m.checksum]);
      done.push(m.name);
    }
    for (const name of applied.keys()) {
      if (!migrations.some((m) => m.name === name)) {
        throw new Error(`This database has migration ${name}, which this API does not know: it was migrated by a newer version.`);
      }
    }
    if (after) await after(tx);
    return done;
  });
}


/**
 * Is the embedded database whole? (issue 34, item 4.) PostgreSQL learns a table's length from its file's
 * length, so a table file cut short (a copy that stopped, a full disk, a bad restore) opens without a
 * word: a sequential scan just finds fewer rows, and only a lookup through an index that points past the
 * new end fails ("could not read blocks … read only 0 of 8192 bytes"). Served like that, some members get
 * "Unexpected error." and others a list with holes.
 *
 * So for every table of the project (and its TOAST table) and every B-tree index on it, the rows are
 * counted twice: by a sequential scan, and through that index with every other plan switched off. A heap
 * cut short makes the index scan fail or count more; an index cut short fails or counts fewer. amcheck
 * (which PGlite ships) was not enough: `bt_index_check(…, heapallindexed)` finds heap rows missing from an
 * index, not index entries whose rows are gone, and `verify_heapam` reads only the blocks the file has.
 * Its cost on open at the seed's size is in docs/database.md (tens of ms warm, about a tenth of the open cold).
 */
import type { Queryable } from './types.ts';

interface IndexToCheck {
  table: string;
  index: string;
  /** The index's key columns with their direction, as an ORDER BY that only this index gives. */
  order: string;
  /** A partial index's predicate, else null. */
  predicate: string | null;
}

/** The B-tree indexes of the tables in `public` and of their TOAST tables. */
const INDEXES = `
  SELECT t.oid::regclass::text AS table, i.indexrelid::regclass::text AS index,
    (SELECT string_agg(pg_get_indexdef(i.indexrelid, k, true)
        || CASE WHEN i.indoption[k - 1] & 1 = 1 THEN ' DESC' ELSE ' ASC' END
        || CASE WHEN i.indoption[k - 1] & 2 = 2 THEN ' NULLS FIRST' ELSE ' NULLS LAST' END, ', ' ORDER BY k)
      FROM generate_series(1, i.indnkeyatts) AS k) AS order,
    pg_get_expr(i.indpred, i.indrelid) AS predicate
  FROM pg_index i
  JOIN pg_class t ON t.oid = i.indrelid
  JOIN pg_class ic ON ic.oid = i.indexrelid
  JOIN pg_am am ON am.oid = ic.relam AND am.amname = 'btree'
  WHERE i.indisvalid AND (t.relnamespace = 'public'::regnamespace
    OR t.oid IN (SELECT reltoastrelid FROM pg_class WHERE relnamespace = 'public'::regnamespace))
  ORDER BY 1, 2`;

/** Plans that would read rows without going through the index under test. */
const SETTINGS = ['enable_seqscan', 'enable_bitmapscan', 'enable_indexonlyscan', 'enable_sort'];

/**
 * Counts each table's rows by a sequential scan and through each of its indexes. Resolves to null when
 * they agree everywhere, else to what is wrong (one line per problem). Call it before the database
 * serves anything: it changes planner settings of the (only) connection while it runs.
 */
export async function findDamage(db: Queryable): Promise<string | null> {
  const problems: string[] = [];
  try {
    const indexes = await db.query<IndexToCheck>(INDEXES);
    // Sequential scans stay possible (a plain count still takes one) but lose to an index that gives
    // the order asked for, and without sorts only that index gives it.
    await db.exec(SETTINGS.map((name) => `SET ${name} = off;`).join(' '));
    for (const { table, index, order, predicate } of indexes) {
      const where = predicate === null ? '' : ` WHERE ${predicate}`;
      try {
        const [counts] = await db.query<{ scanned: number; indexed: number }>(`SELECT
          (SELECT count(*)::int FROM ${table}${where}) AS scanned,
          (SELECT count(*)::int FROM (SELECT 1 FROM ${table}${where} ORDER BY ${order}) AS rows) AS indexed`);
        if (counts?.scanned !== counts?.indexed) problems.push(`${table}: ${counts?.scanned} rows read in order, ${counts?.indexed} through ${index}`);
      } catch (error) {
        problems.push(`${table} through ${index}: ${(error as Error).message}`);
      }
    }
  } catch (error) {
    problems.push(`the check itself failed: ${(error as Error).message}`);
  } finally {
    await db.exec(SETTINGS.map((name) => `RESET ${name};`).join(' ')).catch(() => {});
  }
  return problems.length === 0 ? null : problems.join('\n');
}

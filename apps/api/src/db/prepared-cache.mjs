// The prepared statements a connection holds (types.ts, QueryOptions.prepared), least recently used first: one
// piece of code for the embedded engine's thread (embedded-worker.mjs, plain JavaScript, as a worker loads its
// file without the TypeScript loader) and the server's pool (server.ts). Its types: prepared-cache.d.mts.

/**
 * PostgreSQL's codes for a prepared statement that must be made again: `0A000` when what it answers changed
 * under it (a migration added a column to a table it reads with `*`), `26000` when the connection no longer
 * holds it. The statement is forgotten and the call made again, once.
 */
export const STALE_STATEMENT_CODES = new Set(['0A000', '26000']);

let named = 0;

export class PreparedCache {
  /** @param {number} limit how many statements the connection may hold */
  constructor(limit) {
    if (!Number.isInteger(limit) || limit < 1) throw new Error(`A prepared statements' cache needs a limit of 1 or more (got ${limit}).`);
    this.limit = limit;
    /** @type {Map<string, unknown>} */
    this.byText = new Map();
  }

  /** A new name for a statement (unique in this thread, quoted where it is written). */
  static newName() {
    named += 1;
    return `masthead_${named}`;
  }

  /** The entry kept for `sql`, now the most recently used, or undefined. */
  get(sql) {
    const entry = this.byText.get(sql);
    if (entry !== undefined) {
      this.byText.delete(sql);
      this.byText.set(sql, entry);
    }
    return entry;
  }

  /** Keeps `entry` for `sql`; answers the entries let go to stay within the limit, for their statements to be closed. */
  set(sql, entry) {
    this.byText.set(sql, entry);
    const evicted = [];
    while (this.byText.size > this.limit) {
      const [oldest, old] = this.byText.entries().next().value;
      this.byText.delete(oldest);
      evicted.push(old);
    }
    return evicted;
  }

  /** Forgets `sql`'s entry, answering it. */
  delete(sql) {
    const entry = this.byText.get(sql);
    this.byText.delete(sql);
    return entry;
  }
}

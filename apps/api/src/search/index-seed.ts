/**
 * The catalogue's seed (issue 33): the seed's records written into the catalogue's tables (catalog/tables.ts)
 * and its documents into the search index, by the same code that adds a class at run time (index-rows.ts),
 * a key naming what it wrote, and the way back to it (POST /dev/reset takes the added classes and their words
 * away), as store-seed.ts does for notifications.
 */
import { createHash } from 'node:crypto';
import type { Queryable } from '../db/types.ts';
import { removeAddedClasses, writeCatalog } from '../catalog/tables.ts';
import type { SeedCatalog } from '../seed/seed-catalog.ts';
import type { Catalog } from '../seed/types.ts';
import { catalogDocuments, insertCatalog, type CatalogDocuments } from './index-rows.ts';

/**
 * How the index is written: a change to it (the catalogue's tables, the GIN lists merged, the lexemes, the documents
 * kept in their rows) writes a database's index again.
 */
const INDEX_WRITING = 6;

/**
 * A catalogue's key, made once per catalogue in a process (a third of a second for the seed's): every store, so
 * every test server, asks for it when it opens its database. The documents it was made from are kept with it
 * until a database is written from them, and go with the catalogue when a store lets a large one go
 * (seed-catalog.ts): at 50,000 classes they are 190 MB of the API's heap.
 */
const made = new WeakMap<Catalog, { key: string; docs: CatalogDocuments | undefined }>();

function entryOf(catalog: Catalog): { key: string; docs: CatalogDocuments | undefined } {
  let entry = made.get(catalog);
  if (!entry) {
    const docs = catalogDocuments(catalog);
    // The records are what the documents are made from, and the tables' layout is the migrations' (whose
    // checksums the database's key holds): the documents and a version of the records' writing name them.
    entry = { docs, key: keyOf(docs) };
    made.set(catalog, entry);
  }
  return entry;
}

/** The documents' hash, a row at a time: their JSON whole is 105 MB at 50,000 classes, all garbage after. */
function keyOf(docs: CatalogDocuments): string {
  const hash = createHash('sha256').update(`index-writing-${INDEX_WRITING}`);
  for (const [part, rows] of Object.entries(docs) as Array<[string, readonly object[]]>) {
    hash.update(`\n${part}:`);
    for (const row of rows) hash.update(JSON.stringify(row)).update('\n');
  }
  return hash.digest('hex');
}

/** The tables `ensure` writes. */
const WRITTEN_TABLES = `search_classes, search_skills, search_paths, search_teachers, search_vocabulary, search_lexemes,
  catalog_classes, catalog_paths, catalog_skills, catalog_teachers, catalog_categories, catalog_facet_options`;

export class SearchSeed {
  /** This seed's key, kept once made: the catalogue it was made from may be let go (seed-catalog.ts). */
  private made: string | undefined;

  constructor(private readonly catalog: SeedCatalog) {}

  /** The documents to write (made again when an earlier database took them), let go once taken. */
  private takeDocs(): CatalogDocuments {
    const catalog = this.catalog.get();
    const entry = entryOf(catalog);
    const docs = entry.docs ?? catalogDocuments(catalog);
    entry.docs = undefined;
    return docs;
  }

  /** Names what the index holds: the documents as words.ts cut them (a change there writes the index again). */
  key(): string {
    this.made ??= entryOf(this.catalog.get()).key;
    return this.made;
  }

  /** Writes the index of a database that has none, or another catalogue's; true when it wrote. */
  async ensure(tx: Queryable): Promise<boolean> {
    const [state] = await tx.query<{ seed_key: string }>('SELECT seed_key FROM search_seed_state');
    if (state?.seed_key === this.key()) return false;
    await writeCatalog(tx, this.catalog.get());
    await tx.query('TRUNCATE search_classes, search_skills, search_paths, search_teachers, search_vocabulary, search_lexemes');
    await insertCatalog(tx, this.takeDocs());
    // A GIN index takes rows into a pending list, read whole by every search until a vacuum merges it, and an
    // ANALYZE does not (only autovacuum's does, which PGlite never runs): at 50,000 classes the list held
    // hundreds of pages and doubled a keystroke's statement. Merged now, as the index is written.
    await tx.query(`SELECT gin_clean_pending_list(i.indexrelid) FROM pg_index AS i JOIN pg_class AS c ON c.oid = i.indexrelid
      JOIN pg_am AS a ON a.oid = c.relam WHERE a.amname = 'gin'`);
    // Statistics now, so the first searches use the indexes (the embedded engine's prepared copy keeps them).
    await tx.query(`ANALYZE ${WRITTEN_TABLES}`);
    await tx.query(`INSERT INTO search_seed_state (only_row, seed_key) VALUES (true, $1)
      ON CONFLICT (only_row) DO UPDATE SET seed_key = excluded.seed_key`, [this.key()]);
    return true;
  }

  /**
   * Vacuums what `ensure` wrote, once its transaction has committed (VACUUM runs outside one), so the API is ready
   * with its tables settled: a server's autovacuum otherwise vacuumed and analyzed them again in the first seconds
   * the API served (at 50,000 classes, within 15 s of ready: search_classes' 240 MB read, five tables analyzed).
   * Their pages are left all-visible too. PGlite never runs autovacuum; its tables get the same.
   */
  async settle(db: Queryable): Promise<void> {
    await db.exec(`VACUUM (ANALYZE) ${WRITTEN_TABLES}`);
  }

  /** Takes away what was added at run time. */
  async restore(tx: Queryable): Promise<void> {
    if (await this.ensure(tx)) return;
    await tx.query('DELETE FROM search_classes WHERE id IN (SELECT id FROM catalog_classes WHERE added)');
    await removeAddedClasses(tx);
    await tx.query('DELETE FROM search_vocabulary WHERE added');
    await tx.query('DELETE FROM search_lexemes WHERE added');
  }
}

/**
 * The catalogue's seed (issue 33): the seed's records written into the catalogue's tables (catalog/tables.ts)
 * and its documents into the search index, by the same code that adds a class at run time (index-rows.ts),
 * a key naming what it wrote, and the way back to it (POST /dev/reset takes the added classes and their words
 * away), as store-seed.ts does for notifications.
 */
import { createHash } from 'node:crypto';
import type { Queryable } from '../db/types.ts';
import { removeAddedClasses, writeCatalog } from '../catalog/tables.ts';
import type { Catalog } from '../seed/types.ts';
import { catalogDocuments, insertCatalog, type CatalogDocuments } from './index-rows.ts';

/**
 * A catalogue's documents and their key, made once per catalogue in a process (a third of a second for the
 * seed's): every store, so every test server, asks for the key when it opens its database.
 */
const made = new WeakMap<Catalog, { docs: CatalogDocuments; key: string }>();

function documentsOf(catalog: Catalog): { docs: CatalogDocuments; key: string } {
  let entry = made.get(catalog);
  if (!entry) {
    const docs = catalogDocuments(catalog);
    // The records are what the documents are made from, and the tables' layout is the migrations' (whose
    // checksums the database's key holds): the documents and a version of the records' writing name them.
    entry = { docs, key: createHash('sha256').update('catalog-tables-1').update(JSON.stringify(docs)).digest('hex') };
    made.set(catalog, entry);
  }
  return entry;
}

export class SearchSeed {
  constructor(private readonly catalog: Catalog) {}

  private docs(): CatalogDocuments {
    return documentsOf(this.catalog).docs;
  }

  /** Names what the index holds: the documents as words.ts cut them (a change there writes the index again). */
  key(): string {
    return documentsOf(this.catalog).key;
  }

  /** Writes the index of a database that has none, or another catalogue's; true when it wrote. */
  async ensure(tx: Queryable): Promise<boolean> {
    const [state] = await tx.query<{ seed_key: string }>('SELECT seed_key FROM search_seed_state');
    if (state?.seed_key === this.key()) return false;
    await writeCatalog(tx, this.catalog);
    await tx.query('TRUNCATE search_classes, search_skills, search_paths, search_teachers, search_vocabulary');
    await insertCatalog(tx, this.docs());
    // Statistics now, so the first searches use the indexes (the embedded engine's prepared copy keeps them).
    await tx.query(`ANALYZE search_classes, search_skills, search_paths, search_teachers, search_vocabulary,
      catalog_classes, catalog_paths, catalog_skills, catalog_teachers, catalog_categories`);
    await tx.query(`INSERT INTO search_seed_state (only_row, seed_key) VALUES (true, $1)
      ON CONFLICT (only_row) DO UPDATE SET seed_key = excluded.seed_key`, [this.key()]);
    return true;
  }

  /** Takes away what was added at run time. */
  async restore(tx: Queryable): Promise<void> {
    if (await this.ensure(tx)) return;
    await tx.query('DELETE FROM search_classes WHERE id IN (SELECT id FROM catalog_classes WHERE added)');
    await removeAddedClasses(tx);
    await tx.query('DELETE FROM search_vocabulary WHERE added');
  }
}

/**
 * The seed's catalogue as a database is written from it (issue 33): held while a store opens its database
 * (the keys naming what a database holds, the records and documents written), then let go. Requests read
 * the catalogue's tables, never this: at 50,000 classes it is 215 MB of the API's heap, which every garbage
 * collection would walk for nothing. A source that builds it (`getCatalog` for a large catalogue) builds it
 * again only when a database must be written again.
 */
import type { Catalog } from './types.ts';

/** A catalogue, or how to build one. */
export type CatalogSource = Catalog | (() => Catalog);

export class SeedCatalog {
  private held: Catalog | undefined;

  constructor(private readonly source: CatalogSource) {}

  /** The catalogue, built (once until released) when the source builds it. */
  get(): Catalog {
    if (typeof this.source !== 'function') return this.source;
    this.held ??= this.source();
    return this.held;
  }

  /** Lets the built catalogue go (a given one is its caller's to keep). */
  release(): void {
    this.held = undefined;
  }
}

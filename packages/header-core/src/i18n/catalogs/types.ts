import type { en } from './en.ts';
import type { enSearchRows } from './en-search-rows.ts';

/**
 * A translated catalog's source: every key of the English source (en.ts, and the interaction chunk's
 * search rows, en-search-rows.ts), each an ICU MessageFormat string.
 */
export type CatalogSource = { readonly [K in keyof typeof en | keyof typeof enSearchRows]: string };

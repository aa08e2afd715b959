import type { en } from './en.ts';

/** A translated catalog's source: every key of the English source, each an ICU MessageFormat string. */
export type CatalogSource = { readonly [K in keyof typeof en]: string };

// Every catalog's source by locale (build and test time: the header imports compiled catalogs only, but
// for the English of the interaction chunk's search rows, en-search-rows.ts).
import { pseudoMessage } from '../catalog-tools.ts';
import { ar } from './ar.ts';
import { de } from './de.ts';
import { en } from './en.ts';
import { enSearchRows } from './en-search-rows.ts';
import { es } from './es.ts';
import { fr } from './fr.ts';
import { ptBR } from './pt-BR.ts';
import type { CatalogSource } from './types.ts';

/** Every English message of the header: en.ts and the search rows of en-search-rows.ts (what the others translate). */
export const ENGLISH_SOURCE: CatalogSource = { ...en, ...enSearchRows };

/** The pseudo-locale (en-XA): English, accented, about 35 % longer and wrapped in ⟦ ⟧, for tests. */
const pseudo = Object.fromEntries(Object.entries(ENGLISH_SOURCE).map(([key, message]) => [key, pseudoMessage(message)])) as CatalogSource;

/**
 * What each compiled catalog is compiled from: every message of the language, but for English only
 * en.ts. compiled/en.ts is in every page's first bundle, and the English search rows ship with the
 * interaction chunk that draws them instead (en-search-rows.ts). A page in any other language loads its
 * catalog chunk, which has them all.
 */
export const CATALOG_SOURCES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  en,
  es,
  fr,
  de,
  'pt-BR': ptBR,
  ar,
  'en-XA': pseudo,
};

// Every catalog's source by locale (build and test time: the header imports compiled catalogs only).
import { pseudoMessage } from '../catalog-tools.ts';
import { ar } from './ar.ts';
import { de } from './de.ts';
import { en } from './en.ts';
import { es } from './es.ts';
import { fr } from './fr.ts';
import { ptBR } from './pt-BR.ts';
import type { CatalogSource } from './types.ts';

/** The pseudo-locale (en-XA): English, accented, about 35 % longer and wrapped in ⟦ ⟧, for tests. */
const pseudo = Object.fromEntries(Object.entries(en).map(([key, message]) => [key, pseudoMessage(message)])) as CatalogSource;

export const CATALOG_SOURCES: Readonly<Record<string, CatalogSource>> = {
  en,
  es,
  fr,
  de,
  'pt-BR': ptBR,
  ar,
  'en-XA': pseudo,
};

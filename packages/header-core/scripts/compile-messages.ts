// Compiles the message catalogs (src/i18n/catalogs/*.ts, ICU MessageFormat) to plain functions in
// src/i18n/compiled/, with messageformat: the header ships no message parser, only the few helpers
// of @messageformat/runtime, and plural rules come from the browser's Intl.PluralRules
// (src/i18n/plural-rules.ts). catalogs.test.ts fails when a compiled file is missing or stale.
//
//   pnpm --filter @masthead/header-core messages
import { writeFileSync } from 'node:fs';
import { CATALOG_SOURCES } from '../src/i18n/catalogs/index.ts';
import { compileCatalog } from '../src/i18n/compile.ts';

for (const [locale, messages] of Object.entries(CATALOG_SOURCES)) {
  writeFileSync(new URL(`../src/i18n/compiled/${locale}.ts`, import.meta.url), compileCatalog(locale, messages));
}
console.log(`Compiled ${Object.keys(CATALOG_SOURCES).length} catalogs into src/i18n/compiled/.`);

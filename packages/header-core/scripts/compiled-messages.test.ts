// The compiled catalogs in src/i18n/compiled/ are what the catalogs compile to today: a catalog edited
// without `pnpm --filter @masthead/header-core messages` fails here (and in CI).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CATALOG_SOURCES } from '../src/i18n/catalogs/index.ts';
import { compileCatalog } from '../src/i18n/compile.ts';

describe('the compiled catalogs', () => {
  it.each(Object.entries(CATALOG_SOURCES))('%s is up to date (pnpm --filter @masthead/header-core messages)', (locale, messages) => {
    expect(readFileSync(new URL(`../src/i18n/compiled/${locale}.ts`, import.meta.url), 'utf8')).toBe(compileCatalog(locale, messages));
  });
});

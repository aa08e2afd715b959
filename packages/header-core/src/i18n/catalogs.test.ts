// The catalogs against their English source (issue 11): same keys, messages that parse, only the
// source's arguments, every plural form of the language, compiled files up to date; and the compiled
// catalogs as the header formats them.
import { describe, expect, it, vi } from 'vitest';
import { argumentsOf, casesOf, parse } from './catalog-tools.ts';
import { CATALOG_SOURCES, ENGLISH_SOURCE } from './catalogs/index.ts';
import { en as englishFirstBundle } from './catalogs/en.ts';
import { enSearchRows } from './catalogs/en-search-rows.ts';
import compiledEnglish from './compiled/en.ts';
import { compileCatalog } from './compile.ts';
import { catalogOf, loadMessages } from './load.ts';
import { resolveMessages } from '../messages.ts';
import { SHIPPED_LOCALES } from '../navigation/locale.ts';

const { en: _en, ...translations } = CATALOG_SOURCES;
/** Every English message: en.ts and the interaction chunk's search rows (en-search-rows.ts). */
const english = ENGLISH_SOURCE;
const argumentNames = (message: string) => [...argumentsOf(parse(message)).keys()].sort();

/** Words that really are the same in a language (loanwords, brand-like labels), checked by a person. */
const SAME_AS_ENGLISH: Record<string, readonly string[]> = {
  es: ['plansIndividual', 'blog', 'beta', 'searchDetailSeparator'],
  fr: ['blog', 'beta', 'notifications', 'menu', 'searchDetailSeparator'],
  de: ['plansTeams', 'shop', 'community', 'blog', 'beta', 'searchDetailSeparator'],
  'pt-BR': ['plansIndividual', 'blog', 'beta', 'menu', 'searchDetailSeparator'],
  ar: [],
};

describe.each(Object.entries(translations))('the %s catalog', (locale, catalog) => {
  it('has every key of the English source and no other', () => {
    expect(Object.keys(catalog).sort()).toEqual(Object.keys(english).sort());
  });

  it.each(Object.keys(english))('%s parses and uses the arguments of the English source, no other', (key) => {
    const message = catalog[key] ?? '';
    expect(() => parse(message), message).not.toThrow();
    expect(argumentNames(message)).toEqual(argumentNames(english[key as keyof typeof english]));
  });

  it('gives every plural the forms the language has (CLDR, as Intl.PluralRules has them)', () => {
    const categories = new Intl.PluralRules(locale === 'en-XA' ? 'en' : locale).resolvedOptions().pluralCategories;
    for (const [key, message] of Object.entries(catalog)) {
      for (const plural of casesOf(parse(message)).filter((c) => c.type === 'plural')) {
        expect([key, plural.keys.filter((k) => !k.startsWith('='))].join(': ')).toBe([key, [...categories].sort((a, b) => plural.keys.indexOf(a) - plural.keys.indexOf(b))].join(': '));
      }
    }
  });

  if (locale !== 'en-XA') {
    it('leaves no message in English, but for words the language shares', () => {
      const same = Object.keys(english).filter((key) => catalog[key as keyof typeof catalog] === english[key as keyof typeof english]);
      expect(same.sort()).toEqual([...(SAME_AS_ENGLISH[locale] ?? [])].sort());
    });
  }
});

describe('the compiled catalogs', () => {
  it('exist for every shipped locale and the pseudo-locale, each with every message (English: the first bundle’s)', async () => {
    for (const locale of [...SHIPPED_LOCALES, 'en-XA']) {
      const keys = catalogOf(locale) === null ? Object.keys(englishFirstBundle) : Object.keys(english);
      expect(Object.keys(await loadMessages(locale)).sort(), locale).toEqual(keys.sort());
    }
  });

  it.each([
    ['en-US', 1, '1 class', 1234, '1,234 classes'],
    ['es', 1, '1 clase', 1234, '1234 clases'],
    ['fr', 1, '1 cours', 1234, '1\u202f234 cours'],
    ['de', 1, '1 Kurs', 1234, '1.234 Kurse'],
    ['pt-BR', 1, '1 aula', 1234, '1.234 aulas'],
    ['ar', 2, 'درسان', 3, '3 دروس'],
  ])('%s: plural forms and grouped digits (%s → %s, %s → %s)', async (locale, a, textA, b, textB) => {
    const m = resolveMessages(await loadMessages(locale));
    expect(m.searchClassCount({ count: a })).toBe(textA);
    expect(m.searchClassCount({ count: b })).toBe(textB);
  });

  it.each([
    ['en-US', ','],
    ['es', ','],
    ['fr', ','],
    ['de', ','],
    ['pt-BR', ','],
    ['ar', '،'],
  ])("%s: a suggestion's name and its detail are joined by the language's comma (%s)", async (locale, comma) => {
    expect(resolveMessages(await loadMessages(locale)).searchDetailSeparator).toBe(comma);
  });

  it('Arabic takes all six plural forms', async () => {
    const m = resolveMessages(await loadMessages('ar'));
    const forms = [0, 1, 2, 3, 11, 100].map((count) => m.searchClassCount({ count }));
    expect(new Set(forms).size).toBe(6);
  });

  it('the pseudo-locale accents, lengthens by about a third and wraps every message', async () => {
    const m = resolveMessages(await loadMessages('en-XA'));
    const english = resolveMessages();
    for (const key of ['browse', 'searchPlaceholder', 'notificationsEmptyOwn', 'signIn'] as const) {
      expect(m[key]).toMatch(/^⟦[^A-Za-z]*[^\x00-\x7F].*⟧$/);
      expect(m[key].length).toBeGreaterThanOrEqual(Math.floor(english[key].length * 1.3));
    }
    expect(m.searchForQuery({ query: 'ink' })).toContain('ink');
  });

  it('a host overrides a message over a catalog, as text or as a function; a plural override as text is refused, said why, and English shown', async () => {
    const es = await loadMessages('es');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const m = resolveMessages({ ...es, signIn: 'Entrar', searchClassCount: ({ count }: { count?: unknown }) => `${String(count)} cursos`, searchFollowerCount: '{count, plural, one {#} other {#}}' });
    expect([m.signIn, m.browse, m.searchClassCount({ count: 3 }), m.searchFollowerCount({ count: 2 })]).toEqual(['Entrar', 'Explorar', '3 cursos', '2 followers']);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('messages.searchFollowerCount: plural and select forms need a function of the values'));
  });
});

describe('the search rows’ English (issue 23): shipped with the interaction chunk, not the first bundle', () => {
  it('is not in compiled/en.ts, which every page loads', () => {
    for (const key of Object.keys(enSearchRows)) expect(compiledEnglish, key).not.toHaveProperty(key);
  });

  it.each(Object.entries(enSearchRows))('%s is plain text with {query} at most, as messageformat would compile it', (key, message) => {
    expect(argumentNames(message).filter((name) => name !== 'query')).toEqual([]);
    expect(casesOf(parse(message))).toEqual([]);
    expect(message).not.toContain("'");
    // The module messageformat writes for it, evaluated: the same text the chunk's `{query}` filling gives.
    const body = compileCatalog('en', { [key]: message }).replace(/^[\s\S]*?export default /m, 'return ');
    const compiled = (new Function(body) as () => Record<string, unknown>)()[key];
    const text = typeof compiled === 'function' ? (compiled as (d: object) => string)({ query: 'ink' }) : compiled;
    expect(text).toBe(message.replace('{query}', 'ink'));
  });
});

describe('overrides from a host are text, never code or inherited properties', () => {
  it('a placeholder names only the values given, not what every object inherits', () => {
    const m = resolveMessages({ signIn: 'Log in {constructor} {__proto__} {product}', browse: '<img src=x onerror=alert(1)>' }, 'Acme');
    expect(m.signIn).toBe('Log in {constructor} {__proto__} Acme');
    // Markup in an override stays text: React renders it as characters.
    expect(m.browse).toBe('<img src=x onerror=alert(1)>');
  });

  it('an override object with a prototype does not lend its inherited properties as messages', () => {
    const inherited = Object.create({ signIn: 'From the prototype' }) as Record<string, unknown>;
    expect(resolveMessages(inherited).signIn).toBe('Sign In');
  });
});

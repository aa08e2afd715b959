// Popular searches (issue 23): GetPopularSearches, a public persisted query. The most searched skills of
// the seed's counts, named in the request's language (Accept-Language only), publicly cacheable by GET with
// one answer per language (Vary: Accept-Language); production runs it by its id only.
import { GetPopularSearchesDocument, PERSISTED_OPERATIONS, PUBLIC_OPERATIONS } from '@masthead/graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiServer } from '../src/index.ts';
import { LANGUAGES, type Language } from '../src/language.ts';
import { PRIVATE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL } from '../src/persisted.ts';
import { MAX_POPULAR_SEARCHES } from '../src/search/popular.ts';
import { getCatalog } from '../src/seed/index.ts';
import { SEARCH_COUNTS } from '../src/seed/search-counts.ts';
import { dataOf, errorOf, gqlWith, persisted, startServer } from './helpers.ts';

let prod: ApiServer;
let dev: ApiServer;
beforeAll(async () => {
  [prod, dev] = await Promise.all([startServer({ production: true }), startServer()]);
});
afterAll(() => Promise.all([prod.close(), dev.close()]));

interface Popular {
  popularSearches: Array<{ id: string; query: string; slug: string; searchCount: number }>;
}

const popular = (variables: Record<string, unknown>, headers: Record<string, string> = {}, options: { persona?: string } = {}) =>
  persisted<Popular>(prod, 'GetPopularSearches', variables, { method: 'GET', headers, ...options });

const TOP: Record<Language, readonly string[]> = {
  'en-US': ['Watercolor', 'Procreate', 'Character Design', 'Logo Design', 'Digital Illustration'],
  es: ['Acuarela', 'Procreate', 'Diseño de personajes', 'Diseño de logotipos', 'Ilustración digital'],
  fr: ['Aquarelle', 'Procreate', 'Création de personnages', 'Création de logo', 'Illustration numérique'],
  de: ['Aquarell', 'Procreate', 'Charakterdesign', 'Logodesign', 'Digitale Illustration'],
  'pt-BR': ['Aquarela', 'Procreate', 'Design de personagens', 'Design de logotipo', 'Ilustração digital'],
  ar: ['ألوان مائية', 'Procreate', 'تصميم الشخصيات', 'تصميم الشعارات', 'الرسم التوضيحي الرقمي'],
};

describe('the seed\'s search counts', () => {
  it('name approved skills only, each once', () => {
    const catalog = getCatalog();
    for (const slug of Object.keys(SEARCH_COUNTS)) expect(catalog.skillBySlug.get(slug)?.isApproved, slug).toBe(true);
    expect(Object.values(SEARCH_COUNTS).every((n) => Number.isInteger(n) && n > 0)).toBe(true);
  });
});

describe('GetPopularSearches', () => {
  it('is a public persisted query', () => {
    expect(PUBLIC_OPERATIONS.has('GetPopularSearches')).toBe(true);
    expect(PERSISTED_OPERATIONS['GetPopularSearches']).toMatch(/^sha256:[0-9a-f]{64}$/);
  });

  it.each(LANGUAGES)('%s: the five most searched skills in the language, the same skills and counts as English', async (language) => {
    const [res, english] = await Promise.all([popular({}, { 'accept-language': language }), popular({})]);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-language')).toBe(language);
    const list = dataOf(res.body).popularSearches;
    expect(list.map((p) => p.query)).toEqual(TOP[language]);
    const identity = (l: Popular['popularSearches']) => l.map((p) => [p.id, p.slug, p.searchCount]);
    expect(identity(list)).toEqual(identity(dataOf(english.body).popularSearches));
    expect(list.map((p) => p.slug)).toEqual(['watercolor', 'procreate', 'character-design', 'logo-design', 'digital-illustration']);
    const counts = list.map((p) => p.searchCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(list[0]?.searchCount).toBe(SEARCH_COUNTS['watercolor']);
  });

  it.each([
    ['es-MX,es;q=0.9', 'es'],
    ['pt-PT', 'pt-BR'],
    ['de-CH;q=0.5, ja;q=0.9', 'de'],
    // Languages the header lacks, wildcards and garbage are English.
    ['zh-CN', 'en-US'],
    ['xx', 'en-US'],
    ['*', 'en-US'],
    ['"><script>alert(1)</script>', 'en-US'],
    ['', 'en-US'],
  ])('Accept-Language %j answers in %s', async (acceptLanguage, language) => {
    const res = await popular({}, { 'accept-language': acceptLanguage });
    expect(res.headers.get('content-language')).toBe(language);
    expect(dataOf(res.body).popularSearches[0]?.query).toBe(TOP[language as Language][0]);
  });

  it.each([
    [{}, 5],
    [{ limit: null }, 5],
    [{ limit: 0 }, 0],
    [{ limit: 1 }, 1],
    [{ limit: 3 }, 3],
    [{ limit: MAX_POPULAR_SEARCHES }, 5],
  ])('variables %j give %i', async (variables, count) => {
    const res = await popular(variables, { 'accept-language': 'fr' });
    expect(dataOf(res.body).popularSearches.map((p) => p.query)).toEqual(TOP.fr.slice(0, count));
    expect(res.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL);
  });

  it.each([6, 100, -1, 2 ** 31 - 1])('limit %i is refused with a clear error, and the answer is private', async (limit) => {
    const res = await popular({ limit });
    expect(errorOf(res.body)).toBe(`\`limit\` must be between 0 and 5 (got ${limit}).`);
    expect(res.headers.get('cache-control')).toBe(PRIVATE_CACHE_CONTROL);
    expect(res.headers.get('etag')).toBeNull();
  });

  it.each([['a string', 'five'], ['a float', 2.5], ['a huge number', 1e20]])('limit as %s is refused by GraphQL, never run', async (_what, limit) => {
    const res = await popular({ limit });
    expect(res.body.data ?? null).toBeNull();
    expect(res.body.errors?.[0]?.message).toMatch(/\$limit/);
    expect(res.headers.get('cache-control')).toBe(PRIVATE_CACHE_CONTROL);
  });
});

describe('its HTTP caching: one public answer per language', () => {
  it('publicly cacheable with an ETag, varying on Accept-Language; each language its own ETag', async () => {
    const answers = await Promise.all(LANGUAGES.map((language) => popular({}, { 'accept-language': language })));
    for (const [i, res] of answers.entries()) {
      expect(res.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL);
      expect(res.headers.get('etag')).toMatch(/^"[\w-]{27}"$/);
      expect(res.headers.get('vary')?.split(/,\s*/)).toEqual(expect.arrayContaining(['Accept', 'Accept-Language', 'Origin']));
      expect(res.headers.get('content-language')).toBe(LANGUAGES[i]);
    }
    expect(new Set(answers.map((r) => r.headers.get('etag'))).size).toBe(LANGUAGES.length);
  });

  it('the same for everyone who asks in one language: a persona, a language cookie change nothing', async () => {
    const [plain, member, cookie] = await Promise.all([
      popular({}, { 'accept-language': 'de' }),
      popular({}, { 'accept-language': 'de' }, { persona: 'member' }),
      popular({}, { 'accept-language': 'de', cookie: 'masthead_language=ar' }),
    ]);
    for (const res of [member, cookie]) {
      expect(res.body).toEqual(plain.body);
      expect(res.headers.get('etag')).toBe(plain.headers.get('etag'));
      expect(res.headers.get('content-language')).toBe('de');
    }
    // The cookie alone is no language for a public answer: English.
    const cookieOnly = await popular({}, { cookie: 'masthead_language=es' });
    expect(dataOf(cookieOnly.body).popularSearches[0]?.query).toBe('Watercolor');
  });

  it('asked with POST it is the same answer, private', async () => {
    const [get, post] = await Promise.all([
      popular({}, { 'accept-language': 'es' }),
      persisted<Popular>(prod, 'GetPopularSearches', {}, { method: 'POST', headers: { 'accept-language': 'es' } }),
    ]);
    expect(post.body).toEqual(get.body);
    expect(post.headers.get('cache-control')).toBe(PRIVATE_CACHE_CONTROL);
  });
});

describe('production runs it by its id only', () => {
  it('refuses its text', async () => {
    const res = await gqlWith(prod, GetPopularSearchesDocument, {});
    expect(res.body.errors?.[0]?.extensions?.code).toBe('PERSISTED_QUERY_ONLY');
  });

  it('development runs the text too, with the same answer', async () => {
    const [text, id] = await Promise.all([
      gqlWith<Popular>(dev, GetPopularSearchesDocument, { limit: 2 }, { headers: { 'accept-language': 'ar' } }),
      popular({ limit: 2 }, { 'accept-language': 'ar' }),
    ]);
    expect(dataOf(text.body).popularSearches).toEqual(dataOf(id.body).popularSearches.map(({ id: skillId, query, slug, searchCount }) => ({ id: skillId, query, slug, searchCount })));
  });
});

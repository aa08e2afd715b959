// "Did you mean" over HTTP (issue 33): a search that finds nothing answers the closest query that finds
// classes (search.didYouMean), further than the typo rule forgives; null when it found classes or nothing is close.
import { GetClassesDocument, GetSearchSuggestionsDocument, type GetClassesQuery, type GetSearchSuggestionsQuery } from '@masthead/graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiContext } from '../src/context.ts';
import type { ApiServer } from '../src/index.ts';
import { catalogResolvers } from '../src/resolvers/catalog.ts';
import type { ClassSearchOutcome } from '../src/search/class-search.ts';
import { correctionBudget } from '../src/search/did-you-mean.ts';
import { typoBudget, typoDistance } from '../src/search/words.ts';
import { dataOf, gqlWith, startServer } from './helpers.ts';

let server: ApiServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

/** The results page's search for `query` in `language`: how many classes, and its "did you mean". */
async function search(query: string, language = 'en-US', where?: Record<string, string[]>): Promise<{ total: number; didYouMean: string | null | undefined }> {
  const res = await gqlWith<GetClassesQuery>(server, GetClassesDocument, { query, first: 5, ...(where ? { where } : {}) }, { headers: { 'accept-language': language } });
  const { totalCount, didYouMean } = dataOf(res.body).search;
  return { total: totalCount, didYouMean };
}

/** How many skills and classes the search box suggests for `query`. */
async function suggested(query: string, language = 'en-US'): Promise<number> {
  const res = await gqlWith<GetSearchSuggestionsQuery>(server, GetSearchSuggestionsDocument, { query, classesPageSize: 5, skillsPageSize: 5, teachersPageSize: 1, learningPathPageSize: 1 }, { headers: { 'accept-language': language } });
  const data = dataOf(res.body);
  return data.skillSuggestions.edges.length + data.classSuggestions.edges.length;
}

describe('a search that finds nothing offers what it meant', () => {
  it.each([
    // A wrong first letter: the typo rule forgives no typo there.
    ['vatercolor', 'en-US', 'Watercolor'],
    // The words kept are shown as typed, the corrected one as the catalogue writes it.
    ['vatercolor Portrait', 'en-US', 'Watercolor Portrait'],
    ['ecuarela', 'es', 'Acuarela'],
    // ن for م: a first-letter typo in Arabic ("watercolor" of the Watercolor skill's "ألوان مائية").
    ['ناىية', 'ar', 'مائية'],
  ])('"%s" (%s) finds nothing and offers "%s", which finds classes', async (typed, language, meant) => {
    const got = await search(typed, language);
    expect(got).toEqual({ total: 0, didYouMean: meant });
    expect(await suggested(typed, language)).toBe(0);
    const corrected = await search(meant, language);
    expect(corrected.total).toBeGreaterThan(0);
    expect(corrected.didYouMean).toBeNull();
  });

  it('reaches further than the typo rule: three letters wrong in a ten-letter word, where the rule forgives two', async () => {
    expect(typoBudget(10)).toBe(2);
    expect(correctionBudget(10)).toBe(3);
    expect(typoDistance('watarcalur', 'watercolor', 2)).toBe(Infinity);
    expect(await search('watarcalur')).toEqual({ total: 0, didYouMean: 'Watercolor' });
  });

  it("prefers the visitor's language: an English visitor's \"caligrafy\" is Calligraphy, not Spanish's nearer caligrafía", async () => {
    expect(await search('caligrafy')).toEqual({ total: 0, didYouMean: 'Calligraphy' });
    // A Spanish visitor's search finds caligrafía's classes by the typo rule: nothing to correct.
    const spanish = await search('caligrafy', 'es');
    expect(spanish.total).toBeGreaterThan(0);
    expect(spanish.didYouMean).toBeNull();
  });
});

describe('no correction', () => {
  it.each(['watercolor', 'watrcolor', 'watercolor portrait'])('"%s" finds classes: null', async (typed) => {
    const got = await search(typed);
    expect(got.total).toBeGreaterThan(0);
    expect(got.didYouMean).toBeNull();
  });

  it.each(['zzzzqqq', 'qxjwvk zzzzqqq', 'vatercolor zzzzqqq'])('"%s": nothing close, null', async (typed) => {
    expect(await search(typed)).toEqual({ total: 0, didYouMean: null });
  });

  it("a correction finds classes under the page's filters too", async () => {
    // Watercolor classes exist, none of them in French.
    const french = { language: ['fr'] };
    expect((await search('watercolor', 'en-US', french)).total).toBe(0);
    const got = await search('vatercolor', 'en-US', french);
    expect(got.total).toBe(0);
    expect(got.didYouMean).not.toBe('Watercolor');
    if (got.didYouMean) expect((await search(got.didYouMean, 'en-US', french)).total).toBeGreaterThan(0);
  });

  it('a 200-letter word gets no correction, and no error', async () => {
    expect(await search(`w${'a'.repeat(199)}`)).toEqual({ total: 0, didYouMean: null });
  });

  it('a search that found classes costs nothing more: the database is not asked', async () => {
    const asked = () => Promise.reject(new Error('asked the database'));
    const ctx = { language: 'en-US', state: { notifications: { database: asked, catalog: asked } } } as unknown as ApiContext;
    const input = { query: 'watercolor', where: null, sort: 'RELEVANCE', language: 'en-US' } as const;
    // The search's own page (its count) is all it reads when classes were found.
    const found = (totalCount: number) => ({
      searchId: 's', algorithmId: 'a', outcome: {} as ClassSearchOutcome, input,
      page: () => Promise.resolve({ totalCount, edges: [], pageInfo: { startCursor: null, endCursor: null, hasNextPage: false, hasPreviousPage: false } }),
    });
    expect(await catalogResolvers.ClassSearchResults.didYouMean(found(1), undefined, ctx)).toBeNull();
    await expect(catalogResolvers.ClassSearchResults.didYouMean(found(0), undefined, ctx)).rejects.toThrow('asked the database');
  });
});

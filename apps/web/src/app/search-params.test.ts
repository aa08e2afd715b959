import { describe, expect, it } from 'vitest';
import { classesVariables, facetsVariables, parseSearchParams, passthroughParams, searchPageHref } from './search-params.ts';

describe('search page parameters', () => {
  it('reads query, method, via, filters, sort and cursor', () => {
    const state = parseSearchParams('query=+watercolor++&searchMethod=autocomplete&via=header&language=en&language=es&level=beginner&sort=newest&after=abc');
    expect(state).toMatchObject({ query: 'watercolor', searchMethod: 'autocomplete', via: 'header', sort: 'newest', after: 'abc' });
    expect(state.filters.language).toEqual(['en', 'es']);
    expect(state.filters.level).toEqual(['beginner']);
    expect(state.filters.type).toEqual([]);
  });

  it('drops garbage instead of sending it', () => {
    const state = parseSearchParams(`query=${'a'.repeat(80)}&searchMethod=evil&sort=cheapest&language=EN&language=<b>&language=en&language=en`);
    expect(state.query).toHaveLength(58);
    expect(state.searchMethod).toBeNull();
    expect(state.sort).toBe('relevance');
    expect(state.filters.language).toEqual(['en']);
  });

  it('builds GetClasses and GetFacets variables; no `where` without filters', () => {
    expect(classesVariables(parseSearchParams('query=ink'))).toEqual({ query: 'ink', first: 20, sort: 'RELEVANCE' });
    expect(facetsVariables(parseSearchParams('query=ink'))).toEqual({ query: 'ink' });
    const filtered = parseSearchParams('query=ink&length=under-15&sort=rating&after=c1');
    expect(classesVariables(filtered)).toEqual({ query: 'ink', first: 20, sort: 'RATING', where: { length: ['under-15'] }, after: 'c1' });
    expect(facetsVariables(filtered)).toEqual({ query: 'ink', where: { length: ['under-15'] } });
  });

  it('writes the canonical URL and keeps the page’s other parameters', () => {
    const base = 'query=ink&theme=white&variant=desktop&language=en&after=x';
    const state = parseSearchParams(base);
    expect(passthroughParams(base)).toEqual([
      ['theme', 'white'],
      ['variant', 'desktop'],
    ]);
    expect(searchPageHref({ ...state, after: null, sort: 'popularity' }, base)).toBe('/search?query=ink&language=en&sort=popularity&theme=white&variant=desktop');
    expect(searchPageHref(parseSearchParams('query=a+b&searchMethod=naturalLang&via=header'))).toBe('/search?query=a+b&searchMethod=naturalLang&via=header');
  });
});

import { describe, expect, it } from 'vitest';
import { MAX_SKILLS, OWNED_PARAMS, classesVariables, facetsVariables, parseSearchParams, passthroughParams, searchPageHref, searchTextOf } from './search-params.ts';

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

  it('reads no skill from a URL without one', () => {
    expect(parseSearchParams('query=ink').skill).toEqual([]);
  });

  it('reads the skill slugs a picked skill links to, in order, each once', () => {
    const state = parseSearchParams('query=Acuarela&skill=watercolor&searchMethod=autocomplete&via=header');
    expect(state).toMatchObject({ query: 'Acuarela', skill: ['watercolor'], searchMethod: 'autocomplete', via: 'header' });
    expect(parseSearchParams('skill=oil-painting&skill=watercolor&skill=oil-painting').skill).toEqual(['oil-painting', 'watercolor']);
    // The header's empty-box rows tell their own method (issue 23).
    expect(parseSearchParams('query=Acuarela&skill=watercolor&searchMethod=popular').searchMethod).toBe('popular');
    expect(parseSearchParams('query=acuarela&searchMethod=recent').searchMethod).toBe('recent');
  });

  it('drops hostile or malformed skills instead of sending them, and keeps at most a few', () => {
    const hostile = [
      'Watercolor', 'Acuarela', 'acuarela ', ' watercolor', '<script>', "watercolor'", 'water%20color', 'water color', '-watercolor',
      'ألوان-مائية', 'wátercolor', '', 'a'.repeat(49), '__proto__', 'constructor()', 'watercolor\n', '../admin', 'skill=x',
    ];
    const params = new URLSearchParams();
    for (const value of hostile) params.append('skill', value);
    params.append('skill', 'watercolor');
    params.append('skill', 'a'.repeat(48));
    expect(parseSearchParams(params).skill).toEqual(['watercolor', 'a'.repeat(48)]);
    // Raw, undecoded and control characters too.
    expect(parseSearchParams('skill=water%0Acolor&skill=%00&skill=%E2%80%AEevil&skill=ink').skill).toEqual(['ink']);
    const many = Array.from({ length: 40 }, (_, i) => `skill=s${i}`).join('&');
    expect(parseSearchParams(many).skill).toEqual(['s0', 's1', 's2', 's3', 's4']);
    expect(MAX_SKILLS).toBe(5);
    // Duplicates do not use up the allowance.
    expect(parseSearchParams('skill=a&skill=a&skill=a&skill=a&skill=a&skill=b').skill).toEqual(['a', 'b']);
  });

  it('with a skill, searches `where.skill` with no text (the words name it in the link’s language), facets too', () => {
    const state = parseSearchParams('query=Acuarela&skill=watercolor&searchMethod=autocomplete&via=header&locale=es');
    expect(searchTextOf(state)).toBe('');
    expect(classesVariables(state)).toEqual({ query: '', first: 20, sort: 'RELEVANCE', where: { skill: ['watercolor'] } });
    expect(facetsVariables(state)).toEqual({ query: '', where: { skill: ['watercolor'] } });
    // The same variables whatever the words: a link made in English, German or with none at all.
    for (const words of ['Watercolor', 'Aquarell', '']) {
      const other = parseSearchParams(`query=${encodeURIComponent(words)}&skill=watercolor&searchMethod=autocomplete&via=header`);
      expect(classesVariables(other)).toEqual(classesVariables(state));
      expect(facetsVariables(other)).toEqual(facetsVariables(state));
    }
    const filtered = parseSearchParams('query=Acuarela&skill=watercolor&level=beginner&sort=newest&after=c2');
    expect(classesVariables(filtered)).toEqual({ query: '', first: 20, sort: 'NEWEST', where: { skill: ['watercolor'], level: ['beginner'] }, after: 'c2' });
    expect(facetsVariables(filtered)).toEqual({ query: '', where: { skill: ['watercolor'], level: ['beginner'] } });
  });

  it('without a skill, searches the words as before', () => {
    const state = parseSearchParams('query=acuarela&searchMethod=naturalLang&via=header&skill=');
    expect(state.skill).toEqual([]);
    expect(searchTextOf(state)).toBe('acuarela');
    expect(classesVariables(state)).toEqual({ query: 'acuarela', first: 20, sort: 'RELEVANCE' });
    expect(facetsVariables(state)).toEqual({ query: 'acuarela' });
  });

  it('owns `skill`: filter, sort and paging links keep it, and the header’s link reads back as it was made', () => {
    expect(OWNED_PARAMS.has('skill')).toBe(true);
    const header = '/search?query=Acuarela&skill=watercolor&searchMethod=autocomplete&via=header';
    expect(searchPageHref(parseSearchParams(header.slice('/search?'.length)))).toBe(header);
    const popular = '/search?query=Acuarela&skill=watercolor&searchMethod=popular&via=header';
    expect(searchPageHref(parseSearchParams(popular.slice('/search?'.length)))).toBe(popular);

    const base = 'query=Acuarela&skill=watercolor&searchMethod=autocomplete&via=header&locale=es&variant=desktop';
    const state = parseSearchParams(base);
    expect(passthroughParams(base)).toEqual([
      ['locale', 'es'],
      ['variant', 'desktop'],
    ]);
    const filtered = { ...state, filters: { ...state.filters, level: ['beginner'] }, sort: 'newest' as const, after: 'c1' };
    const href = searchPageHref(filtered, base);
    expect(href).toBe('/search?query=Acuarela&skill=watercolor&searchMethod=autocomplete&via=header&level=beginner&sort=newest&after=c1&locale=es&variant=desktop');
    // Round trip: the URL reads back as the same state, with the same variables.
    const again = parseSearchParams(href.slice('/search?'.length));
    expect(again).toEqual(filtered);
    expect(classesVariables(again)).toEqual(classesVariables(filtered));
    // Several skills, in order.
    const two = parseSearchParams('query=&skill=ink&skill=watercolor');
    expect(searchPageHref(two)).toBe('/search?query=&skill=ink&skill=watercolor');
  });
});

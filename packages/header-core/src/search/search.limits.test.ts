import { safeUrl } from '../url/url-policy.ts';
import { describe, expect, it } from 'vitest';
import { SEARCH_METHODS, codePointLength, isSearchMethod, isSuggestible, queryOf } from './search.limits.ts';
import { buildSuggestionVariables, normalizeSuggestions } from './search.suggestions.ts';
import { completionFor } from './search.text.ts';
import { getSearchOptions, splitMatch } from './search.model.ts';
import { rawAnswer } from './search.testing.ts';
import type { RawSearchSuggestions, SearchSuggestionVariables } from './search.wire.types.ts';

// A copy of the generated `GetSearchSuggestionsQuery` and its variables (header-core may not import
// @masthead/graphql): the structural types must accept them as they are.
type GeneratedQuery = { classSuggestions: { searchId: string, edges: Array<{ node: { id: string, title: string, coverImageUrl: string | null, url: string } }> }, skillSuggestions: { searchId: string, edges: Array<{ node: { id: string, slug: string, classCount: number, followerCount: number, isApproved: boolean, displayName: string } }> }, teacherSuggestions: { searchId: string, edges: Array<{ node: { id: string, name: string, user: { id: string, avatar: string | null, url: string, followers: { totalCount: number } } } }> }, learningPathsSuggestions: { searchId: string, edges: Array<{ node: { id: string, title: string, slug: string, coverImage: string | null, items: { totalCount: number } } }> } };
type GeneratedVariables = {
  query: string;
  classesPageSize?: number | null | undefined;
  skillsPageSize?: number | null | undefined;
  teachersPageSize?: number | null | undefined;
  learningPathPageSize?: number | null | undefined;
  onlyHighQuality?: boolean | null | undefined;
  analyticsTags?: Array<string> | string | null | undefined;
};
const fitsAnswer = (data: GeneratedQuery): RawSearchSuggestions => data;
const fitsVariables = (variables: SearchSuggestionVariables): GeneratedVariables => variables;

const names = (n: number, prefix: string) => Array.from({ length: n }, (_, i) => `${prefix} ${i}`);

describe('buildSuggestionVariables (spec §7)', () => {
  const base = { query: '  pho  ', analyticsTags: [] };
  it('sends onlyHighQuality only with the flag on and a logged-in viewer', () => {
    expect(buildSuggestionVariables({ ...base, flagOn: true, loggedIn: true })).toEqual({
      query: 'pho',
      classesPageSize: 7,
      skillsPageSize: 10,
      teachersPageSize: 7,
      learningPathPageSize: 7,
      onlyHighQuality: true,
    });
    for (const [flagOn, loggedIn] of [[true, false], [true, 'loading'], [false, true]] as const) {
      expect(buildSuggestionVariables({ ...base, flagOn, loggedIn })).not.toHaveProperty('onlyHighQuality');
    }
  });

  it('sends analyticsTags when given and fits the generated variables type', () => {
    const variables = buildSuggestionVariables({ query: 'pho', flagOn: false, loggedIn: true, analyticsTags: ['header'] });
    expect(fitsVariables(variables).analyticsTags).toEqual(['header']);
  });
});

describe('normalizeSuggestions', () => {
  it('accepts the generated result type and turns missing or null lists into empty ones', () => {
    const data = fitsAnswer({
      classSuggestions: { searchId: 'a', edges: [] },
      skillSuggestions: { searchId: 'b', edges: [] },
      teacherSuggestions: { searchId: 'c', edges: [] },
      learningPathsSuggestions: { searchId: 'd', edges: [] },
    });
    const empty = { skills: [], classes: [], paths: [], teachers: [] };
    expect(normalizeSuggestions(data)).toEqual(empty);
    for (const raw of [null, undefined, {}, { skillSuggestions: null }, { classSuggestions: { edges: null } }, { teacherSuggestions: { edges: [null, { node: null }] } }]) {
      expect(normalizeSuggestions(raw as RawSearchSuggestions)).toEqual(empty);
    }
  });

  it.each([
    // [the API's spans, what is kept] for the skill 'Watercolor' (10 code units)
    [[{ start: 0, length: 10 }], [{ start: 0, length: 10 }]],
    [[{ start: 2, length: 3 }], [{ start: 2, length: 3 }]],
    [[{ start: 8, length: 3 }], []],
    [[{ start: -1, length: 2 }], []],
    [[{ start: 0, length: 0 }], []],
    [[{ start: 1.5, length: 2 }], []],
    [[{ start: '0', length: 2 }], []],
    [[{ start: null, length: 2 }], []],
    [[null], []],
    [null, []],
    [undefined, []],
    [{ start: 0, length: 3 }, []],
    // Several: kept in order and apart; one that overlaps or comes back is dropped, the others kept.
    [[{ start: 0, length: 3 }, { start: 5, length: 5 }], [{ start: 0, length: 3 }, { start: 5, length: 5 }]],
    [[{ start: 0, length: 6 }, { start: 5, length: 5 }], [{ start: 0, length: 6 }]],
    [[{ start: 5, length: 5 }, { start: 0, length: 3 }], [{ start: 5, length: 5 }]],
    [[{ start: 20, length: 1 }, { start: 1, length: 2 }], [{ start: 1, length: 2 }]],
  ])('keeps highlights %j only inside the text, in order and apart: %j', (highlights, kept) => {
    const raw = { skillSuggestions: { edges: [{ node: { id: 'w', displayName: 'Watercolor', highlights } }] } } as unknown as RawSearchSuggestions;
    expect(normalizeSuggestions(raw).skills[0]?.highlights).toEqual(kept);
  });

  it('reads no more highlights than the text has code units', () => {
    const many = Array.from({ length: 10_000 }, (_, i) => ({ start: i, length: 1 }));
    const raw = { skillSuggestions: { edges: [{ node: { id: 'w', displayName: 'Ink', highlights: many } }] } } as RawSearchSuggestions;
    expect(normalizeSuggestions(raw).skills[0]?.highlights).toEqual([{ start: 0, length: 1 }, { start: 1, length: 1 }, { start: 2, length: 1 }]);
  });

  it('drops unapproved skills, items without id or name, and duplicates', () => {
    const raw: RawSearchSuggestions = {
      skillSuggestions: {
        edges: [
          { node: { id: 'a', displayName: 'Art', isApproved: true } },
          { node: { id: 'b', displayName: 'Bad', isApproved: false } },
          { node: { id: 'c', displayName: '   ' } },
          { node: { displayName: 'No id' } },
          { node: { id: 'a', displayName: 'Art again' } },
        ],
      },
    };
    expect(normalizeSuggestions(raw).skills.map((s) => s.displayName)).toEqual(['Art']);
  });

  it('applies the limits: 10 skills, 6 teachers, classes and paths 3 each or 7 alone', () => {
    const both = normalizeSuggestions(rawAnswer({ skills: names(12, 's'), classes: names(7, 'c'), paths: names(7, 'p'), teachers: names(7, 't') }));
    expect([both.skills.length, both.classes.length, both.paths.length, both.teachers.length]).toEqual([10, 3, 3, 6]);
    const noPaths = normalizeSuggestions(rawAnswer({ classes: names(9, 'c') }));
    expect(noPaths.classes).toHaveLength(7);
    const noClasses = normalizeSuggestions(rawAnswer({ paths: names(9, 'p') }));
    expect(noClasses.paths).toHaveLength(7);
  });

  it('rebalances by what survives the URL policy', () => {
    const raw = rawAnswer({ classes: names(7, 'c') });
    const paths: RawSearchSuggestions = { ...raw, learningPathsSuggestions: { edges: [{ node: { id: 'p', title: 'P', slug: '..' } }] } };
    expect(normalizeSuggestions(paths).classes).toHaveLength(7);
  });

  it('passes every URL through the policy: bad links drop the item, bad images become null', () => {
    const raw: RawSearchSuggestions = {
      classSuggestions: {
        edges: [
          { node: { id: '1', title: 'Script', url: 'javascript:alert(1)' } },
          { node: { id: '2', title: 'Data', url: 'data:text/html,x' } },
          { node: { id: '3', title: 'Off site', url: '/.//evil.example/x' } },
          { node: { id: '4', title: 'Good', url: '/classes/good/4', coverImageUrl: 'javascript:x' } },
        ],
      },
      teacherSuggestions: {
        edges: [
          { node: { id: 't1', name: 'Proto', user: { url: '//evil.example/u' } } },
          { node: { id: 't2', name: 'Fine', user: { url: 'https://masthead.example/user/fine', avatar: 'vbscript:x' } } },
        ],
      },
      learningPathsSuggestions: { edges: [{ node: { id: 'p1', title: 'Slash', slug: 'a/b', coverImage: '/img/p.svg' } }] },
    };
    const out = normalizeSuggestions(raw, { origin: 'https://masthead.example' });
    expect(out.classes).toEqual([{ id: '4', title: 'Good', url: '/classes/good/4', coverImageUrl: null, highlights: [] }]);
    expect(out.teachers.map((t) => [t.name, t.url, t.avatar])).toEqual([['Fine', 'https://masthead.example/user/fine', null]]);
    expect(out.paths[0]?.url).toBe('/paths/a%2Fb');
    expect(safeUrl('/.//evil.example')).toBeNull();
  });

  it('drops a class or teacher whose link leaves our origin for a host that is not listed; pictures may come from anywhere', () => {
    const raw: RawSearchSuggestions = {
      classSuggestions: {
        edges: [
          { node: { id: '1', title: 'Foreign', url: 'https://evil.example/classes/1', coverImageUrl: 'https://cdn.example/1.png' } },
          { node: { id: '2', title: 'Look-alike', url: 'https://community.masthead.example.evil.example/c' } },
          { node: { id: '3', title: 'Community', url: 'https://community.masthead.example/c/3', coverImageUrl: 'https://cdn.example/3.png' } },
          { node: { id: '4', title: 'Ours', url: 'https://masthead.example/classes/4' } },
          { node: { id: '5', title: 'Relative', url: '/classes/5' } },
        ],
      },
      teacherSuggestions: {
        edges: [
          { node: { id: 't1', name: 'Away', user: { url: 'https://evil.example/u', avatar: 'https://cdn.example/a.png' } } },
          { node: { id: 't2', name: 'Userinfo', user: { url: 'https://community.masthead.example@evil.example/u' } } },
          { node: { id: 't3', name: 'Home', user: { url: '/user/home', avatar: 'https://cdn.example/h.png' } } },
        ],
      },
    };
    const out = normalizeSuggestions(raw, { origin: 'https://masthead.example', linkHosts: ['community.masthead.example'] });
    expect(out.classes.map((c) => [c.title, c.url, c.coverImageUrl])).toEqual([
      ['Community', 'https://community.masthead.example/c/3', 'https://cdn.example/3.png'],
      ['Ours', 'https://masthead.example/classes/4', null],
      ['Relative', '/classes/5', null],
    ]);
    expect(out.teachers.map((t) => [t.name, t.url, t.avatar])).toEqual([['Home', '/user/home', 'https://cdn.example/h.png']]);
    // Without an allowlist, only our own links are suggested.
    expect(normalizeSuggestions(raw, { origin: 'https://masthead.example' }).classes.map((c) => c.id)).toEqual(['4', '5']);
  });

  it('removes lone surrogates from names', () => {
    const out = normalizeSuggestions({ skillSuggestions: { edges: [{ node: { id: 'x', displayName: 'Ink\uD800 art' } }] } });
    expect(out.skills[0]?.displayName).toBe('Ink art');
  });
});

describe('search methods (the results URL\'s searchMethod)', () => {
  it('accepts the listed values and nothing else a URL may carry', () => {
    expect(SEARCH_METHODS.filter((method) => isSearchMethod(method))).toEqual(['autocomplete', 'naturalLang', 'recent', 'popular']);
    // A missing parameter, another casing, a name every object has, an array of a valid value.
    for (const value of [null, undefined, '', 'evil', 'Autocomplete', 'toString', ['recent'], 0]) expect(isSearchMethod(value)).toBe(false);
  });
});

describe('text helpers', () => {
  it('counts code points and cuts queries at 58', () => {
    expect(codePointLength('👍a')).toBe(2);
    expect(queryOf(` ${'é'.repeat(60)} `)).toBe('é'.repeat(58));
    expect(isSuggestible(' ab ')).toBe(false);
    expect(isSuggestible('😀😀😀')).toBe(true);
  });

  it('cuts a query with an emoji at the 58th character after the emoji, never inside it', () => {
    // 57 letters and an emoji are 58 characters but 59 UTF-16 units: `.slice(0, 58)` would keep half of
    // the emoji (a lone surrogate, which encodeURIComponent refuses). The Next.js host's results page
    // reads its query through this function (searchQueryOf) for that reason.
    const text = `${'a'.repeat(57)}😀b`;
    expect(text.slice(0, 58).endsWith('\uD83D')).toBe(true);
    expect(queryOf(text)).toBe(`${'a'.repeat(57)}😀`);
    expect(queryOf(`${'a'.repeat(58)}😀`)).toBe('a'.repeat(58));
    expect(() => encodeURIComponent(queryOf(text))).not.toThrow();
  });

  it('splits a label around the first case-insensitive match', () => {
    expect(splitMatch('Phone Photography', 'photo')).toEqual({ before: 'Phone ', match: 'Photo', after: 'graphy' });
    expect(splitMatch('Ink', 'oil')).toEqual({ before: 'Ink', match: '', after: '' });
  });

  it('completes only within 58 code points and never inside a surrogate pair', () => {
    const results = (name: string, query: string) => ({ query, suggestions: normalizeSuggestions(rawAnswer({ skills: [name] })) });
    expect(completionFor('ab', results(`ab${'c'.repeat(60)}`, 'ab'))).toBe('');
    expect(completionFor('ab', results('abc', 'ab'))).toBe('c');
    expect(completionFor('ab', results('abc', 'other'))).toBe('');
  });

  it('gives options stable, DOM-safe ids', () => {
    const results = { query: 'pho', suggestions: normalizeSuggestions({ skillSuggestions: { edges: [{ node: { id: 'a b/ü_', displayName: 'Photo' } }] } }) };
    const options = getSearchOptions({ id: 's', typed: 'pho', completion: '', activeIndex: 0, results, via: 'header', searchPagePath: '/search', origin: undefined });
    expect(options.map((o) => o.id)).toEqual(['s-opt-input', 's-opt-natural', 's-opt-skill-a_2520b_252F_25C3_25BC_5f']);
  });
});

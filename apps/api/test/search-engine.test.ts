// The search engine over HTTP (issue 33): typos, words in any order, no letters inside words, stems and
// Arabic's article, in the suggestions and on the results page, which use one matcher.
import { GetClassesDocument, GetSearchSuggestionsDocument, type GetClassesQuery, type GetSearchSuggestionsQuery } from '@masthead/graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiServer } from '../src/index.ts';
import { searchWords } from '../src/search/words.ts';
import { dataOf, gqlWith, startServer } from './helpers.ts';

let server: ApiServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

interface Offered {
  skills: string[];
  classes: string[];
  teachers: string[];
  paths: string[];
}

/** What the search box offers for `query` in `language` (Accept-Language), names as shown. */
async function offered(query: string, language = 'en-US'): Promise<Offered> {
  const res = await gqlWith<GetSearchSuggestionsQuery>(server, GetSearchSuggestionsDocument, { query, classesPageSize: 20, skillsPageSize: 10, teachersPageSize: 7, learningPathPageSize: 3 }, { headers: { 'accept-language': language } });
  const data = dataOf(res.body);
  return {
    skills: data.skillSuggestions.edges.map((e) => e.node.displayName),
    classes: data.classSuggestions.edges.map((e) => e.node.title),
    teachers: data.teacherSuggestions.edges.map((e) => e.node.name),
    paths: data.learningPathsSuggestions.edges.map((e) => e.node.title),
  };
}

async function results(query: string, language = 'en-US'): Promise<{ total: number; titles: string[] }> {
  const res = await gqlWith<GetClassesQuery>(server, GetClassesDocument, { query, first: 20 }, { headers: { 'accept-language': language } });
  const search = dataOf(res.body).search;
  return { total: search.totalCount, titles: search.edges.map((e) => e.node.title) };
}

describe('typos are forgiven by the rule', () => {
  it.each([
    ['watrcolor', 'Watercolor'],
    ['watercolr', 'Watercolor'],
    ['procrate', 'Procreate'],
    ['photgraphy', 'Smartphone Photography'],
    // The last word is a prefix, typos included.
    ['watrcol', 'Watercolor'],
  ])('"%s" offers %s', async (typed, skill) => {
    const got = await offered(typed);
    expect(got.skills).toContain(skill);
    expect(got.classes.length).toBeGreaterThan(0);
  });

  it('Spanish "acuarla" offers Acuarela and its classes', async () => {
    const got = await offered('acuarla', 'es');
    expect(got.skills[0]).toBe('Acuarela');
    expect(got.classes.length).toBeGreaterThan(0);
  });

  it('an exact match ranks above a typo match', async () => {
    const exact = await offered('watercolor');
    const typo = await offered('watrcolor');
    expect(exact.classes.slice(0, 3)).toEqual(typo.classes.slice(0, 3));
    const got = await offered('portrait');
    expect(searchWords(got.classes[0] ?? '')).toContain('portrait');
  });

  it('no typo on the first letter, and none in a short word', async () => {
    expect((await offered('qatercolor')).skills).toEqual([]);
    // "tart" (4 letters) is not "part" or "art".
    expect((await offered('tart')).classes).toEqual([]);
  });

  it('the results page lists watercolor classes for "watrcolor"', async () => {
    const got = await results('watrcolor');
    expect(got.total).toBeGreaterThan(5);
    expect(got.titles.slice(0, 5).every((t) => /watercolor/i.test(t))).toBe(true);
  });
});

describe('words, not runs of letters', () => {
  it('"watercolor portrait" and "portrait watercolor" offer the same classes', async () => {
    const a = await offered('watercolor portrait');
    const b = await offered('portrait watercolor');
    expect(a.classes.length).toBeGreaterThan(0);
    expect(b.classes).toEqual(a.classes);
  });

  it('two neighbouring words also stand for the word they make: "water color" offers Watercolor, marked', async () => {
    const got = await offered('water color');
    expect(got.skills[0]).toBe('Watercolor');
    expect(got.classes.length).toBeGreaterThan(5);
    expect((await results('water color')).titles.slice(0, 5).every((t) => /watercolor/i.test(t))).toBe(true);
  });

  it.each([
    ['tar', /documentary|starting/i],
    ['art', /smartphone|particle/i],
    ['ink', /thinking/i],
  ])('"%s" offers nothing for letters inside a word', async (typed, inside) => {
    const got = await offered(typed);
    expect(got.classes.filter((t) => inside.test(t) && !searchWords(t).some((w) => w.startsWith(typed)))).toEqual([]);
    expect(got.skills.filter((t) => inside.test(t) && !searchWords(t).some((w) => w.startsWith(typed)))).toEqual([]);
  });
});

describe('a long query', () => {
  it('reads its first ten words, as Meilisearch does', async () => {
    const ten = Array.from({ length: 10 }, () => 'watercolor').join(' ');
    // The eleventh word on would find nothing: it is not read.
    const long = `${ten}${' zebra'.repeat(15)}`;
    expect(long.length).toBeLessThanOrEqual(200);
    const got = await offered(long);
    expect(got.skills).toContain('Watercolor');
    expect(got).toEqual(await offered(ten));
  });
});

describe('the matched part is marked (highlight)', () => {
  const highlights = async (query: string) => {
    const res = await gqlWith<GetSearchSuggestionsQuery>(server, GetSearchSuggestionsDocument, { query, classesPageSize: 20 });
    const data = dataOf(res.body);
    // Every marked part of a text, in order (null when none is).
    const slice = (text: string, spans: ReadonlyArray<{ start: number; length: number }>) =>
      (spans.length > 0 ? spans.map((span) => text.slice(span.start, span.start + span.length)).join('|') : null);
    return {
      skills: data.skillSuggestions.edges.map((e) => slice(e.node.displayName, e.node.highlights)),
      classes: data.classSuggestions.edges.map((e) => [e.node.title, slice(e.node.title, e.node.highlights)] as const),
    };
  };

  it('a typo marks the word it matched; typed letters mark themselves', async () => {
    expect((await highlights('watrcolor')).skills[0]).toBe('Watercolor');
    expect((await highlights('wat')).skills[0]).toBe('Wat');
  });

  it('a second word marks its word; a class found by its skills only has nothing marked', async () => {
    const { classes } = await highlights('portrait watercolor');
    expect(classes.length).toBeGreaterThan(0);
    for (const [title, mark] of classes) {
      if (mark === null) continue;
      for (const part of mark.split('|')) {
        expect(title.toLowerCase()).toContain(part.toLowerCase());
        expect(['portrait', 'watercolor']).toContain(part.toLowerCase());
      }
    }
    const { classes: procreate } = await highlights('procreate');
    expect(procreate.some(([, mark]) => mark === null)).toBe(true);
  });

  it('every typed word marks the word it matched, a typo in the second one included', async () => {
    // The seed's "Watercolor Essentials": "esentials" is a typo of its second word.
    const { classes } = await highlights('watercolor esentials');
    const essentials = classes.find(([title]) => /^Watercolor Essentials/.test(title));
    expect(essentials?.[1]).toBe('Watercolor|Essentials');
  });

  it('the deprecated `highlight` is the first of `highlights`', async () => {
    const res = await gqlWith<{ skillSuggestions: { edges: Array<{ node: { highlight: unknown; highlights: unknown[] } }> } }>(
      server, `{ skillSuggestions(query: "watrcolor", first: 3) { edges { node { highlight { start length } highlights { start length } } } } }`, {},
    );
    const nodes = dataOf(res.body).skillSuggestions.edges.map((e) => e.node);
    expect(nodes.length).toBeGreaterThan(0);
    for (const node of nodes) expect(node.highlight).toEqual(node.highlights[0] ?? null);
  });
});

describe('languages as their speakers write them', () => {
  it('Arabic: with or without the definite article', async () => {
    const withArticle = await offered('الألوان المائية', 'ar');
    const without = await offered('ألوان مائية', 'ar');
    expect(without.skills).toContain('ألوان مائية');
    expect(withArticle.skills).toEqual(without.skills);
    expect(withArticle.classes).toEqual(without.classes);
    expect(withArticle.classes.length).toBeGreaterThan(0);
  });

  it.each([
    ['es', 'acuarelas', 'Acuarela'],
    ['fr', 'aquarelles', 'Aquarelle'],
    ['pt-BR', 'aquarelas', 'Aquarela'],
    ['en-US', 'watercolors', 'Watercolor'],
  ])('%s: the plural "%s" offers %s (Snowball stems)', async (language, typed, skill) => {
    expect((await offered(typed, language)).skills).toContain(skill);
  });
});

import { GetClassesDocument, GetFacetsDocument, type ClassSearchFilter, type GetFacetsQuery } from '@masthead/graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiServer } from '../src/index.ts';
import { dataOf, errorOf, gql, rawGql, startServer } from './helpers.ts';

let server: ApiServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const search = (vars: { query: string; where?: ClassSearchFilter; first?: number; after?: string | null; sort?: 'RELEVANCE' | 'POPULARITY' | 'NEWEST' | 'RATING' }) =>
  gql(server, GetClassesDocument, vars).then(dataOf).then((d) => d.search);

const FACET_KEYS = ['type', 'language', 'level', 'length', 'with', 'publish', 'rating', 'materials', 'software'] as const;

describe('class search', () => {
  it('matches every class for an empty query', async () => {
    const all = await search({ query: '', first: 5 });
    expect(all.totalCount).toBeGreaterThanOrEqual(2000);
    expect(all.edges).toHaveLength(5);
    expect(all.algorithmId).toBe('masthead-relevance-v1');
  });

  it('ranks titles that start with the query first, accent-insensitively', async () => {
    const res = await search({ query: 'macrame', first: 50 });
    expect(res.totalCount).toBeGreaterThan(0);
    expect(res.edges[0]?.node.title).toMatch(/^Macramé/);
    const res2 = await search({ query: 'PAPIER MACHE', first: 5 });
    expect(res2.edges[0]?.node.title).toMatch(/Papier-Mâché/);
  });

  it('ANDs words across title, teacher and skills', async () => {
    const broad = await search({ query: 'watercolor', first: 0 });
    const narrow = await search({ query: 'watercolor beginners', first: 0 });
    expect(narrow.totalCount).toBeGreaterThan(0);
    expect(narrow.totalCount).toBeLessThan(broad.totalCount);
    const byTeacher = await search({ query: 'zoe alvarez', first: 100 });
    expect(byTeacher.edges.every((e) => e.node.teacher.name === 'Zoë Álvarez')).toBe(true);
    expect(byTeacher.totalCount).toBeGreaterThanOrEqual(8);
  });

  it('ORs options within a facet and ANDs across facets', async () => {
    const en = (await search({ query: '', where: { language: ['en'] }, first: 0 })).totalCount;
    const es = (await search({ query: '', where: { language: ['es'] }, first: 0 })).totalCount;
    const both = (await search({ query: '', where: { language: ['en', 'es'] }, first: 0 })).totalCount;
    expect(both).toBe(en + es);
    const enBeginner = await search({ query: '', where: { language: ['en'], level: ['beginner'] }, first: 100 });
    expect(enBeginner.totalCount).toBeLessThan(en);
    expect(enBeginner.edges.every((e) => e.node.language === 'English' && e.node.level === 'Beginner')).toBe(true);
  });

  it('sorts by popularity, rating and newest', async () => {
    const pop = await search({ query: 'design', sort: 'POPULARITY', first: 50 });
    const students = pop.edges.map((e) => e.node.studentCount);
    expect(students).toEqual([...students].sort((a, b) => b - a));
    expect(pop.algorithmId).toBe('masthead-popularity-v1');
    const rated = await search({ query: 'design', sort: 'RATING', first: 50 });
    const ratings = rated.edges.map((e) => e.node.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    const newest = await rawGql<{ search: { edges: Array<{ node: { publishedAt: string } }> } }>(server,
      '{ search(query: "design", sort: NEWEST, first: 50) { edges { node { publishedAt } } } }');
    const dates = dataOf(newest).search.edges.map((e) => e.node.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('pages through a whole result list without duplicates or gaps', async () => {
    const ids: string[] = [];
    let after: string | null = null;
    let total = 0;
    for (let guard = 0; guard < 100; guard++) {
      const page = await search({ query: 'paint', first: 7, after });
      total = page.totalCount;
      ids.push(...page.edges.map((e) => e.node.id));
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    expect(ids.length).toBe(total);
    expect(new Set(ids).size).toBe(total);
    const all = await search({ query: 'paint', first: 100 });
    expect(all.edges.map((e) => e.node.id)).toEqual(ids.slice(0, 100));
  });

  it('rejects unknown filter values and cursors from another search', async () => {
    const bad = await gql(server, GetClassesDocument, { query: '', where: { language: ['klingon'] } });
    expect(errorOf(bad)).toBe("Unknown value 'klingon' for filter `language`. Known values: en, es, fr, de, pt, ja.");
    const other = await search({ query: 'ink', first: 1 });
    const foreign = await gql(server, GetClassesDocument, { query: 'paint', after: other.pageInfo.endCursor });
    expect(errorOf(foreign)).toMatch(/^Invalid cursor '.*': it belongs to a different list\.$/);
  });

  it('answers an empty page for a cursor past the end, however far, and refuses one past what an offset can be', async () => {
    const first = await search({ query: 'paint', first: 1 });
    const cursor = JSON.parse(Buffer.from(String(first.pageInfo.endCursor), 'base64url').toString('utf8')) as { k: string; p: number };
    const at = (p: number) => Buffer.from(JSON.stringify({ ...cursor, p }), 'utf8').toString('base64url');
    // Past 2^31: the page's OFFSET is a bigint, not an int the engine refuses.
    const far = await search({ query: 'paint', first: 5, after: at(3_000_000_000) });
    expect(far.edges).toEqual([]);
    expect(far.totalCount).toBe(first.totalCount);
    const beyond = await gql(server, GetClassesDocument, { query: 'paint', after: at(2 ** 60) });
    expect(errorOf(beyond)).toMatch(/^Invalid cursor '.*': it is not a cursor this server issued\.$/);
  });
});

describe('facets', () => {
  const facetsOf = (data: GetFacetsQuery) => FACET_KEYS.map((key) => [key, data[key].facets] as const);

  it.each([
    ['', {}],
    ['paint', { level: ['beginner'] }],
    ['design', { language: ['en', 'es'], rating: ['4-up'], software: ['figma'] }],
  ] as const)('for %j with %j, each option count equals the totalCount of applying it', async (query, where) => {
    const data = dataOf(await gql(server, GetFacetsDocument, { query, where }));
    let checked = 0;
    for (const [key, facet] of facetsOf(data)) {
      expect(facet.options.length).toBeGreaterThan(1);
      for (const option of facet.options) {
        // Disjunctive faceting: the facet's own selection is replaced by the option, others stay.
        const applied = { ...where, [key]: [option.value] };
        const { totalCount } = await search({ query, where: applied, first: 0 });
        expect({ key, value: option.value, count: option.count }).toEqual({ key, value: option.value, count: totalCount });
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(40);
  });

  it('keeps other options of a selected facet counted (disjunctive)', async () => {
    const data = dataOf(await gql(server, GetFacetsDocument, { query: '', where: { language: ['es'] } }));
    const languages = data.language.facets.options;
    expect(languages.find((o) => o.value === 'en')?.count).toBeGreaterThan(1000);
    expect(data.level.facets.options.reduce((n, o) => n + o.count, 0)).toBe(languages.find((o) => o.value === 'es')?.count);
    expect(data.length.facets.options.map((o) => o.name)).toEqual(['Under 15 min', '15–30 min', '30–60 min', 'Over 60 min']);
    expect(data.publish.facets.options.map((o) => o.value)).toEqual(['this-month', 'last-6-months', 'last-year', 'older']);
    expect(data.rating.facets.options.map((o) => o.name)).toEqual(['4.5 & up', '4 & up', '3.5 & up', '3 & up']);
  });
});

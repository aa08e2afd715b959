// How many statements a search costs the database (issue 33, "How fast"): on PGlite each costs about 2 ms
// whatever it reads, so a keystroke's four suggestion lists must stay at two (the plan, then the lists), and
// the results page's fields share one search. Counted by wrapping the database's `query`, over GraphQL.
import { print } from 'graphql';
import { GetClassesDocument, GetFacetsDocument, GetSearchSuggestionsDocument } from '@masthead/graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, QueryOptions } from '../src/db/types.ts';
import { createApiApp } from '../src/index.ts';

const app = createApiApp({ requestBudgetMs: 60_000 });
let db: Database;
let statements: string[] = [];

beforeAll(async () => {
  db = await app.state.notifications.database();
  // The catalogue's small tables (categories, skills, facet options) are read once per database, by the first
  // request that needs them: read here, so each request below counts its own statements.
  await app.state.notifications.catalog();
  const query = db.query.bind(db);
  db.query = ((sql: string, params?: readonly unknown[], options?: QueryOptions) => {
    statements.push(sql);
    return query(sql, params, options);
  }) as Database['query'];
}, 120_000);
afterAll(() => app.close());

interface Answer {
  data?: Record<string, { totalCount: number; pageInfo: { hasNextPage: boolean }; edges: Array<{ node: { id: string } }> }>;
  errors?: unknown[];
}

/** Runs `document` and answers its data and the statements it ran. */
async function counted(document: Parameters<typeof print>[0] | string, variables: Record<string, unknown>, language = 'en-US') {
  statements = [];
  const response = await app.yoga.fetch('http://localhost/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': language },
    body: JSON.stringify({ query: typeof document === 'string' ? document : print(document), variables }),
  });
  const body = (await response.json()) as Answer;
  expect(body.errors).toBeUndefined();
  return { data: body.data ?? {}, statements: [...statements] };
}

describe('statements per request', () => {
  it.each([
    ['watercolor', 'en-US'],
    ['watrcolor', 'en-US'],
    ['watercolor portrait', 'en-US'],
    ['water color', 'en-US'],
    ['acuarla', 'es'],
    ['الألوان المائية', 'ar'],
  ])('suggestions for "%s" (%s): two statements for the four lists', async (query, language) => {
    const { statements: ran } = await counted(GetSearchSuggestionsDocument, { query }, language);
    expect(ran).toHaveLength(2);
  });

  it('suggestions for what has no word run none', async () => {
    expect((await counted(GetSearchSuggestionsDocument, { query: '!!!' })).statements).toEqual([]);
  });

  it("the results page's facets share one search: two statements for nine fields", async () => {
    const { data, statements: ran } = await counted(GetFacetsDocument, { query: 'watercolor' });
    expect(Object.keys(data)).toHaveLength(9);
    expect(ran).toHaveLength(2);
  });

  it('a page of results runs two statements', async () => {
    expect((await counted(GetClassesDocument, { query: 'watrcolor', first: 20 })).statements).toHaveLength(2);
  });
});

/** A list's count and paging, which the header's own operation does not ask for. */
const CLASS_LIST = `query ($query: String!) {
  classSuggestions(query: $query, first: 100) { totalCount pageInfo { hasNextPage } edges { node { id } } }
}`;

describe('a suggestion list ranks its first hundred and counts them all', () => {
  it('"a": the same count, order and next page as the results page', async () => {
    const { data, statements: ran } = await counted(CLASS_LIST, { query: 'a' });
    expect(ran).toHaveLength(2);
    const suggested = data.classSuggestions;
    const { data: page } = await counted(GetClassesDocument, { query: 'a', first: 100 });
    const searched = page.search;
    expect(searched?.totalCount).toBeGreaterThan(100);
    expect(suggested?.totalCount).toBe(searched?.totalCount);
    expect(suggested?.pageInfo.hasNextPage).toBe(true);
    expect(suggested?.edges.map((e) => e.node.id)).toEqual(searched?.edges.map((e) => e.node.id));
  });

  it('a short list: its whole count and no next page', async () => {
    const { data } = await counted(CLASS_LIST, { query: 'watercolor portrait' });
    const list = data.classSuggestions;
    expect(list?.totalCount).toBe(list?.edges.length);
    expect(list?.pageInfo.hasNextPage).toBe(false);
  });
});

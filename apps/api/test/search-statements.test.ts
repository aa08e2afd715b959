// How many statements a search costs the database (issue 33, "How fast"): on PGlite each costs about 2 ms
// whatever it reads, so a keystroke's four suggestion lists must stay at two (the plan, then the lists), and
// the results page's fields share one search. Counted by wrapping the database's `query`, over GraphQL. The
// embedded engine runs a keystroke's two statements in its own thread (Queryable.beside), out of the wrapper's
// sight: here they run in this thread, as they do on a server (search-beside.test.ts: the thread answers the
// same, in one message).
import { print } from 'graphql';
import { GetClassesDocument, GetFacetsDocument, GetSearchSuggestionsDocument } from '@masthead/graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, QueryOptions } from '../src/db/types.ts';
import { createApiApp } from '../src/index.ts';
import { insertCatalog } from '../src/search/index-rows.ts';
import { searchWords } from '../src/search/words.ts';

const app = createApiApp({ requestBudgetMs: 60_000 });
let db: Database;
let statements: string[] = [];

beforeAll(async () => {
  db = await app.state.notifications.database();
  // The catalogue's small tables (categories, skills, facet options) are read once per database, by the first
  // request that needs them: read here, so each request below counts its own statements.
  await app.state.notifications.catalog();
  delete db.beside;
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

describe("a suggestion list's page of a hundred, and its count when asked", () => {
  it('"a": the same count, order and next page as the results page; the count is a statement of its own', async () => {
    const { data, statements: ran } = await counted(CLASS_LIST, { query: 'a' });
    // The plan, the page, and the count, which the header's operation never asks for (two statements above).
    expect(ran).toHaveLength(3);
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

/**
 * A suggestion list's page is found among the matches that start with the first typed word when those hold it
 * (engine.ts, pageSelect), and among all of them otherwise; the results page always ranks them all. Both must
 * give the same page, in the same order, whichever way it was found: frequent words, prefixes, typos (never
 * among the leading ones alone: they rank 4 and more), two words, other languages, small pages and large.
 */
describe("a suggestion list's page is the results page's first page, however it was found", () => {
  const QUERIES: ReadonlyArray<readonly [string, string]> = [
    ['a', 'en-US'], ['w', 'en-US'], ['wat', 'en-US'], ['watercolor', 'en-US'], ['waterc', 'en-US'], ['watrcolor', 'en-US'],
    ['watercolor portrait', 'en-US'], ['portrait watercolor', 'en-US'], ['water color', 'en-US'], ['painting', 'en-US'],
    ['paint', 'en-US'], ['drawing', 'en-US'], ['procreate', 'en-US'], ['photo', 'en-US'], ['introduction', 'en-US'],
    ['acuarela', 'es'], ['acuarelas', 'es'], ['acuarla', 'es'], ['aquarelle', 'fr'], ['aquarell', 'de'], ['الألوان المائية', 'ar'],
    // English words in other languages: texts that start with them in English only rank 1.
    // "video" in Spanish and French: popular classes start with it in English only (rank 1), a less popular
    // one in the language (rank 0, first).
    ['watercolor', 'es'], ['painting', 'fr'], ['drawing', 'de'], ['photo', 'pt-BR'], ['a', 'es'], ['p', 'fr'],
    ['video', 'es'], ['video', 'fr'], ['modern', 'de'], ['marketing', 'pt-BR'],
    // Texts that start with a word one typo from these (rank 4) come after classes that have the word in their
    // skills or teacher only (rank 3): the popular classes' tier must not answer with them.
    ['front', 'en-US'], ['clara', 'en-US'],
    // Few texts start with these and many titles hold them: the leads with the popular titled classes answer,
    // the leads first even when less popular ("photo", first 10: without them a lead was missing).
    ['illustration', 'en-US'], ['photography', 'en-US'], ['videos', 'en-US'], ['ilustración', 'es'],
  ];
  it.each(QUERIES.flatMap(([query, language]) => [1, 3, 10, 100].map((first) => [query, language, first] as const)))(
    '"%s" (%s), first %i', async (query, language, first) => {
      const list = `query ($query: String!, $first: Int!) { classSuggestions(query: $query, first: $first) { pageInfo { hasNextPage } edges { node { id } } } }`;
      const { data } = await counted(list, { query, first }, language);
      const { data: page } = await counted(GetClassesDocument, { query, first }, language);
      const suggested = data.classSuggestions;
      const searched = page.search;
      expect(suggested?.edges.map((e) => e.node.id)).toEqual(searched?.edges.map((e) => e.node.id));
      expect(suggested?.pageInfo.hasNextPage).toBe((searched?.totalCount ?? 0) > first);
    },
  );
});

/**
 * Skills, teachers and paths have no results page to check their pages against: a page must be the start of
 * the list's hundred, which a tier answers only with a hundred and one leads (engine.ts), so every match is
 * ranked for it. The seed has no name that tests their typo floor: the next test makes its own.
 */
describe("a skill, teacher or path list's page is the start of its hundred, however it was found", () => {
  const LISTS = ['skillSuggestions', 'teacherSuggestions', 'learningPathsSuggestions'] as const;
  const QUERIES: ReadonlyArray<readonly [string, string]> = [
    ['macro', 'en-US'], ['prima', 'en-US'], ['watrcolor', 'en-US'], ['portrat', 'en-US'], ['drawng', 'en-US'], ['clara', 'en-US'],
    ['design', 'en-US'], ['photo', 'en-US'], ['marco', 'en-US'], ['ilustracion', 'es'], ['acuarla', 'es'], ['dessin', 'fr'],
  ];
  it.each(LISTS.flatMap((list) => QUERIES.map(([query, language]) => [list, query, language] as const)))(
    '%s "%s" (%s), first 1, 3 and 10', async (list, query, language) => {
      const ids = async (first: number) => {
        const { data } = await counted(`query ($query: String!, $first: Int!) { ${list}(query: $query, first: $first) { edges { node { id } } } }`, { query, first }, language);
        return data[list]?.edges.map((e) => e.node.id) ?? [];
      };
      const hundred = await ids(100);
      for (const first of [1, 3, 10]) expect(await ids(first), `first ${first}`).toEqual(hundred.slice(0, first));
    },
  );
});

describe("a small list's typo floor", () => {
  // An API of its own: these teachers are this test's.
  const own = createApiApp({ requestBudgetMs: 60_000 });
  afterAll(() => own.close());

  it('sees a name that holds the typed word after its first: it comes before the names one typo away', async () => {
    const db = await own.state.notifications.database();
    // Five names that start one typo from "zorvath" (and more followed), and one that has it as its last name.
    const names = ['Zorvash Bell', 'Zorvatz Hale', 'Zorbath Reyes', 'Zorvaht Lund', 'Korvath Ames', 'Zorvath', 'Ana Zorvath'];
    const teachers = names.filter((n) => n !== 'Zorvath').map((name, i) => ({ id: 990_001 + i, name, followers: name === 'Ana Zorvath' ? 1 : 5_000 - i }));
    await db.transaction(async (tx) => {
      for (const t of teachers) {
        const [first, ...rest] = t.name.split(' ');
        await tx.query(
          `INSERT INTO catalog_teachers (id, first_name, last_name, name, username, headline, follower_count, url) VALUES ($1, $2, $3, $4, $5, '', $6, $7)`,
          [t.id, first, rest.join(' '), t.name, `t${t.id}`, t.followers, `/t${t.id}`],
        );
      }
      await insertCatalog(tx, { classes: [], skills: [], paths: [], teachers: teachers.map((t) => ({ id: t.id, popularity: t.followers, words: searchWords(t.name).join(' ') })) });
    });
    const ids = async (first: number) => {
      const response = await own.yoga.fetch('http://localhost/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: `query ($first: Int!) { teacherSuggestions(query: "zorvath", first: $first) { edges { node { name } } } }`, variables: { first } }),
      });
      return ((await response.json()) as { data: { teacherSuggestions: { edges: Array<{ node: { name: string } }> } } }).data.teacherSuggestions.edges.map((e) => e.node.name);
    };
    // "Korvath" is a typo on the first letter: not a match. The rest rank 4 (a typo, at the start), after 2.
    expect(await ids(100)).toEqual(['Ana Zorvath', 'Zorvash Bell', 'Zorvatz Hale', 'Zorbath Reyes', 'Zorvaht Lund']);
    for (const first of [1, 3]) expect(await ids(first), `first ${first}`).toEqual((await ids(100)).slice(0, first));
  });
});

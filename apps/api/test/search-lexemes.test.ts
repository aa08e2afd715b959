// A last typed word's prefix asked of the index as the lexemes that start with it (issue 33; plan.ts, and
// migrations/0007_search_lexemes.sql): that finds what the prefix finds only if the lexemes' table holds every
// lexeme of every document, the seed's and a class's added at run time. Checked against the index itself
// (ts_stat lists a column's lexemes), then prefix by prefix.
import { print } from 'graphql';
import { GetSearchSuggestionsDocument, type GetSearchSuggestionsQuery } from '@masthead/graphql';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../src/db/types.ts';
import { createApiApp } from '../src/index.ts';
import { LANGUAGE_INDEX } from '../src/search/index-rows.ts';
import { MAX_COMPLETIONS } from '../src/search/plan.ts';

const app = createApiApp({ requestBudgetMs: 60_000 });
let db: Database;
beforeAll(async () => {
  db = await app.state.notifications.database();
}, 120_000);
afterAll(() => app.close());

const post = (path: string, body: unknown): Promise<Response> =>
  Promise.resolve(app.yoga.fetch(`http://localhost${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }));

const COLUMNS: ReadonlyArray<[string, string]> = [
  ...['search_classes', 'search_skills', 'search_paths'].flatMap((table) => Object.values(LANGUAGE_INDEX).map((l): [string, string] => [table, l.column])),
  ['search_teachers', 'doc'],
];

/** The lexemes of the documents (marked words aside) that the lexemes' table lacks. */
async function missing(): Promise<string[]> {
  const out: string[] = [];
  for (const [table, column] of COLUMNS) {
    const rows = await db.query<{ word: string }>(
      `SELECT word FROM ts_stat('SELECT ${column} FROM ${table}') WHERE left(word, 1) NOT IN ('^', '=')
       EXCEPT SELECT lexeme FROM search_lexemes`,
    );
    out.push(...rows.map((r) => `${table}.${column}: ${r.word}`));
  }
  return out;
}

it("holds every lexeme of the seed's documents", async () => {
  expect(await missing()).toEqual([]);
});

/** How many lexemes the added class's own words brought. */
async function addedLexemes(): Promise<number> {
  const [row] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM search_lexemes WHERE lexeme LIKE 'zythograph%' OR lexeme LIKE 'quorvell%'`);
  return row?.n ?? -1;
}

it('holds the lexemes of a class added at run time, and lets them go with it', async () => {
  // Words no seed class has, stemmed apart by English and Spanish ("zythographies" → "zythographi").
  const added = await post('/dev/classes', { title: 'Zythographies de Acuarelistas Quorvelladas', skill: 'watercolor' });
  expect(added.status).toBe(201);
  expect(await missing()).toEqual([]);
  expect(await addedLexemes()).toBeGreaterThanOrEqual(2);
  const titles = async (query: string) => {
    const body = (await (await post('/graphql', { query: print(GetSearchSuggestionsDocument), variables: { query, classesPageSize: 10 } })).json()) as { data: GetSearchSuggestionsQuery };
    return body.data.classSuggestions.edges.map((e) => e.node.title);
  };
  // The last word a prefix of the added lexemes: found through them.
  expect(await titles('acuarelistas zythog')).toEqual(['Zythographies de Acuarelistas Quorvelladas']);
  expect((await post('/dev/reset', {})).status).toBe(200);
  expect(await addedLexemes()).toBe(0);
  expect(await missing()).toEqual([]);
});

it('a prefix asked as its lexemes finds, in every column, the documents the prefix finds', async () => {
  // Prefixes of 3 and 6 letters of every 17th word of the vocabulary.
  const words = (await db.query<{ word: string }>('SELECT word FROM search_vocabulary ORDER BY word')).map((r) => r.word).filter((_, i) => i % 17 === 0);
  const prefixes = [...new Set(words.flatMap((w) => [3, 6].filter((n) => Array.from(w).length > n).map((n) => Array.from(w).slice(0, n).join(''))))];
  let listed = 0;
  for (const prefix of prefixes) {
    const lexemes = (await db.query<{ lexeme: string }>(`SELECT lexeme FROM search_lexemes WHERE starts_with(lexeme, $1) ORDER BY lexeme`, [prefix])).map((r) => r.lexeme);
    if (lexemes.length === 0 || lexemes.length > MAX_COMPLETIONS) continue;
    listed += 1;
    const asList = lexemes.map((l) => `'${l.replace(/'/g, "''")}'`).join(' | ');
    for (const [table, column] of COLUMNS) {
      const [row] = await db.query<{ prefix: number; list: number }>(
        `SELECT count(*) FILTER (WHERE ${column} @@ to_tsquery('simple', $1)) ::int AS prefix, count(*) FILTER (WHERE ${column} @@ $2::tsquery)::int AS list FROM ${table}`,
        [`'${prefix.replace(/'/g, "''")}':*`, asList],
      );
      expect(row?.list, `${table}.${column} "${prefix}"`).toBe(row?.prefix);
    }
  }
  expect(listed).toBeGreaterThan(50);
}, 120_000);

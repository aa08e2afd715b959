// The embedded engine runs a keystroke's suggestion lists beside its data (engine.ts TOP_LISTS, db/types.ts
// Task): the plan and the lists statement in the engine's thread, one message there and back rather than one per
// statement. What it answers must be what the same search answers in the API's thread (as on a server).
import { print } from 'graphql';
import { GetSearchSuggestionsDocument } from '@masthead/graphql';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../src/db/types.ts';
import { createApiApp } from '../src/index.ts';

const app = createApiApp({ requestBudgetMs: 60_000 });
let db: Database;
beforeAll(async () => {
  db = await app.state.notifications.database();
  await app.state.notifications.catalog();
}, 120_000);
afterAll(() => app.close());

/** The four lists and a class list's count, as the API answers them. */
const WITH_COUNT = print(GetSearchSuggestionsDocument).replace('classSuggestions(', 'counted: classSuggestions(query: $query, first: 2) { totalCount }\n  classSuggestions(');

async function suggestions(query: string, language: string): Promise<unknown> {
  const response = await app.yoga.fetch('http://localhost/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': language },
    body: JSON.stringify({ query: WITH_COUNT, variables: { query } }),
  });
  const body = (await response.json()) as { data?: unknown; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data;
}

it.each([
  ['watercolor', 'en-US'],
  ['waterc', 'en-US'],
  ['watrcolor', 'en-US'],
  ['watercolor portrait', 'en-US'],
  ['water color', 'en-US'],
  ['acuarla', 'es'],
  ['aquarelles', 'fr'],
  ['الألوان المائية', 'ar'],
  ['aquarelas', 'pt-BR'],
  ['はじめての', 'en-US'],
  ['zzzzqx', 'en-US'],
])('"%s" (%s): one message to the engine\'s thread, and the answer of the same search in this thread', async (query, language) => {
  const beside = db.beside?.bind(db);
  if (!beside) throw new Error('The embedded engine runs no task beside its data.');
  const query_ = db.query.bind(db);
  const calls: string[] = [];
  db.beside = (task, input) => {
    calls.push(`task ${task.name}`);
    return beside(task, input);
  };
  db.query = ((...args: Parameters<Database['query']>) => {
    calls.push('statement');
    return query_(...args);
  }) as Database['query'];
  let there: unknown;
  try {
    there = await suggestions(query, language);
    // The count is asked after the page, in this thread: its plan, then the count; none when the page is empty.
    const counted = (there as { counted: { totalCount: number } }).counted.totalCount;
    expect(calls).toEqual(['task TOP_LISTS', ...(counted > 0 ? ['statement', 'statement'] : [])]);
  } finally {
    db.beside = beside;
    db.query = query_;
  }
  delete db.beside;
  try {
    expect(await suggestions(query, language)).toEqual(there);
  } finally {
    db.beside = beside;
  }
});

it("refuses a task from outside the API's modules, and answers a task's error with its code", async () => {
  const beside = db.beside?.bind(db);
  if (!beside) throw new Error('The embedded engine runs no task beside its data.');
  await expect(beside({ module: 'data:text/javascript,export const T = { run: () => 1 }', name: 'T', run: async () => 1 }, null)).rejects.toThrow(/must be one of the API's/);
  await expect(beside({ module: new URL('../src/db/types.ts', import.meta.url).href, name: 'PREPARED', run: async () => 1 }, null)).rejects.toThrow(/exports no task PREPARED/);
});

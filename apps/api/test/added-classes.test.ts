// A class added while the API runs (POST /dev/classes, issue 33): suggested and searched at once, by every
// instance on the same database; refused with a clear reason when malformed; gone after POST /dev/reset;
// absent in production.
import { GetClassesDocument, GetSearchSuggestionsDocument, type GetClassesQuery, type GetSearchSuggestionsQuery } from '@masthead/graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPostgres, type PostgresServer } from '../../../scripts/harness/index.mjs';
import type { ApiServer } from '../src/index.ts';
import { dataOf, gqlWith, postJson, startServer } from './helpers.ts';

const suggested = async (server: ApiServer, query: string): Promise<string[]> =>
  dataOf((await gqlWith<GetSearchSuggestionsQuery>(server, GetSearchSuggestionsDocument, { query, classesPageSize: 10 })).body)
    .classSuggestions.edges.map((e) => e.node.title);
const searched = async (server: ApiServer, query: string): Promise<string[]> =>
  dataOf((await gqlWith<GetClassesQuery>(server, GetClassesDocument, { query, first: 10 })).body).search.edges.map((e) => e.node.title);

describe('on the embedded database', () => {
  let server: ApiServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.close());

  it('is suggested and searched at once, typos forgiven, and gone after a reset', async () => {
    expect(await suggested(server, 'zythography')).toEqual([]);
    const added = await postJson(server, '/dev/classes', { title: 'Zythography for Watercolorists', skill: 'watercolor' });
    expect(added.status).toBe(201);
    expect(await added.json()).toMatchObject({ title: 'Zythography for Watercolorists', url: expect.stringMatching(/^\/classes\/zythography-for-watercolorists\/\d+$/) });
    expect(await suggested(server, 'zythography')).toEqual(['Zythography for Watercolorists']);
    expect(await suggested(server, 'zythograpy watercol')).toEqual(['Zythography for Watercolorists']);
    expect(await searched(server, 'zythography')).toEqual(['Zythography for Watercolorists']);
    // The empty query lists every class, the added one too.
    const all = dataOf((await gqlWith<GetClassesQuery>(server, GetClassesDocument, { query: '', first: 1 })).body).search.totalCount;
    expect((await postJson(server, '/dev/reset', {})).status).toBe(200);
    expect(await suggested(server, 'zythography')).toEqual([]);
    // The seed's classes are all still found.
    expect((await suggested(server, 'watercolor')).length).toBeGreaterThan(5);
    expect(dataOf((await gqlWith<GetClassesQuery>(server, GetClassesDocument, { query: '', first: 1 })).body).search.totalCount).toBe(all - 1);
  });

  it.each([
    [{ skill: 'watercolor' }, "Missing `title`: the class's title, 3 to 120 characters."],
    [{ title: 'ab', skill: 'watercolor' }, '`title` must be 3 to 120 characters (got 2).'],
    [{ title: 'x'.repeat(121), skill: 'watercolor' }, '`title` must be 3 to 120 characters (got 121).'],
    [{ title: 'A\u0007 bell', skill: 'watercolor' }, '`title` must not contain control characters.'],
    [{ title: 'Ink Things' }, "Missing `skill`: a skill's slug, as skillSuggestions answers it (e.g. 'watercolor')."],
    [{ title: 'Ink Things', skill: 'klingon-opera' }, "Unknown skill 'klingon-opera': give a skill's slug as skillSuggestions answers it (e.g. 'watercolor')."],
    [{ title: 'Ink Things', skill: 'watercolor', teacher: '42' }, "Unknown teacher '42': give a teacher's id, or none."],
    [{ title: 7, skill: 'watercolor' }, '`title` must be a string.'],
  ])('refuses %j: %s', async (body, message) => {
    const res = await postJson(server, '/dev/classes', body);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: message });
  });

  it('exists in development mode only', async () => {
    const production = await startServer({ production: true });
    try {
      expect((await postJson(production, '/dev/classes', { title: 'Nope', skill: 'watercolor' })).status).toBe(404);
    } finally {
      await production.close();
    }
  });
});

describe('two instances on one PostgreSQL server', () => {
  let pg: PostgresServer;
  let a: ApiServer;
  let b: ApiServer;
  beforeAll(async () => {
    pg = await startPostgres();
    [a, b] = await Promise.all([startServer({ database: pg.url }), startServer({ database: pg.url })]);
  }, 180_000);
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await pg?.dispose();
  });

  it('a class posted on A is suggested and searched by B at once', async () => {
    expect(await suggested(b, 'quillography')).toEqual([]);
    const [first, second] = await Promise.all([
      postJson(a, '/dev/classes', { title: 'Quillography at Dawn', skill: 'modern-calligraphy' }),
      postJson(b, '/dev/classes', { title: 'Quillography at Dusk', skill: 'modern-calligraphy' }),
    ]);
    expect([first.status, second.status]).toEqual([201, 201]);
    // Added at once on two instances: each got its own id.
    const ids = [((await first.json()) as { id: string }).id, ((await second.json()) as { id: string }).id];
    expect(new Set(ids).size).toBe(2);
    expect((await suggested(b, 'quilography')).sort()).toEqual(['Quillography at Dawn', 'Quillography at Dusk']);
    expect((await searched(a, 'quillography dusk'))).toEqual(['Quillography at Dusk']);
  });
});

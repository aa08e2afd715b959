import { GetClassesDocument, GetNotificationsDocument, GetTopLevelCategoriesDocument } from '@masthead/graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiServer } from '../src/index.ts';
import { dataOf, errorOf, gql, rawGql, startServer } from './helpers.ts';

let server: ApiServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

describe('connection arguments', () => {
  it.each([
    [150, '`first` must be between 0 and 100 (got 150).'],
    [-1, '`first` must be between 0 and 100 (got -1).'],
    [101, '`first` must be between 0 and 100 (got 101).'],
  ])('rejects first=%i', async (first, message) => {
    expect(errorOf(await gql(server, GetNotificationsDocument, { first }, 'member'))).toBe(message);
    expect(errorOf(await gql(server, GetClassesDocument, { query: '', first }))).toBe(message);
  });

  it('accepts the bounds 0 and 100', async () => {
    const zero = dataOf(await gql(server, GetNotificationsDocument, { first: 0 }, 'member')).viewer?.notifications;
    expect(zero?.edges).toEqual([]);
    expect(zero?.pageInfo).toEqual({ startCursor: null, endCursor: null, hasNextPage: true, hasPreviousPage: false });
    expect(zero?.count).toBe(12);
    expect(dataOf(await gql(server, GetClassesDocument, { query: '', first: 100 })).search.edges).toHaveLength(100);
  });

  it.each(['garbage!', 'bm90LWpzb24', Buffer.from('{"x":1}').toString('base64url'), '0', ''])(
    'rejects the malformed cursor %j',
    async (after) => {
      const res = await gql(server, GetNotificationsDocument, { after }, 'member');
      expect(errorOf(res)).toMatch(/^Invalid cursor '.*': it is not a cursor this server issued\.$/);
      expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    },
  );

  it('rejects a cursor from another persona\'s feed', async () => {
    const page = dataOf(await gql(server, GetNotificationsDocument, { first: 1 }, 'teacher')).viewer?.notifications;
    const res = await gql(server, GetNotificationsDocument, { after: page?.pageInfo.endCursor }, 'member');
    expect(errorOf(res)).toMatch(/it belongs to a different list\.$/);
  });

  it("treats '-1' and a missing cursor as the start", async () => {
    const a = dataOf(await gql(server, GetNotificationsDocument, { after: '-1' }, 'member'));
    const b = dataOf(await gql(server, GetNotificationsDocument, {}, 'member'));
    expect(a).toEqual(b);
    expect(a.viewer?.notifications.edges).toHaveLength(20);
  });

  it('serves categories in menu order, and by name on request', async () => {
    const { topLevelCategories } = dataOf(await gql(server, GetTopLevelCategoriesDocument));
    expect(topLevelCategories.length).toBeGreaterThanOrEqual(15);
    expect(topLevelCategories.slice(0, 3).map((c) => c.displayName)).toEqual(['Animation', 'Creative Writing', 'Film & Video']);
    const byName = dataOf(await rawGql<{ topLevelCategories: Array<{ displayName: string; position: number }> }>(server,
      '{ topLevelCategories(sort: NAME) { displayName position } }')).topLevelCategories;
    const names = byName.map((c) => c.displayName);
    expect(names).toEqual([...names].sort((x, y) => x.localeCompare(y, 'en')));
  });

  it('answers unknown routes with 404 and keeps serving', async () => {
    expect((await fetch(`${server.origin}/nope`)).status).toBe(404);
    expect((await fetch(`${server.origin}/dev/nope`)).status).toBe(404);
    const syntax = await rawGql(server, '{ viewer { ');
    expect(syntax.errors?.[0]?.message).toMatch(/Syntax Error/);
    expect(dataOf(await gql(server, GetTopLevelCategoriesDocument)).topLevelCategories.length).toBeGreaterThan(0);
  });
});

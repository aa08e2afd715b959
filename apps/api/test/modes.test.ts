// Development and production modes of the API (MASTHEAD_ENV): what production turns off, and what
// both keep. The persona cookie is the session in both: HttpOnly, and Secure when served over https.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetViewerDocument } from '@masthead/graphql';
import { serverMode } from '../src/mode.ts';
import type { ApiServer } from '../src/index.ts';
import { dataOf, gql, persisted, rawGql, startServer } from './helpers.ts';

let dev: ApiServer;
let prod: ApiServer;
beforeAll(async () => {
  [dev, prod] = await Promise.all([startServer(), startServer({ production: true })]);
});
afterAll(async () => {
  await Promise.all([dev.close(), prod.close()]);
});

const login = (server: ApiServer, headers: Record<string, string> = {}) =>
  fetch(`${server.origin}/dev/login`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ persona: 'teacher' }) });

describe('MASTHEAD_ENV', () => {
  it.each([[undefined, 'development'], ['', 'development'], ['development', 'development'], [' production ', 'production']] as const)('%j is %s', (raw, mode) => {
    expect(serverMode(raw)).toBe(mode);
  });
  it('anything else is an error naming the two modes', () => {
    expect(() => serverMode('prod')).toThrow("MASTHEAD_ENV must be 'development' or 'production' (got 'prod').");
  });
});

const PERSISTED_ONLY = 'This API runs in production mode and runs only the persisted operations of @masthead/graphql: send extensions.persistedQuery.sha256Hash instead of a query text.';

describe('what runs', () => {
  const aliases = `{ ${Array.from({ length: 1000 }, (_, i) => `a${i}: __typename`).join(' ')} }`;
  it.each([
    ['an introspection query', '{ __schema { queryType { name } } }', null],
    ['an ad-hoc query', '{ topLevelCategories { slug } }', null],
    // Development runs documents, but within the limits of both modes (issue 15).
    ['1,000 aliases', aliases, 'Syntax Error: Token limit of 1500 exceeded.'],
  ])('%s: production refuses it with a clear message; development runs it (within the limits)', async (_name, query, devError) => {
    const [d, p] = await Promise.all([rawGql(dev, query), rawGql(prod, query)]);
    if (devError === null) expect(d.errors).toBeUndefined();
    else expect(d.errors?.[0]?.message).toBe(devError);
    expect(p.data ?? null).toBeNull();
    expect(p.errors?.[0]?.message).toBe(PERSISTED_ONLY);
    expect(p.errors?.[0]?.extensions?.code).toBe('PERSISTED_QUERY_ONLY');
  });

  it('development answers introspection', async () => {
    const answer = await rawGql<{ __schema: { queryType: { name: string } } }>(dev, '{ __schema { queryType { name } } }');
    expect(dataOf(answer).__schema.queryType.name).toBe('Query');
  });

  it.each(['POST', 'GET'] as const)('production runs a persisted operation by its id (%s)', async (method) => {
    const { status, body } = await persisted<{ topLevelCategories: { __typename?: string }[] }>(prod, 'GetTopLevelCategories', {}, { method });
    expect(status).toBe(200);
    expect(dataOf(body).topLevelCategories.length).toBeGreaterThan(0);
    // With __typename in every object, as Apollo's cache (which adds it to any text it sends) needs.
    expect(dataOf(body).topLevelCategories[0]?.__typename).toBe('Category');
  });

  it('an id that is not in the list is refused, saying why', async () => {
    const res = await fetch(prod.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ extensions: { persistedQuery: { version: 1, sha256Hash: `sha256:${'0'.repeat(64)}` } } }),
    });
    const answer = (await res.json()) as { errors?: { message: string }[] };
    expect(answer.errors?.[0]?.message).toBe('No persisted operation has this id: the client and the API were built from different versions of @masthead/graphql.');
  });
});

describe('the dev routes', () => {
  it('sign in in development, with an HttpOnly cookie', async () => {
    const res = await login(dev);
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toBe('masthead_persona=teacher; Path=/; SameSite=Lax; HttpOnly; Max-Age=2592000');
  });
  it('the cookie is Secure when the request came over https (through a proxy that says so)', async () => {
    const res = await login(dev, { 'x-forwarded-proto': 'https' });
    expect(res.headers.get('set-cookie')).toContain('; HttpOnly; Secure;');
  });
  it.each(['/dev/login', '/dev/logout', '/dev/reset', '/dev/personas', '/dev/notifications'])('%s does not exist in production', async (path) => {
    const res = await fetch(`${prod.origin}${path}`, { method: path === '/dev/personas' ? 'GET' : 'POST', headers: { 'content-type': 'application/json' }, body: path === '/dev/personas' ? null : '{}' });
    expect(res.status).toBe(404);
    expect(((await res.json()) as { error: string }).error).toBe(`${path} exists in development mode only; this API runs with MASTHEAD_ENV=production.`);
  });
  it('production still answers a session cookie (set by the real sign-in) as that person', async () => {
    const { body } = await persisted<{ viewer: { isTeacher: boolean } | null }>(prod, 'GetViewer', {}, { persona: 'teacher' });
    expect(dataOf(body).viewer?.isTeacher).toBe(true);
    expect(dataOf(await gql(dev, GetViewerDocument, {}, 'teacher')).viewer?.isTeacher).toBe(true);
  });
});

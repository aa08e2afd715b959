// Development and production modes of the API (MASTHEAD_ENV): what production turns off, and what
// both keep. The persona cookie is the session in both: HttpOnly, and Secure when served over https.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetViewerDocument } from '@masthead/graphql';
import { serverMode } from '../src/mode.ts';
import type { ApiServer } from '../src/index.ts';
import { dataOf, gql, rawGql, startServer } from './helpers.ts';

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

describe('introspection', () => {
  const query = '{ __schema { queryType { name } } }';
  it('answers in development', async () => {
    const answer = await rawGql<{ __schema: { queryType: { name: string } } }>(dev, query);
    expect(dataOf(answer).__schema.queryType.name).toBe('Query');
  });
  it('is refused in production with a clear message, and __typename still works', async () => {
    const answer = await rawGql(prod, query);
    expect(answer.data ?? null).toBeNull();
    expect(answer.errors?.[0]?.message).toBe('Introspection is off in production: the operation asks for "__schema". The schema is published as packages/graphql/schema.graphql.');
    expect(dataOf(await rawGql<{ __typename: string }>(prod, '{ __typename }')).__typename).toBe('Query');
  });
  it('production does not suggest field names to a stranger', async () => {
    const [d, p] = await Promise.all([rawGql(dev, '{ viewr { id } }'), rawGql(prod, '{ viewr { id } }')]);
    expect(d.errors?.[0]?.message).toContain('Did you mean');
    expect(p.errors?.[0]?.message).not.toContain('viewer');
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
    expect(dataOf(await gql(prod, GetViewerDocument, {}, 'teacher')).viewer?.isTeacher).toBe(true);
  });
});

// Writes that a page on another site cannot make, and bodies the API will not read (issue 15).
import { BODY_LIMITS } from '@masthead/graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiServer } from '../src/index.ts';
import { rawGql, startServer } from './helpers.ts';

const MARK_ALL = 'mutation { markNotificationsAsRead(input: { before: "2100-01-01T00:00:00.000Z" }) { unreadCount } }';
const EVIL = 'https://evil.example';

describe('the API refuses what a form or a page elsewhere could send', () => {
  let server: ApiServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.close());

  const unread = async () =>
    (await rawGql<{ viewer: { notifications: { count: number } } }>(server, '{ viewer { notifications { count } } }', {}, 'member')).data?.viewer.notifications.count;

  it.each([
    ['a form (urlencoded)', 'application/x-www-form-urlencoded', `query=${encodeURIComponent(MARK_ALL)}`],
    ['a form (text/plain)', 'text/plain', JSON.stringify({ query: MARK_ALL })],
  ])('%s POSTing a mutation to /graphql: 415, and nothing is marked read', async (_name, type, body) => {
    await server.reset();
    const before = await unread();
    const res = await fetch(server.url, { method: 'POST', headers: { 'content-type': type, cookie: 'masthead_persona=member' }, body });
    expect(res.status).toBe(415);
    expect(((await res.json()) as { errors: { message: string }[] }).errors[0]?.message).toMatch(/application\/json/);
    expect(await unread()).toBe(before);
    expect(before).toBeGreaterThan(0);
  });

  it('a multipart form: 415', async () => {
    const form = new FormData();
    form.set('query', MARK_ALL);
    const res = await fetch(server.url, { method: 'POST', headers: { cookie: 'masthead_persona=member' }, body: form });
    expect(res.status).toBe(415);
  });

  it.each([
    ['POST /dev/reset', 'POST', '/dev/reset', undefined, undefined],
    ['POST /dev/login', 'POST', '/dev/login', 'application/json', JSON.stringify({ persona: 'teacher' })],
    ['DELETE /analytics', 'DELETE', '/analytics', undefined, undefined],
    ['POST /analytics as text/plain', 'POST', '/analytics', 'text/plain', JSON.stringify({ deviceSessionId: 'x', events: [] })],
    ['a JSON mutation to /graphql', 'POST', '/graphql', 'application/json', JSON.stringify({ query: MARK_ALL })],
  ])('%s from another site: 403; from a local page: let through', async (_name, method, path, type, body) => {
    const headers = (origin: string): Record<string, string> => ({ origin, cookie: 'masthead_persona=member', ...(type ? { 'content-type': type } : {}) });
    const refused = await fetch(`${server.origin}${path}`, { method, headers: headers(EVIL), ...(body ? { body } : {}) });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { errors: { message: string }[] }).errors[0]?.message).toContain(EVIL);
    const accepted = await fetch(`${server.origin}${path}`, { method, headers: headers('http://localhost:3000'), ...(body ? { body } : {}) });
    expect(accepted.status).not.toBe(403);
    expect(accepted.status).toBeLessThan(500);
  });

  it(`a body over the contract's ${BODY_LIMITS['/graphql']} bytes: 413 before it is read`, async () => {
    const query = `{ viewer { id } } ${'#'.repeat(BODY_LIMITS['/graphql'])}`;
    const res = await fetch(server.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) });
    expect(res.status).toBe(413);
  });
});

describe('security headers on every answer of the API', () => {
  let server: ApiServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.close());

  it.each(['/graphql?query=%7B__typename%7D', '/img/covers/1.svg', '/analytics'])('%s', async (path) => {
    const res = await fetch(`${server.origin}${path}`);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
  });
});

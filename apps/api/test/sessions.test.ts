// Production sessions (issue 34, item 2): in production the session cookie is a token the server signed,
// with an expiry, never a persona's name; development keeps the personas. The rules of the token
// (sessions.ts), then the API as an attacker and as a member meet it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiServer, type ApiServer } from '../src/index.ts';
import { issueSession, MIN_SECRET_LENGTH, requireSessionSecret, verifySession } from '../src/sessions.ts';
import { PERSISTED_OPERATIONS } from '@masthead/graphql';
import { openEventStream, persisted, startServer, TEST_SESSION_SECRET } from './helpers.ts';

type Events = { notificationEvents: { kind: string } };

const SECRET = 'x'.repeat(MIN_SECRET_LENGTH);
const NOW = Date.UTC(2026, 10, 28, 12);

describe('a session token', () => {
  it('verifies for the persona it was issued to, until its expiry', () => {
    const { token, expiresAt } = issueSession(SECRET, 'teacher', { now: NOW, hours: 2 });
    expect(expiresAt).toBe(NOW + 2 * 3600_000);
    expect(verifySession(SECRET, token, NOW)).toEqual({ ok: true, persona: 'teacher', expiresAt });
    expect(verifySession(SECRET, token, expiresAt - 1)).toMatchObject({ ok: true });
    expect(verifySession(SECRET, token, expiresAt)).toEqual({ ok: false, problem: 'expired' });
  });

  it('lasts a week unless told otherwise, and at most 90 days', () => {
    expect(issueSession(SECRET, 'member', { now: NOW }).expiresAt).toBe(NOW + 7 * 24 * 3600_000);
    expect(() => issueSession(SECRET, 'member', { hours: 24 * 91 })).toThrow('A session lasts more than 0 and at most 2160 hours (got 2184).');
    expect(() => issueSession(SECRET, 'member', { hours: 0 })).toThrow('(got 0)');
  });

  it.each([
    ['another persona in a genuine token', (t: string) => t.replace('.teacher.', '.team-owner.'), 'signature'],
    ['a later expiry in a genuine token', (t: string) => t.replace(/\.(\d+)\./, (_m, e: string) => `.${Number(e) + 3600}.`), 'signature'],
    ['a signature cut short', (t: string) => t.slice(0, -4), 'signature'],
    ['a persona name alone', () => 'teacher', 'malformed'],
    ['another version', (t: string) => t.replace(/^v1\./, 'v2.'), 'malformed'],
    ['an expiry that is not a number', (t: string) => t.replace(/\.(\d+)\./, '.soon.'), 'malformed'],
    ['five parts', (t: string) => `${t}.x`, 'malformed'],
    ['an empty value', () => '', 'malformed'],
  ] as const)('refuses %s', (_name, change, problem) => {
    const { token } = issueSession(SECRET, 'teacher', { now: NOW });
    expect(verifySession(SECRET, change(token), NOW)).toEqual({ ok: false, problem });
  });

  it('refuses a token signed with another secret', () => {
    const { token } = issueSession('y'.repeat(MIN_SECRET_LENGTH), 'teacher', { now: NOW });
    expect(verifySession(SECRET, token, NOW)).toEqual({ ok: false, problem: 'signature' });
  });

  it('is issued only to a persona that signs in', () => {
    expect(() => issueSession(SECRET, 'guest')).toThrow("'guest' is not a persona one signs in as");
    expect(() => issueSession(SECRET, 'admin')).toThrow("'admin' is not a persona one signs in as");
  });

  it('needs a secret of 32 characters or more, and says how to make one', () => {
    expect(requireSessionSecret(` ${SECRET} `)).toBe(SECRET);
    expect(() => requireSessionSecret(undefined)).toThrow(/^MASTHEAD_SESSION_SECRET is not set: production accepts only sessions signed with it\. Make one with .*randomBytes\(32\).*npm run session -- <persona>/);
    expect(() => requireSessionSecret('short')).toThrow('MASTHEAD_SESSION_SECRET is 5 characters long, fewer than 32:');
  });
});

describe('a production API', () => {
  let prod: ApiServer;
  let dev: ApiServer;
  beforeAll(async () => {
    [prod, dev] = await Promise.all([startServer({ production: true }), startServer()]);
  });
  afterAll(async () => {
    await Promise.all([prod.close(), dev.close()]);
  });

  it('does not start without a session secret', async () => {
    const saved = process.env['MASTHEAD_SESSION_SECRET'];
    delete process.env['MASTHEAD_SESSION_SECRET'];
    try {
      await expect(createApiServer({ port: 0, production: true })).rejects.toThrow(/^MASTHEAD_SESSION_SECRET is not set: production accepts only sessions signed with it/);
      await expect(createApiServer({ port: 0, production: true, sessionSecret: 'short' })).rejects.toThrow(/^The sessionSecret option is 5 characters long/);
    } finally {
      if (saved !== undefined) process.env['MASTHEAD_SESSION_SECRET'] = saved;
    }
  });

  it("refuses a persona's name as a session: nobody becomes the teacher by naming them", async () => {
    const { body } = await persisted(prod, 'GetViewer', {}, { headers: { cookie: 'masthead_persona=teacher' } });
    expect(body.data?.viewer ?? null).toBeNull();
    expect(body.errors?.[0]).toMatchObject({ message: 'Your session cookie is not a session this site issues. Sign in again.', extensions: { code: 'UNAUTHENTICATED' } });
    const marked = await persisted(prod, 'MarkNotificationsAsRead', { input: { before: new Date().toISOString() } }, { method: 'POST', headers: { cookie: 'masthead_persona=teacher' } });
    expect(marked.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('takes the session it issued, and tells an expired one apart', async () => {
    const { body } = await persisted(prod, 'GetViewer', {}, { persona: 'teacher' });
    expect(body.data?.viewer).toMatchObject({ firstName: expect.any(String), isTeacher: true });
    const expired = issueSession(TEST_SESSION_SECRET, 'teacher', { now: Date.now() - 3 * 3600_000, hours: 1 }).token;
    const late = await persisted(prod, 'GetViewer', {}, { headers: { cookie: `masthead_persona=${expired}` } });
    expect(late.body.errors?.[0]).toMatchObject({ message: 'Your session has expired. Sign in again.', extensions: { code: 'UNAUTHENTICATED' } });
  });

  it('development keeps the personas: the name signs in', async () => {
    const { body } = await persisted(dev, 'GetViewer', {}, { persona: 'teacher' });
    expect(body.data?.viewer).toMatchObject({ isTeacher: true });
  });

  // Last in the file: its streams take seconds under load, and a request after them could meet a kept-alive
  // connection the server closed meanwhile (its 5 s idle timeout against the client's 4 s, with late timers).
  it("gives a name cookie no stream, and the teacher's own session the teacher's", async () => {
    const events = { extensions: { persistedQuery: { version: 1, sha256Hash: (PERSISTED_OPERATIONS['NotificationEvents'] ?? '').slice('sha256:'.length) } } };
    const stranger = await openEventStream<Events>(prod, events, undefined, { cookie: 'masthead_persona=teacher' });
    const refused = await stranger.next();
    expect(refused.data ?? null).toBeNull();
    expect(refused.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    stranger.close();
    const teacher = await openEventStream<Events>(prod, events, 'teacher');
    expect((await teacher.next()).data?.notificationEvents.kind).toBe('SYNC');
    teacher.close();
  });
});

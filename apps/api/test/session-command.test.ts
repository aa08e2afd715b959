// `npm run session -- <persona>` (issue 34, item 2): the documented way to a production session. What it
// prints is a cookie the production API takes; what it cannot use is an error that says what to do.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiServer } from '../src/index.ts';
import { sessionCommand } from '../src/session-command.ts';
import { persisted, startServer, TEST_SESSION_SECRET } from './helpers.ts';

const env = { MASTHEAD_SESSION_SECRET: TEST_SESSION_SECRET };

describe('npm run session', () => {
  let prod: ApiServer;
  beforeAll(async () => {
    prod = await startServer({ production: true });
  });
  afterAll(() => prod.close());

  it('prints a cookie that signs the persona in on a production API with the same secret', async () => {
    const { cookie, advice } = sessionCommand(['team-owner'], env);
    expect(cookie).toMatch(/^masthead_persona=v1\.team-owner\.\d+\.[\w-]{43}$/);
    expect(advice).toContain('A session for team-owner, valid until ');
    const { body } = await persisted(prod, 'GetViewer', {}, { headers: { cookie } });
    expect(body.data?.viewer).toMatchObject({ isTeamOwner: true });
  });

  it('takes --hours', () => {
    const now = Date.UTC(2026, 10, 28);
    expect(sessionCommand(['member', '--hours', '3'], env, now).advice).toContain('valid until 2026-11-28T03:00:00.000Z');
  });

  it.each([
    [[], /^Which persona\? Usage: npm run session -- <persona> \[--hours N\]/],
    [['member', 'teacher'], /^One persona at a time \(got member and teacher\)\./],
    [['member', '--hours'], /^--hours takes a number of hours \(got null\)\./],
    [['member', '--hours', 'soon'], /^--hours takes a number of hours \(got "soon"\)\./],
    [['member', '--days', '2'], /^Unknown option --days\./],
    [['guest'], /^'guest' is not a persona one signs in as/],
    [['member', '--hours', '9999'], /^A session lasts more than 0 and at most 2160 hours/],
  ])('refuses %j with a clear error', (args, message) => {
    expect(() => sessionCommand(args, env)).toThrow(message);
  });

  it('needs the secret the API runs with', () => {
    expect(() => sessionCommand(['member'], {})).toThrow(/^MASTHEAD_SESSION_SECRET is not set/);
  });
});

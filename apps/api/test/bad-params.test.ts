// Bad input gets a clear 400, not "Unexpected error." (issue 26, item 9); production tells a stranger
// with a made-up session cookie no more than that it is not a session (sessions.test.ts has the rest).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERSONA_IDS } from '../src/personas.ts';
import type { ApiServer } from '../src/index.ts';
import { persisted, startServer } from './helpers.ts';

let dev: ApiServer;
let prod: ApiServer;
beforeAll(async () => {
  [dev, prod] = await Promise.all([startServer(), startServer({ production: true })]);
});
afterAll(async () => {
  await Promise.all([dev.close(), prod.close()]);
});

describe('GET /graphql with a parameter that is not JSON', () => {
  it.each([
    ['variables', 'development'],
    ['extensions', 'development'],
    ['variables', 'production'],
    ['extensions', 'production'],
  ] as const)('malformed %s (%s): 400 naming the parameter', async (param, mode) => {
    const server = mode === 'production' ? prod : dev;
    const res = await fetch(`${server.url}?query=%7B__typename%7D&${param}=%7Bbad`, { headers: { accept: 'application/json' } });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { errors: { message: string; extensions?: { code?: string } }[] };
    expect(body.errors[0]?.message).toMatch(new RegExp(`^The ${param} parameter is not valid JSON \\(.+\\)\\. Send a JSON object, URL-encoded\\.$`));
    expect(body.errors[0]?.extensions?.code).toBe('BAD_REQUEST');
  });

  it('well-formed parameters still run', async () => {
    const res = await fetch(`${dev.url}?query=%7B__typename%7D&variables=%7B%7D&extensions=%7B%7D`, { headers: { accept: 'application/json' } });
    expect(res.status).toBe(200);
  });
});

describe('an unknown persona cookie', () => {
  it('production: a refusal that lists no persona', async () => {
    const { body } = await persisted(prod, 'GetViewer', {}, { headers: { cookie: 'masthead_persona=xyz' } });
    const error = body.errors?.[0];
    expect(error?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(error?.message).toBe('Your session cookie is not a session this site issues. Sign in again.');
    for (const id of PERSONA_IDS.filter((p) => p !== 'guest')) expect(error?.message).not.toContain(id);
  });

  it('development still lists them (the playground helps)', async () => {
    const { body } = await persisted(dev, 'GetViewer', {}, { persona: 'xyz' });
    expect(body.errors?.[0]?.message).toBe(`Unknown persona 'xyz'. Known personas: ${PERSONA_IDS.join(', ')}.`);
  });
});

// Issue 26, item 8: signing out changes state, so /logout takes a POST from this site's own pages only.
// A GET (an <img src="/logout"> on any page, a prefetch, an old bookmark) signs nobody out.
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiServer } from '@masthead/api';
import { PATIENT_SSR_TIMEOUTS } from './patient-timeouts.ts';
import { createWebServer } from './server.ts';

let api: Awaited<ReturnType<typeof createApiServer>>;
let web: ReturnType<typeof createWebServer>;
let webUrl: URL;
beforeAll(async () => {
  api = await createApiServer({ port: 0 });
  // Its database open before the first page asks (search reads the engine's index there), as `npm start` has it.
  await api.database();
  // The site's public origin behind a proxy is configured, as MASTHEAD_ALLOWED_ORIGINS does.
  web = createWebServer({ graphqlUrl: api.url, port: 0, ssrTimeoutsMs: PATIENT_SSR_TIMEOUTS, allowedOrigins: ['https://masthead.example'] });
  webUrl = new URL(await web.listen());
});
afterAll(async () => {
  await web.close();
  await api.close();
});

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** node:http rather than fetch: the test sets Host and Origin as a browser on another address would. */
function send(method: string, headers: Record<string, string> = {}, base: URL = webUrl): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(new URL('/logout', base), { method, headers: { cookie: 'masthead_persona=member', ...headers } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end(method === 'POST' ? '' : undefined);
  });
}

const signedOut = (answer: Answer) => String(answer.headers['set-cookie'] ?? '').includes('masthead_persona=;');

describe('/logout (issue 26)', () => {
  it.each(['GET', 'HEAD'])('%s: 405, Allow: POST, and nobody is signed out', async (method) => {
    const answer = await send(method);
    expect(answer.status).toBe(405);
    expect(answer.headers['allow']).toBe('POST');
    expect(answer.headers['set-cookie']).toBeUndefined();
    expect(answer.headers['cache-control']).toBe('private, no-store');
  });

  it('GET: a person who typed the address gets a page with a button that signs out by POST', async () => {
    const answer = await send('GET');
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.body).toMatch(/<form method="post" action="\/logout"><button type="submit">Log Out<\/button><\/form>/);
    // Its own page: no script, forms only to this site, never framed.
    expect(answer.headers['content-security-policy']).toContain("default-src 'none'");
    expect(answer.headers['content-security-policy']).toContain("form-action 'self'");
    expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it.each([
    // The server's address is known only once it listens: 'self' stands for it.
    ['this site (its own origin)', { origin: 'self' }],
    ['this site at its configured public origin (behind a proxy)', { host: 'masthead.example', origin: 'https://masthead.example' }],
    ['a local development origin (development mode)', { origin: 'http://localhost:5173' }],
    ['a client that sends no Origin (curl), as the API allows', {}],
  ])('POST from %s: 303 to the home page, the session cookie cleared, nothing cached', async (_, headers) => {
    const answer = await send('POST', 'origin' in headers && headers.origin === 'self' ? { origin: webUrl.origin } : headers);
    expect(answer.status).toBe(303);
    expect(answer.headers['location']).toBe('/');
    expect(signedOut(answer)).toBe(true);
    expect(answer.headers['cache-control']).toBe('private, no-store');
  });

  it.each([
    ['another site', { origin: 'https://evil.example' }],
    ['our public host name over http (only https is configured)', { host: 'masthead.example', origin: 'http://masthead.example' }],
    ['an opaque origin (a sandboxed frame)', { origin: 'null' }],
  ])('POST from %s: 403 naming why, and the session stays', async (_, headers) => {
    const answer = await send('POST', headers);
    expect(answer.status).toBe(403);
    expect(answer.body).toContain('not accepted from');
    expect(answer.headers['set-cookie']).toBeUndefined();
  });

  it('POST from a page whose name was re-pointed here (DNS rebinding): 421 before the origin is even looked at', async () => {
    // Host is the attacker's to choose: a name the site was not given is refused outright (issue 34, item 8).
    const answer = await send('POST', { host: 'evil.example', origin: 'http://evil.example' });
    expect(answer.status).toBe(421);
    expect(answer.body).toContain("does not answer for the host 'evil.example'");
    expect(answer.headers['set-cookie']).toBeUndefined();
  });

  it('production: its own origin and configured ones sign out; a local origin it was not told about does not', async () => {
    const prod = createWebServer({ graphqlUrl: api.url, port: 0, production: true, allowedOrigins: ['https://masthead.example'] });
    const prodUrl = new URL(await prod.listen());
    try {
      expect((await send('POST', { origin: prodUrl.origin }, prodUrl)).status).toBe(303);
      expect((await send('POST', { origin: 'https://masthead.example' }, prodUrl)).status).toBe(303);
      expect((await send('POST', { origin: 'http://localhost:5173' }, prodUrl)).status).toBe(403);
    } finally {
      await prod.close();
    }
  });

  it.each(['PUT', 'DELETE'])('%s: 405', async (method) => {
    const answer = await send(method, { origin: webUrl.origin });
    expect(answer.status).toBe(405);
    expect(signedOut(answer)).toBe(false);
  });
});

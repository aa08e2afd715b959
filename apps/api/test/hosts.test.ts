// Which hosts the API answers for and which origins may write (issue 26, item 6). A page reached by DNS
// rebinding talks to the API with its own name in `Host` and its own origin in `Origin`: the API must
// not take that pair for "our own origin". Production trusts no local origin it was not told about.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseAllowedHosts, parseAllowedOrigins } from '../src/http/access.ts';
import type { ApiServer } from '../src/index.ts';
import { rawGql, rawRequest, startServer } from './helpers.ts';

const MARK_ALL = 'mutation { markNotificationsAsRead(input: { before: "2100-01-01T00:00:00.000Z" }) { unreadCount } }';
const errorOf = (text: string) => (JSON.parse(text) as { errors: { message: string }[] }).errors[0]?.message;

let dev: ApiServer;
let prod: ApiServer;
let configured: ApiServer;
beforeAll(async () => {
  [dev, prod, configured] = await Promise.all([
    startServer(),
    startServer({ production: true, allowedHosts: ['api.example.com'], allowedOrigins: ['http://127.0.0.1:3000'] }),
    startServer({ allowedHosts: ['api.example.com'], allowedOrigins: ['https://www.example.com'], imageOrigin: 'https://cdn.example.net/assets' }),
  ]);
});
afterAll(async () => {
  await Promise.all([dev.close(), prod.close(), configured.close()]);
});

describe('Host: only loopback names and configured hosts', () => {
  it('a rebinding page cannot reset the state: 421 naming the host and how to allow it, and nothing ran', async () => {
    const unread = async () =>
      (await rawGql<{ viewer: { notifications: { count: number } } }>(dev, '{ viewer { notifications { count } } }', {}, 'member')).data?.viewer.notifications.count;
    await dev.reset();
    await rawGql(dev, MARK_ALL, {}, 'member');
    expect(await unread()).toBe(0);
    const res = await rawRequest(dev, '/dev/reset', { method: 'POST', headers: { host: 'evil.example', origin: 'http://evil.example' } });
    expect(res.status).toBe(421);
    expect(errorOf(res.text)).toBe(
      "This API does not answer for the host 'evil.example' (a guard against DNS rebinding). To serve it under that name, list it in MASTHEAD_ALLOWED_HOSTS (comma-separated).",
    );
    expect(await unread()).toBe(0);
  });

  it.each(['/graphql?query=%7B__typename%7D', '/img/covers/1.svg', '/analytics', '/dev/personas'])('GET %s with a foreign Host: 421', async (path) => {
    expect((await rawRequest(dev, path, { headers: { host: 'evil.example:4000' } })).status).toBe(421);
  });

  it.each(['localhost', 'localhost:5555', '127.0.0.1', '127.0.0.1:1', '[::1]:4000', 'LOCALHOST:80'])('loopback on any port (%s): answered', async (host) => {
    expect((await rawRequest(dev, '/graphql?query=%7B__typename%7D', { headers: { host } })).status).toBe(200);
  });

  it.each([
    ['MASTHEAD_ALLOWED_HOSTS', 'api.example.com:8443', 200],
    ['the host of an allowed origin', 'www.example.com', 200],
    ['the host of the image origin', 'cdn.example.net', 200],
    ['a name that only starts like one', 'api.example.com.evil.example', 421],
    ['a name that only ends like one', 'evilapi.example.com', 421],
  ])('%s (%s): %i', async (_label, host, status) => {
    expect((await rawRequest(configured, '/img/covers/1.svg', { headers: { host } })).status).toBe(status);
  });
});

describe('"own origin" is not whatever Host says', () => {
  it('production: an allowed host does not make its origin a writer', async () => {
    const res = await rawRequest(prod, '/analytics', {
      method: 'POST',
      headers: { host: 'api.example.com', origin: 'http://api.example.com', 'content-type': 'application/json' },
      body: JSON.stringify({ deviceSessionId: 'd', events: [{ name: 'x', properties: {} }] }),
    });
    expect(res.status).toBe(403);
    expect(errorOf(res.text)).toBe('Requests that change data are not accepted from http://api.example.com.');
  });

  it('production: a local origin not listed is refused, and gets no credentialed CORS', async () => {
    const post = await rawRequest(prod, '/analytics', {
      method: 'POST',
      headers: { origin: 'http://localhost:9999', 'content-type': 'application/json' },
      body: JSON.stringify({ deviceSessionId: 'd', events: [{ name: 'x', properties: {} }] }),
    });
    expect(post.status).toBe(403);
    const get = await rawRequest(prod, '/graphql?query=%7B__typename%7D', { headers: { origin: 'http://localhost:9999' } });
    expect(get.headers['access-control-allow-origin']).toBeUndefined();
    expect(get.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('production: the origin it was told about (the web app) may write', async () => {
    const res = await rawRequest(prod, '/analytics', {
      method: 'POST',
      headers: { origin: 'http://127.0.0.1:3000', 'content-type': 'application/json' },
      body: JSON.stringify({ deviceSessionId: 'd', events: [{ name: 'x', properties: {} }] }),
    });
    expect(res.status).toBe(202);
  });

  it('development keeps local origins: they write, with credentialed CORS', async () => {
    const post = await rawRequest(dev, '/analytics', {
      method: 'POST',
      headers: { origin: 'http://localhost:9999', 'content-type': 'application/json' },
      body: JSON.stringify({ deviceSessionId: 'd', events: [{ name: 'x', properties: {} }] }),
    });
    expect(post.status).toBe(202);
    const get = await rawRequest(dev, '/graphql?query=%7B__typename%7D', { headers: { origin: 'http://localhost:9999' } });
    expect(get.headers['access-control-allow-origin']).toBe('http://localhost:9999');
    expect(get.headers['access-control-allow-credentials']).toBe('true');
  });
});

describe('the settings (MASTHEAD_ALLOWED_ORIGINS, MASTHEAD_ALLOWED_HOSTS)', () => {
  it('origins are normalised; anything that is not an origin is an error naming it', () => {
    expect(parseAllowedOrigins(' https://WWW.Example.com/ , http://127.0.0.1:3000,,')).toEqual(['https://www.example.com', 'http://127.0.0.1:3000']);
    expect(() => parseAllowedOrigins('www.example.com')).toThrow("MASTHEAD_ALLOWED_ORIGINS: 'www.example.com' is not an origin (scheme://host[:port], e.g. https://www.example.com).");
    expect(() => parseAllowedOrigins('https://www.example.com/app')).toThrow(/'https:\/\/www\.example\.com\/app' is not an origin/);
  });
  it('hosts are names, with or without a port', () => {
    expect(parseAllowedHosts('API.example.com:8443, [::1], 10.0.0.5')).toEqual(['api.example.com', '[::1]', '10.0.0.5']);
    expect(() => parseAllowedHosts('https://api.example.com')).toThrow("MASTHEAD_ALLOWED_HOSTS: 'https://api.example.com' is not a host name (e.g. api.example.com).");
  });
});

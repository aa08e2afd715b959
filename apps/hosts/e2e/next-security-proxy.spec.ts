// The Next.js host trusts nothing a client says about where it is (issue 34, item 8): the API's per-client
// limits see the host's own peer address, a name the host was not given gets the API's 421 (DNS
// rebinding), and /logout compares a form's Origin with the origins the host is configured with. Plain
// HTTP against the host's server (server.mjs), as the attacker sent it.
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startServerProcess } from '../../../scripts/harness/index.mjs';
import { expect, nextStart, test } from './test.ts';
import { MANIFEST } from './hosts.ts';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A request with a `Host` of our choosing (fetch always sends the URL's). */
function send(url: string, method: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end(method === 'POST' ? '{}' : undefined);
  });
}

test.describe('next host · what clients say about themselves (issue 34, item 8)', () => {
  test("X-Forwarded-For cannot pick the API's per-client key: whatever a client sends, the last entry is the host's peer", async () => {
    // The API keys its analytics limit (and its per-address stream cap) on the last X-Forwarded-For entry
    // of a request from this machine. An upstream of this test's own records what the host sends it.
    const seen: string[] = [];
    const upstream = createServer((req, res) => {
      seen.push(String(req.headers['x-forwarded-for']));
      req.resume();
      res.writeHead(202, { 'content-type': 'application/json' }).end('{"accepted":1}');
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const api = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
    try {
      const host = await startServerProcess('The Next.js host', {
        cwd: MANIFEST.hosts.next.dir,
        args: nextStart,
        env: { MASTHEAD_GRAPHQL_URL: `${api}/graphql`, NEXT_TELEMETRY_DISABLED: '1' },
        readyPath: '/icon.svg',
      });
      try {
        const sent = [undefined, '198.51.100.7', '198.51.100.7, 203.0.113.9', '127.0.0.1', 'not an address'];
        for (const [i, forwarded] of sent.entries()) {
          seen.length = 0;
          const answer = await fetch(`${host.origin}/analytics`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', origin: host.origin, ...(forwarded ? { 'x-forwarded-for': forwarded } : {}) },
            body: JSON.stringify({ deviceSessionId: `dsid-${i}`, events: [{ name: 'search.submit', properties: {} }] }),
          });
          expect(answer.status, forwarded).toBe(202);
          // The client's entries may stay (a log may want them); the one that counts is this machine's.
          expect(seen, forwarded).toEqual([forwarded ? `${forwarded}, 127.0.0.1` : '127.0.0.1']);
        }
      } finally {
        await host.stop();
      }
    } finally {
      await new Promise((resolve) => upstream.close(resolve));
    }
  });

  test("a name the host was not given gets the API's 421 before anything runs, on pages, route handlers and files alike", async ({ baseURL }) => {
    const port = new URL(baseURL!).port;
    for (const [path, method] of [['/?persona=teacher', 'GET'], ['/graphql', 'POST'], ['/analytics', 'POST'], ['/logout', 'POST'], ['/icon.svg', 'GET']] as const) {
      const answer = await send(`${baseURL}${path}`, method, { host: `evil.example:${port}`, origin: `http://evil.example:${port}`, 'content-type': 'application/json' });
      expect(answer.status, path).toBe(421);
      expect(answer.headers['x-frame-options'], path).toBe('DENY');
      expect(answer.headers['set-cookie'], path).toBeUndefined();
      expect(JSON.parse(answer.body), path).toEqual({
        errors: [{
          message: `This site does not answer for the host 'evil.example:${port}' (a guard against DNS rebinding). To serve it under that name, list it in MASTHEAD_ALLOWED_HOSTS (comma-separated).`,
          extensions: { code: 'HOST_NOT_ALLOWED' },
        }],
      });
    }
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, `LOCALHOST:${port}`]) {
      expect((await send(`${baseURL}/icon.svg`, 'GET', { host })).status, host).toBe(200);
    }
  });

  test('/logout compares Origin with the configured origins: X-Forwarded-Host naming the attacker changes nothing', async ({ request, baseURL }) => {
    await request.get('/?persona=free&variant=desktop');
    const viewer = async () => (await (await request.post('/graphql', { data: { query: '{ viewer { id } }' }, headers: { origin: baseURL! } })).json()) as { data: { viewer: unknown } };
    for (const headers of [
      { origin: 'http://evil.example', 'x-forwarded-host': 'evil.example' },
      { origin: 'https://evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
      { origin: 'http://localhost:1', 'x-forwarded-host': 'localhost:1' },
    ]) {
      const answer = await request.post('/logout', { maxRedirects: 0, headers });
      expect(answer.status(), headers.origin).toBe(403);
      expect(answer.headers()['set-cookie'], headers.origin).toBeUndefined();
    }
    expect((await viewer()).data.viewer).not.toBeNull();
    // Its own origin still signs out, whatever X-Forwarded-Host says.
    const own = await request.post('/logout', { maxRedirects: 0, headers: { origin: baseURL!, 'x-forwarded-host': 'evil.example' } });
    expect(own.status()).toBe(303);
    expect((await viewer()).data.viewer).toBeNull();
  });
});

// The web app's server answers only for the names the API answers for (issue 34, item 8): its proxy sends
// the API's own Host, so a page re-pointed at this machine (DNS rebinding) would otherwise get through the
// proxy what the API refuses it directly with 421.
import { request as httpRequest } from 'node:http';
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
  web = createWebServer({ graphqlUrl: api.url, port: 0, ssrTimeoutsMs: PATIENT_SSR_TIMEOUTS, allowedHosts: ['www.example.com'], allowedOrigins: ['https://shop.example.com'] });
  webUrl = new URL(await web.listen());
});
afterAll(async () => {
  await web.close();
  await api.close();
});

/** A request with a `Host` of our choosing (fetch always sends the URL's). */
function withHost(path: string, host: string, method = 'GET'): Promise<{ status: number; type: string; body: string; frameOptions: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(new URL(path, webUrl), { method, headers: { host, 'content-type': 'application/json', origin: `http://${host}` } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type']), body, frameOptions: String(res.headers['x-frame-options']) }));
    });
    req.on('error', reject);
    req.end(method === 'POST' ? '{}' : undefined);
  });
}

describe("the web app's Host check (DNS rebinding)", () => {
  it('refuses a name it was not given with 421, a message naming the host and the setting, and the security headers', async () => {
    for (const [path, method] of [['/', 'GET'], ['/graphql?query={__typename}', 'GET'], ['/analytics', 'POST'], ['/dev/reset', 'POST'], ['/favicon.svg', 'GET']] as const) {
      const answer = await withHost(path, `evil.example:${webUrl.port}`, method);
      expect(answer.status, path).toBe(421);
      expect(answer.type, path).toMatch(/^application\/json/);
      expect(answer.frameOptions, path).toBe('DENY');
      const { errors } = JSON.parse(answer.body) as { errors: { message: string; extensions: { code: string } }[] };
      expect(errors[0]?.message, path).toBe(
        `This site does not answer for the host 'evil.example:${webUrl.port}' (a guard against DNS rebinding). To serve it under that name, list it in MASTHEAD_ALLOWED_HOSTS (comma-separated).`,
      );
      expect(errors[0]?.extensions.code, path).toBe('HOST_NOT_ALLOWED');
    }
    expect((await withHost('/', 'not a host')).status).toBe(421);
  });

  it('answers the loopback names, its own address, the configured hosts and the allowed origins’ hosts', async () => {
    for (const host of [`127.0.0.1:${webUrl.port}`, `localhost:${webUrl.port}`, `[::1]:${webUrl.port}`, 'www.example.com', 'WWW.Example.com:443', 'shop.example.com']) {
      expect((await withHost('/favicon.svg', host)).status, host).toBe(200);
    }
  });
});

// The web server forwards the seed images to the API (which draws them) instead of drawing its own,
// and the pages it renders point at the API's absolute image URLs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiServer } from '@masthead/api';
import { createWebServer } from './server.ts';

let api: Awaited<ReturnType<typeof createApiServer>>;
let web: ReturnType<typeof createWebServer>;
let webUrl: string;
beforeAll(async () => {
  api = await createApiServer({ port: 0 });
  web = createWebServer({ graphqlUrl: api.url, port: 0 });
  webUrl = await web.listen();
});
afterAll(async () => {
  await web.close();
  await api.close();
});

describe('images on the web server', () => {
  it('forwards /img/* to the API: same SVG, same headers', async () => {
    const [viaWeb, direct] = await Promise.all([fetch(new URL('/img/covers/5.svg', webUrl)), fetch(`${api.origin}/img/covers/5.svg`)]);
    expect(viaWeb.status).toBe(200);
    expect(viaWeb.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(viaWeb.headers.get('access-control-allow-origin')).toBe('*');
    expect(await viaWeb.text()).toBe(await direct.text());
    expect((await fetch(new URL('/img/covers/1.svg.js', webUrl))).status).toBe(404);
  });

  it('still serves its own favicon', async () => {
    const res = await fetch(new URL('/favicon.svg', webUrl));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(await res.text()).toMatch(/^<svg/);
  });

  it('renders class covers with the absolute URLs the API returns', async () => {
    const html = await (await fetch(new URL('/search?query=watercolor', webUrl))).text();
    const covers = [...html.matchAll(/<img src="([^"]+)"[^>]* width="160" height="90"/g)].map((m) => m[1]);
    expect(covers.length).toBeGreaterThan(0);
    for (const src of covers) expect(src).toMatch(new RegExp(`^${api.origin.replace(/[.]/g, '\\.')}/img/covers/\\d+\\.svg$`));
  });
});

describe('the GraphQL proxy', () => {
  it('forwards a GET with its query string (the operation is there)', async () => {
    const url = new URL('/graphql', webUrl);
    url.searchParams.set('query', '{ topLevelCategories { slug } }');
    const answer = (await (await fetch(url, { headers: { accept: 'application/json' } })).json()) as { data?: { topLevelCategories: unknown[] } };
    expect(answer.data?.topLevelCategories.length).toBeGreaterThan(0);
  });

  it("a page on another site cannot write through it: the browser's Origin reaches the API", async () => {
    const res = await fetch(new URL('/dev/reset', webUrl), { method: 'POST', headers: { origin: 'https://evil.example' } });
    expect(res.status).toBe(403);
  });
});

describe('security headers', () => {
  it.each(['/', '/assets/client.css', '/graphql?query=%7B__typename%7D'])('%s: no sniffing, no full referrer to other sites, never framed', async (path) => {
    const res = await fetch(new URL(path, webUrl));
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });
});

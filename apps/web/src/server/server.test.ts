// The web server forwards the seed images to the API (which draws them) instead of drawing its own,
// and the pages it renders point at the API's absolute image URLs.
import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiServer, issueSession } from '@masthead/api';
import { PATIENT_SSR_TIMEOUTS } from './patient-timeouts.ts';
import { createWebServer } from './server.ts';

let api: Awaited<ReturnType<typeof createApiServer>>;
let web: ReturnType<typeof createWebServer>;
let webUrl: string;
beforeAll(async () => {
  api = await createApiServer({ port: 0 });
  // Its database open before the first page asks (search reads the engine's index there), as `npm start` has it.
  await api.database();
  web = createWebServer({ graphqlUrl: api.url, port: 0, ssrTimeoutsMs: PATIENT_SSR_TIMEOUTS });
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
    for (const src of covers) expect(src).toMatch(new RegExp(`^${api.origin.replace(/[.]/g, '\\.')}/img/covers/\\d+\\.png$`));
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

describe('pages hold the viewer\'s data: no cache may keep them (issue 26, item 7)', () => {
  // The HTML embeds the member's Apollo state; `Vary: cookie` alone lets a shared cache with a default
  // lifetime store it. Every page, also the ones without a member in them today.
  it.each(['/', '/?persona=teacher', '/playground', '/gallery', '/search?query=watercolor', '/signin', '/no-such-page', '/browse/illustration'])(
    '%s: Cache-Control: private, no-store',
    async (path) => {
      const res = await fetch(new URL(path, webUrl), { headers: { cookie: 'masthead_persona=member' } });
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
    },
  );

  it('a HEAD of a page says the same', async () => {
    const res = await fetch(new URL('/', webUrl), { method: 'HEAD' });
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  });
});

describe('the first paint', () => {
  it.each(['/', '/search?query=water', '/no-such-page'])('of %s waits for <main> to be parsed, so it never shows half a header', async (path) => {
    const html = await (await fetch(new URL(path, webUrl))).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="expect" href="#main" blocking="render">');
    // The element it waits for comes after the header (were it missing, the paint would wait for the whole document).
    expect(html.indexOf('<main id="main"')).toBeGreaterThan(html.indexOf('</header>'));
  });
});

describe('the page under its Content-Security-Policy', () => {
  it('runs no inline script: the page data is a JSON block, every script has a src', async () => {
    const html = await (await fetch(new URL('/?persona=teacher', webUrl))).text();
    const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1] ?? '');
    expect(scripts.length).toBeGreaterThan(1);
    for (const attributes of scripts) expect(attributes).toMatch(/\bsrc="\/assets\/|type="application\/json"/);
  });

  it('allows the inlined stylesheet by its hash, and scripts, requests and forms only from this origin', async () => {
    const res = await fetch(new URL('/', webUrl));
    const csp = res.headers.get('content-security-policy') ?? '';
    const css = /<style>([\s\S]*?)<\/style>/.exec(await res.text())?.[1] ?? '';
    const hash = createHash('sha256').update(css).digest('base64');
    expect(csp).toContain(`style-src 'self' 'sha256-${hash}'`);
    for (const directive of ["script-src 'self'", "connect-src 'self'", "form-action 'self'", "object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
  });
});

describe('server rendering when the API hangs or refuses (issue 15)', () => {
  // An endpoint that accepts connections and never answers, and one where nothing listens.
  let hanging: Server;
  let hangingUrl: string;
  const servers: ReturnType<typeof createWebServer>[] = [];
  beforeAll(async () => {
    hanging = createServer(() => undefined);
    await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
    hangingUrl = `http://127.0.0.1:${(hanging.address() as AddressInfo).port}/graphql`;
  });
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.close()));
    hanging.closeAllConnections();
    await new Promise((resolve) => hanging.close(resolve));
  });
  const refusingUrl = async () => {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise((resolve) => probe.close(resolve));
    return `http://127.0.0.1:${port}/graphql`;
  };

  it.each([
    ['hangs', () => Promise.resolve(hangingUrl)],
    ['refuses connections', refusingUrl],
  ])('the API %s: a signed-in teacher gets the header in its loading state, never a signed-out one', async (_, endpoint) => {
    const web = createWebServer({ graphqlUrl: await endpoint(), port: 0 });
    servers.push(web);
    const url = await web.listen();
    const res = await fetch(new URL('/?persona=teacher', url));
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('aria-busy="true"');
    expect(html).not.toMatch(/>Sign In<|>Sign Up</);
    // The persona the page was asked for is still the one the browser will ask about.
    expect(res.headers.get('set-cookie')).toMatch(/^masthead_persona=teacher;/);
  });

  it.each([
    ['hangs', '/', () => Promise.resolve(hangingUrl)],
    ['hangs', '/?persona=guest', () => Promise.resolve(hangingUrl)],
    ['refuses connections', '/', refusingUrl],
  ])('the API %s: a visitor without a session (%s) gets Sign In and Sign Up in the first HTML, not the loading state', async (_, path, endpoint) => {
    const web = createWebServer({ graphqlUrl: await endpoint(), port: 0 });
    servers.push(web);
    const url = await web.listen();
    const res = await fetch(new URL(path, url));
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/>Sign In</);
    expect(html).toMatch(/>Sign Up</);
    expect(html).not.toContain('aria-busy="true"');
  });
});

describe('production mode', () => {
  const SECRET = 'the web tests\' session secret, 32 characters or more';
  let prodApi: Awaited<ReturnType<typeof createApiServer>>;
  let prodUrl: string;
  let prod: ReturnType<typeof createWebServer>;
  beforeAll(async () => {
    prodApi = await createApiServer({ port: 0, production: true, sessionSecret: SECRET });
    // Its database open before the first page asks (search reads the engine's index there), as `npm start` has it.
    await prodApi.database();
    prod = createWebServer({ graphqlUrl: prodApi.url, port: 0, production: true, ssrTimeoutsMs: PATIENT_SSR_TIMEOUTS });
    prodUrl = await prod.listen();
  });
  afterAll(async () => {
    await prod.close();
    await prodApi.close();
  });

  it('?persona= signs nobody in, and says why', async () => {
    const res = await fetch(new URL('/?persona=teacher', prodUrl));
    expect(res.headers.get('set-cookie')).toBeNull();
    const html = await res.text();
    expect(html).toMatch(/>Sign In</);
    expect(html).toContain('The persona parameter signs in a demo persona in development mode only (MASTHEAD_ENV=development).');
  });

  it('renders for a session the API issued, holds no copy of it, and has no demo sign-in or reset', async () => {
    const { token } = issueSession(SECRET, 'teacher');
    const html = await (await fetch(new URL('/', prodUrl), { headers: { cookie: `masthead_persona="${token}"` } })).text();
    expect(html).toContain('>Teacher Hub<');
    // The cookie is HttpOnly: the page, which scripts read, must not hand it to them.
    expect(html).not.toContain(token.split('.').at(-1));
    expect(html).not.toContain('action="/dev/');
  });

  it("takes a persona's name for no session", async () => {
    const html = await (await fetch(new URL('/', prodUrl), { headers: { cookie: 'masthead_persona=teacher' } })).text();
    expect(html).not.toContain('>Teacher Hub<');
  });

  it.each(['/dev/login', '/dev/personas', '/dev/reset'])('%s is not there', async (path) => {
    const res = await fetch(new URL(path, prodUrl), { method: path === '/dev/personas' ? 'GET' : 'POST' });
    expect(res.status).toBe(404);
    expect(((await res.json()) as { error: string }).error).toBe(`${path} exists in development mode only; this site runs with MASTHEAD_ENV=production.`);
  });

  it('publishes no source maps (development does)', async () => {
    const html = await (await fetch(new URL('/', webUrl))).text();
    const script = /<script type="module" src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    expect((await fetch(new URL(`${script}.map`, webUrl))).status).toBe(200);
    expect((await fetch(new URL(`${script}.map`, prodUrl))).status).toBe(404);
  });
});

describe('one cookie parser for the page and the API', () => {
  it('masthead_persona="teacher" renders the teacher, as /graphql answers', async () => {
    const html = await (await fetch(new URL('/', webUrl), { headers: { cookie: 'masthead_persona="teacher"' } })).text();
    expect(html).toContain('>Teacher Hub<');
  });
});

describe('the page language (issue 11): the locale parameter, then the language cookie and Accept-Language among the translated locales, then English', () => {
  const langOf = async (path: string, headers: Record<string, string> = {}) =>
    /<html lang="([^"]*)" dir="(ltr|rtl)">/.exec(await (await fetch(new URL(path, webUrl), { headers })).text())?.slice(1, 3);

  it.each([
    ['/', {}, ['en-US', 'ltr']],
    // Every shipped locale has its catalog: a visitor's browser or cookie picks among them.
    ['/', { 'accept-language': 'es-MX,es;q=0.9,en-GB;q=0.5' }, ['es', 'ltr']],
    ['/', { 'accept-language': 'zh-CN, ar;q=0.3' }, ['ar', 'rtl']],
    ['/', { cookie: 'masthead_language=de', 'accept-language': 'fr' }, ['de', 'ltr']],
    ['/?locale=ar', { cookie: 'masthead_language=de', 'accept-language': 'es' }, ['ar', 'rtl']],
    ['/?locale=pt', { cookie: 'masthead_language=de' }, ['pt-BR', 'ltr']],
    ['/?locale=en-GB', {}, ['en-GB', 'ltr']],
    ['/?locale=ja', { 'accept-language': 'en-GB' }, ['en-GB', 'ltr']],
    ['/', { cookie: 'masthead_language="><script>', 'accept-language': '*' }, ['en-US', 'ltr']],
  ] as const)('%s with %j → %j', async (path, headers, expected) => {
    expect(await langOf(path, headers)).toEqual(expected);
  });

  it.each([
    ['es', { cookie: 'masthead_language=es' }, '>Explorar<', '¿Qué quieres aprender hoy?', 'Iniciar sesión'],
    ['ar', { 'accept-language': 'ar' }, '>تصفّح<', 'ماذا تريد أن تتعلم اليوم؟', 'تسجيل الدخول'],
  ])('the first HTML is in the language (%s): the header\'s words, its catalog preloaded, no English', async (locale, headers, browse, placeholder, signIn) => {
    const html = await (await fetch(new URL('/', webUrl), { headers })).text();
    for (const words of [browse, placeholder, signIn]) expect(html).toContain(words);
    expect(html).not.toMatch(/>Browse<|>Sign In<|What do you want to learn today\?/);
    expect(html).toMatch(new RegExp(`<link rel="modulepreload" href="/assets/${locale}-[A-Z0-9]+\\.js"`));
  });

  it('an English page preloads no catalog (English is in the bundle)', async () => {
    const html = await (await fetch(new URL('/', webUrl))).text();
    expect(html).not.toMatch(/<link rel="modulepreload" href="\/assets\/(es|fr|de|pt-BR|ar|en-XA)-/);
  });

  it('a locale the header does not ship is reported in the playground, not used', async () => {
    const html = await (await fetch(new URL('/?locale=ja', webUrl))).text();
    expect(html).toContain('Locale &quot;ja&quot; is not one the header ships (en-US, es, fr, de, pt-BR, ar); showing en-US.');
  });
});

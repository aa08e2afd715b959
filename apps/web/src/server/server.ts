import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { APP_CONFIG, type AppData, type PersonaOption } from '../app/app-data.ts';
import { negotiateLocale, shippedLocale, SHIPPED_LOCALES } from '@masthead/header-core';
import { hostnameOf, SECURITY_HEADERS } from '@masthead/header-core/security';
import { hostRefusal } from '@masthead/api/access';
import { parsePageState } from '../app/page-state.ts';
import { matchRoute } from '../app/routes.ts';
import { compress, preferredEncoding } from './compression.ts';
import { LANGUAGE_COOKIE, PERSONA_COOKIE, parseCookies, personaCookie, PRODUCTION_SESSION, SESSION_CACHE_CONTROL, SIGNED_OUT_PERSONA } from './cookies.ts';
import { faviconFor } from './images.ts';
import { handleLogout, webAccessPolicy } from './logout.ts';
import { proxy } from './proxy.ts';
import { pageContentSecurityPolicy } from './csp.ts';
import { SSR_TIMEOUTS_MS, type SsrTimeouts } from './page-data.ts';
import { renderPage } from './render.tsx';
import { staticAssets } from './static-assets.ts';

export interface WebServerOptions {
  /** The GraphQL endpoint; /analytics, /dev/* and the seed images /img/* are forwarded to the same origin. */
  graphqlUrl: string;
  port?: number;
  host?: string;
  /**
   * Production mode (`MASTHEAD_ENV=production`): no `?persona=` sign-in, no `/dev/*` routes, no
   * source maps. Development mode (the default) keeps them for the playground and the tests.
   */
  production?: boolean;
  /**
   * How long server rendering waits for each API call (defaults: `SSR_TIMEOUTS_MS`). Tests that are
   * not about a slow API give it longer, so a busy machine cannot turn their page into a loading one.
   */
  ssrTimeoutsMs?: Partial<SsrTimeouts>;
  /**
   * Origins (`https://www.example.com`) whose pages may post to the web app (`/logout`) besides its own
   * and, in development, local ones: the site's public origin behind a proxy. The API's rule.
   * Default: MASTHEAD_ALLOWED_ORIGINS (comma-separated).
   */
  allowedOrigins?: readonly string[];
  /**
   * Host names (a port is ignored) the site answers for besides loopback names, its own address and the
   * allowed origins' hosts: any other `Host` gets 421, as the API answers it (a guard against DNS
   * rebinding). Default: MASTHEAD_ALLOWED_HOSTS (comma-separated).
   */
  allowedHosts?: readonly string[];
}

/** How long the server waits for the dev persona list before it renders without it. */
const PERSONAS_TIMEOUT_MS = 500;

/**
 * The persona list comes from the API (GET /dev/personas); kept once it has answered. Null while it
 * is unknown (the API is starting, slow or offers no dev endpoints): nothing is then checked against it.
 */
function personaSource(graphqlUrl: string) {
  let cached: PersonaOption[] | null = null;
  return async (): Promise<PersonaOption[] | null> => {
    if (cached) return cached;
    try {
      const answer = await fetch(new URL('/dev/personas', graphqlUrl), { signal: AbortSignal.timeout(PERSONAS_TIMEOUT_MS) });
      const body = (await answer.json()) as unknown;
      const list = Array.isArray(body) ? body : (body as { personas?: unknown }).personas;
      if (Array.isArray(list)) {
        cached = list
          .filter((p): p is PersonaOption => typeof p?.id === 'string')
          .map((p) => ({ id: p.id, label: String(p.label ?? p.id), description: String(p.description ?? '') }));
      }
    } catch {
      // The API may be starting, slow, or may not offer dev endpoints; try again on the next request.
    }
    return cached;
  };
}

const GUEST_ONLY: PersonaOption[] = [{ id: SIGNED_OUT_PERSONA, label: 'Guest', description: 'Logged out' }];

export function createWebServer(options: WebServerOptions) {
  const graphql = new URL(options.graphqlUrl);
  const production = options.production === true;
  const personas = production ? async () => null : personaSource(options.graphqlUrl);
  const timeouts: SsrTimeouts = { ...SSR_TIMEOUTS_MS, ...options.ssrTimeoutsMs };
  const access = webAccessPolicy(production, options.allowedOrigins, options.allowedHosts);
  const assets = staticAssets({ production });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const path = url.pathname;
    // Every answer of the site (pages, assets, what the API answers through it): no MIME sniffing, no
    // full URL sent to other sites, and no framing by another page (clickjacking).
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
    // A name this site was not told it has is a page re-pointed at this machine (DNS rebinding): it gets
    // the API's 421 before anything runs, since the proxy would otherwise carry it past the API's own check.
    const host = req.headers.host ?? 'localhost';
    const misdirected = hostRefusal(access, { host, hostname: hostnameOf(host) ?? '' }, 'This site');
    if (misdirected) return void res.writeHead(misdirected.status, misdirected.headers).end(misdirected.body);
    // The query string too: a GraphQL GET carries its operation there.
    if (path === '/graphql') return proxy(req, res, new URL(`${graphql.pathname}${url.search}`, graphql));
    // The API draws the seed images (and returns them as absolute URLs); /img/* is forwarded for
    // pages or fixtures that still use the root-relative paths.
    if (production && path.startsWith('/dev/')) {
      res.writeHead(404, { 'content-type': 'application/json' });
      return void res.end(JSON.stringify({ error: `${path} exists in development mode only; this site runs with MASTHEAD_ENV=production.` }));
    }
    if (path === '/analytics' || path.startsWith('/dev/') || path.startsWith('/img/')) {
      return proxy(req, res, new URL(`${path}${url.search}`, graphql));
    }
    if (path.startsWith('/assets/')) return assets(req, res, path);
    const favicon = faviconFor(path);
    if (favicon) {
      res.writeHead(200, { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=86400' });
      return void res.end(favicon);
    }
    if (path === '/logout') return handleLogout(req, res, access);
    if (req.method !== 'GET' && req.method !== 'HEAD') return void res.writeHead(405, { allow: 'GET, HEAD' }).end();

    const cookies = parseCookies(req.headers.cookie);
    const list = await personas();
    const { state, errors } = parsePageState(url.searchParams, list && list.map((p) => p.id), production);
    // The page's language: the locale parameter, the language cookie, the browser's Accept-Language, English.
    const askedLocale = url.searchParams.get('locale');
    state.locale = negotiateLocale({ param: askedLocale, cookie: cookies.get(LANGUAGE_COOKIE), acceptLanguage: req.headers['accept-language'] });
    if (askedLocale && errors.every((e) => !e.startsWith('Locale')) && shippedLocale(askedLocale) === null) {
      errors.push(`Locale ${JSON.stringify(askedLocale.slice(0, 40))} is not one the header ships (${SHIPPED_LOCALES.join(', ')}); showing ${state.locale}.`);
    }
    // The page is rendered for the session the API will see (the same parser): a cookie the persona
    // list does not know is passed on as it is, and the API says what it makes of it. In production the
    // cookie is a signed session (the API's sessions.ts) that only the server passes on: the page, which
    // scripts read, carries no copy of it.
    const fromCookie = cookies.get(PERSONA_COOKIE) || undefined;
    const session = state.persona ?? fromCookie ?? SIGNED_OUT_PERSONA;
    const persona = production && fromCookie ? PRODUCTION_SESSION : session;
    const route = matchRoute(path);
    const data: AppData = {
      path,
      query: url.searchParams.toString(),
      route,
      state,
      errors,
      personas: production ? [] : (list ?? GUEST_ONLY),
      devTools: !production,
      persona,
      languageCookie: cookies.get(LANGUAGE_COOKIE) ?? null,
      config: APP_CONFIG,
      gallery: null,
    };
    const html = await renderPage(options.graphqlUrl, data, { session, timeouts });
    const headers: Record<string, string> = {
      'content-type': 'text/html; charset=utf-8',
      vary: 'accept-encoding, accept-language, cookie',
      // Every page, the 404 too: each embeds the viewer (its Apollo state) or may one day.
      'cache-control': SESSION_CACHE_CONTROL,
      'content-security-policy': pageContentSecurityPolicy(graphql.origin),
    };
    if (state.persona && state.persona !== fromCookie) headers['set-cookie'] = personaCookie(req, state.persona);
    const encoding = preferredEncoding(req.headers['accept-encoding']);
    if (encoding) headers['content-encoding'] = encoding;
    res.writeHead(route.status, headers);
    res.end(req.method === 'HEAD' ? undefined : encoding ? compress(html, encoding) : html);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error('[web] request failed', error);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('The page could not be rendered. The error is in the web server log.');
    });
  });
  return {
    listen(): Promise<string> {
      return new Promise((resolve) => {
        server.listen(options.port ?? 3000, options.host ?? '127.0.0.1', () => {
          const address = server.address();
          const port = typeof address === 'object' && address ? address.port : options.port;
          const host = options.host ?? '127.0.0.1';
          const origin = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
          // Our own origin from the socket we bound, never from a request's Host (as the API does); a
          // specific interface's address is a name we answer for (a wildcard one is not: list the names).
          access.ownOrigins.add(origin);
          if (host !== '0.0.0.0' && host !== '::') access.allowedHosts.add(new URL(origin).hostname);
          resolve(`${origin}/`);
        });
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The Masthead API server: graphql-yoga at /graphql plus dev routes (/dev/*), the analytics
 * sink (/analytics) and the seed images (/img/*), all on one node:http server bound to 127.0.0.1.
 *
 * Hosts and origins (http/access.ts): the API answers only for loopback names and configured hosts
 * (DNS rebinding), and takes state-changing requests only from configured origins, its own, and in
 * development local ones.
 *
 * CORS: the web app proxies to this server same-origin, so CORS is not needed for it. For
 * convenience in development (GraphiQL or a page served from another local port) GET/POST from any
 * http://localhost or http://127.0.0.1 origin is allowed with credentials; other origins, and every
 * origin in production, get no CORS headers. The images under /img/ are public:
 * `Access-Control-Allow-Origin: *` for every origin (images.ts), so pages of other hosts can show the
 * URLs the API returns.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createYoga, type Plugin } from 'graphql-yoga';
import { AnalyticsStore, createAnalyticsLimiters, handleAnalytics, type AnalyticsOptions } from './analytics.ts';
import { createContext, type ApiContext, type ApiState } from './context.ts';
import { handleDevRoute } from './dev-routes.ts';
import { corsFor, createAccessPolicy, hostRefusal, isAllowedHost, parseAllowedHosts, parseAllowedOrigins, type AccessPolicy } from './http/access.ts';
import { guardRequest } from './http/guards.ts';
import { clientAddress } from './http/rate-limit.ts';
import { jsonReply, type HttpReply } from './http/reply.ts';
import { IMAGE_CORS_HEADERS, handleImageRoute, normalizeImageOrigin } from './images.ts';
import { contentLanguagePlugin } from './language.ts';
import type { DatabaseTarget } from './db/types.ts';
import { parseDatabaseTarget } from './db/urls.ts';
import { NotificationStore } from './notifications/store.ts';
import { sharedEventExecutionPlugin } from './notifications/shared-execution.ts';
import { SharedReads } from './notifications/shared-reads.ts';
import { SLOW_READER_BOUNDS, type SlowReaderBounds } from './notifications/slow-reader.ts';
import { streamSlotsPlugin, type NodeServerContext } from './notifications/stream-slots.ts';
import { StreamCounter, type StreamStats } from './notifications/streams.ts';
import { cachingPlugin, persistedOperationsPlugin } from './persisted.ts';
import { LIMITS, limitsPlugin } from './limits.ts';
import { createApiSchema } from './schema.ts';
import { textInputPlugin } from './text-input.ts';
import { getCatalog } from './seed/index.ts';
import { requireSessionSecret, SESSION_SECRET_ENV } from './sessions.ts';
import { warmUpApi, type WarmUpRun } from './warm-up.ts';

/** Options of createApiServer / createApiApp. */
export interface ApiServerOptions {
  /** TCP port; 0 (the default) picks a free one. */
  port?: number;
  /** Interface to bind; default 127.0.0.1 (never exposed beyond this machine). */
  host?: string;
  /** Clock in epoch ms for "now" (live notifications, analytics receipt); default Date.now. */
  now?: () => number;
  /** Yoga's request/error logging; default false, so test output stays quiet. */
  logging?: boolean;
  /**
   * Scheme, host and port (optionally a path prefix) under which clients load the images the data
   * refers to: image URLs are returned as `${imageOrigin}/img/...`, e.g. a CDN in front of this
   * server. Default: this server's own origin (createApiServer: `http://127.0.0.1:{bound port}`;
   * createApiApp: the origin each request was addressed to).
   */
  imageOrigin?: string | undefined;
  /**
   * Production mode (MASTHEAD_ENV=production): only the persisted operations of @masthead/graphql run
   * (so no introspection or ad-hoc documents), no `/dev/*` routes (no persona sign-in, no reset), no
   * field suggestions in errors. Default false: development.
   */
  production?: boolean;
  /**
   * Production's session secret (32 characters or more): the session cookie must be a token signed with
   * it (sessions.ts). Default: MASTHEAD_SESSION_SECRET. Production refuses to start without one;
   * development ignores it (the cookie names a persona there).
   */
  sessionSecret?: string | undefined;
  /** Milliseconds one request may spend resolving fields (default LIMITS.budgetMs); for tests. */
  requestBudgetMs?: number;
  /**
   * Origins (`https://www.example.com`) whose pages may make state-changing requests besides the API's
   * own (and, in development, local ones): the web app's origin, whose proxy passes the browser's
   * `Origin` on. Their hosts are answered too. Default: MASTHEAD_ALLOWED_ORIGINS (comma-separated).
   */
  allowedOrigins?: readonly string[];
  /**
   * Host names (a port is ignored) the API answers for besides loopback names, the allowed origins'
   * hosts and the image origin's: any other `Host` gets 421. Default: MASTHEAD_ALLOWED_HOSTS.
   */
  allowedHosts?: readonly string[];
  /**
   * Where notifications live (issue 22): `memory` (the default: every server starts from the seed, in
   * an embedded PGlite), a folder (embedded PGlite that keeps its data; `npm start` uses
   * apps/api/.data/pglite), or a `postgres://` URL of a PostgreSQL server shared by several instances.
   */
  database?: string | DatabaseTarget;
  /** Open `notificationEvents` streams one session may hold before 429 (default MAX_STREAMS_PER_SESSION, 8). */
  maxStreamsPerSession?: number | undefined;
  /**
   * Open streams one client address may hold before 429 (default MAX_STREAMS_PER_ADDRESS, 128): the address
   * the analytics limiter keys on, so every local test client is one address.
   */
  maxStreamsPerAddress?: number | undefined;
  /** Open streams the process holds at most before 429 (default MAX_STREAMS_PER_PROCESS, 4,096). */
  maxStreams?: number | undefined;
  /** When a stream's slow reader is cut off, and its backlog collapsed (default SLOW_READER_BOUNDS); for tests. */
  slowReaders?: Partial<SlowReaderBounds>;
  /**
   * Before listening, open the database and run the reads a first page makes (warm-up.ts), so that the
   * first request a new instance takes is answered as fast as later ones. Default false (tests start
   * many servers); `npm start`'s API and a production start do it.
   */
  warmUp?: boolean;
  /** The analytics sink's bounds: store bytes and rate limits (defaults in analytics.ts); for tests. */
  analytics?: AnalyticsOptions | undefined;
}

/** What node:http hands yoga along with each request: the socket tells who the client is. */
type ServerContext = NodeServerContext;

/** A running server. */
export interface ApiServer {
  /** The GraphQL endpoint, e.g. http://127.0.0.1:4000/graphql. */
  url: string;
  /** Scheme, host and port, e.g. http://127.0.0.1:4000. */
  origin: string;
  /** The origin image URLs in data point to (the imageOrigin option, else `origin`). */
  imageOrigin: string;
  port: number;
  /** Restores the seeded notification state and clears analytics (same as POST /dev/reset). */
  reset(): Promise<void>;
  /** What holds the notifications, e.g. `PGlite 0.5.16 (PostgreSQL 18.6), in memory` (opens it when not yet open). */
  database(): Promise<string>;
  /** What the warm-up before listening ran, and how long each read took (null without `warmUp`). */
  warmUp: WarmUpRun | null;
  /** The notification streams open now, and the bytes they hold unsent. */
  streams(): StreamStats;
  /** Stops accepting requests, closes open connections and the database. */
  close(): Promise<void>;
}

const isImagePath = (pathname: string): boolean => pathname.startsWith('/img/');

async function routeReply(request: Request, pathname: string, state: ApiState, client: string): Promise<HttpReply | null> {
  const production = state.production;
  if (pathname === '/analytics') {
    // Reading the sink (every visitor's events) and emptying it are development tools.
    if (production && request.method !== 'POST') {
      return jsonReply(405, { error: `${request.method} /analytics exists in development mode only; production takes POST.` }, { allow: 'POST' });
    }
    return handleAnalytics(request, state.analytics, state.analyticsLimiters, { address: client }, state.now);
  }
  if (pathname.startsWith('/dev/')) {
    if (production) return jsonReply(404, { error: `${pathname} exists in development mode only; this API runs with MASTHEAD_ENV=production.` });
    return handleDevRoute(request, pathname, state);
  }
  if (isImagePath(pathname)) return handleImageRoute(request, pathname);
  return null;
}

function routesPlugin(state: ApiState, policy: AccessPolicy): Plugin<object, ServerContext> {
  return {
    async onRequest({ request, url, endResponse, fetchAPI, serverContext }) {
      // Refused before anything is read or run (host, size, content type, origin), else a route of ours.
      const client = clientAddress(serverContext.req?.socket.remoteAddress, request.headers.get('x-forwarded-for'));
      const reply: HttpReply | null =
        hostRefusal(policy, url) ?? guardRequest(request, url.pathname, policy) ?? (await routeReply(request, url.pathname, state, client));
      if (reply) endResponse(new fetchAPI.Response(reply.body ?? null, { status: reply.status, headers: reply.headers ?? {} }));
    },
    // Yoga's CORS plugin answers every OPTIONS preflight itself (before onRequest above); for the
    // public images the preflight gets the same any-origin answer as the images.
    onResponse({ request, response }) {
      // Every answer: no MIME sniffing, no full URL to other sites, never framed (issue 15).
      response.headers.set('x-content-type-options', 'nosniff');
      response.headers.set('referrer-policy', 'strict-origin-when-cross-origin');
      response.headers.set('x-frame-options', 'DENY');
      response.headers.set('content-security-policy', "frame-ancestors 'none'");
      if (request.method !== 'OPTIONS' || !isImagePath(new URL(request.url).pathname)) return;
      for (const [name, value] of Object.entries(IMAGE_CORS_HEADERS)) response.headers.set(name, value);
      response.headers.set('access-control-allow-methods', 'GET, HEAD');
      response.headers.set('access-control-max-age', '86400');
      const requested = request.headers.get('access-control-request-headers');
      if (requested) response.headers.set('access-control-allow-headers', requested);
    },
  };
}

/** The request handler without a listening socket (mountable in another node:http server). */
export function createApiApp(options: Omit<ApiServerOptions, 'port' | 'host'> = {}) {
  const now = options.now ?? Date.now;
  const production = options.production === true;
  // Before anything is opened: production without a way to check sessions does not start.
  const sessionSecret = production ? requireSessionSecret(options.sessionSecret ?? process.env[SESSION_SECRET_ENV], options.sessionSecret === undefined ? SESSION_SECRET_ENV : 'The sessionSecret option') : null;
  const imageOrigin = options.imageOrigin === undefined ? null : normalizeImageOrigin(options.imageOrigin);
  const policy = createAccessPolicy({
    production,
    allowedOrigins: options.allowedOrigins ?? parseAllowedOrigins(process.env['MASTHEAD_ALLOWED_ORIGINS']),
    allowedHosts: options.allowedHosts ?? parseAllowedHosts(process.env['MASTHEAD_ALLOWED_HOSTS']),
    imageOrigin,
  });
  const state: ApiState = {
    notifications: new NotificationStore(getCatalog, now, typeof options.database === 'string' ? parseDatabaseTarget(options.database) : options.database),
    streams: new StreamCounter({ perSession: options.maxStreamsPerSession, perAddress: options.maxStreamsPerAddress, perProcess: options.maxStreams }),
    slowReaders: { ...SLOW_READER_BOUNDS, ...options.slowReaders },
    liveReads: new SharedReads(),
    analytics: new AnalyticsStore(options.analytics?.storeBytes),
    analyticsLimiters: createAnalyticsLimiters(options.analytics ?? {}, now),
    now,
    production,
    sessionSecret,
    imageOrigin,
  };
  const yoga = createYoga<ServerContext, ApiContext>({
    schema: createApiSchema(),
    graphqlEndpoint: '/graphql',
    context: ({ request, params }) => createContext(state, request, options.requestBudgetMs ?? LIMITS.budgetMs, params.operationName),
    landingPage: false,
    // No GraphiQL in production (nor its HTML answer to a browser's Accept: text/html). Yoga answers
    // GraphiQL before our routes see the request, so the host rule is applied here too.
    graphiql: production ? false : (request) => isAllowedHost(policy, new URL(request.url).hostname),
    logging: options.logging ?? false,
    cors: (request) => {
      // The images carry their own any-origin headers (see routesPlugin); leave them untouched.
      if (isImagePath(new URL(request.url).pathname)) return false;
      return corsFor(policy, request);
    },
    plugins: [
      routesPlugin(state, policy),
      persistedOperationsPlugin({ production }),
      limitsPlugin({ production }),
      textInputPlugin(),
      cachingPlugin('/graphql'),
      contentLanguagePlugin('/graphql'),
      sharedEventExecutionPlugin(),
      streamSlotsPlugin(state.streams, state.slowReaders),
    ],
  });
  const reset = async (): Promise<void> => {
    await state.notifications.reset();
    state.analytics.clear();
  };
  return { yoga, state, policy, reset, close: () => state.notifications.close() };
}

/** Starts the API on `host:port` and resolves once it is listening. */
export async function createApiServer(options: ApiServerOptions = {}): Promise<ApiServer> {
  const { yoga, state, policy, reset, close } = createApiApp(options);
  const host = options.host ?? '127.0.0.1';
  if (options.warmUp) await state.notifications.database();
  const server = createServer(yoga);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const origin = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  // Only now is the port known (port 0 picks one); no request can have arrived before this.
  state.imageOrigin ??= origin;
  // Our own origin from the socket we bound, never from a request's Host; a specific interface's
  // address is a name we answer for (a wildcard one is not: list the machine's names instead).
  policy.ownOrigins.add(origin);
  if (host !== '0.0.0.0' && host !== '::') policy.allowedHosts.add(new URL(origin).hostname);
  // Through its own socket: the first request's cost is mostly on the HTTP path (the adapter's and the
  // plugins' code compiled), not in the operation; a balancer asks only once the process says it is ready.
  const warmUp = options.warmUp ? await warmUpApi(`${origin}/graphql`, state.sessionSecret) : null;
  return {
    url: `${origin}/graphql`,
    origin,
    imageOrigin: state.imageOrigin,
    port,
    reset,
    database: async () => (await state.notifications.database()).engine,
    streams: () => state.streams.stats(),
    warmUp,
    close: async () => {
      await new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      });
      await close();
    },
  };
}

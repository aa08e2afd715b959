/**
 * The Masthead API server: graphql-yoga at /graphql plus dev routes (/dev/*) and the analytics
 * sink (/analytics), all on one node:http server bound to 127.0.0.1.
 *
 * CORS: the web app proxies to this server same-origin, so CORS is not needed for it. For
 * convenience (GraphiQL or a page served from another local port) GET/POST from any
 * http://localhost or http://127.0.0.1 origin is allowed with credentials; other origins get no
 * CORS headers.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createYoga, type Plugin } from 'graphql-yoga';
import { AnalyticsStore, handleAnalytics } from './analytics.ts';
import { createContext, type ApiContext, type ApiState } from './context.ts';
import { handleDevRoute } from './dev-routes.ts';
import type { HttpReply } from './http/reply.ts';
import { NotificationStore } from './notifications/store.ts';
import { createApiSchema } from './schema.ts';
import { getCatalog } from './seed/index.ts';

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
}

/** A running server. */
export interface ApiServer {
  /** The GraphQL endpoint, e.g. http://127.0.0.1:4000/graphql. */
  url: string;
  /** Scheme, host and port, e.g. http://127.0.0.1:4000. */
  origin: string;
  port: number;
  /** Restores the seeded notification state and clears analytics (same as POST /dev/reset). */
  reset(): void;
  /** Stops accepting requests and closes open connections. */
  close(): Promise<void>;
}

const LOCAL_ORIGIN_RE = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

function routesPlugin(state: ApiState): Plugin {
  return {
    async onRequest({ request, url, endResponse, fetchAPI }) {
      let reply: HttpReply | null = null;
      if (url.pathname === '/analytics') reply = await handleAnalytics(request, state.analytics, state.now);
      else if (url.pathname.startsWith('/dev/')) reply = await handleDevRoute(request, url.pathname, state);
      if (reply) endResponse(new fetchAPI.Response(reply.body ?? null, { status: reply.status, headers: reply.headers ?? {} }));
    },
  };
}

/** The request handler without a listening socket (mountable in another node:http server). */
export function createApiApp(options: Pick<ApiServerOptions, 'now' | 'logging'> = {}) {
  const now = options.now ?? Date.now;
  const catalog = getCatalog();
  const state: ApiState = { catalog, notifications: new NotificationStore(catalog, now), analytics: new AnalyticsStore(), now };
  const yoga = createYoga<object, ApiContext>({
    schema: createApiSchema(),
    graphqlEndpoint: '/graphql',
    context: ({ request }) => createContext(state, request),
    landingPage: false,
    logging: options.logging ?? false,
    cors: (request) => {
      const origin = request.headers.get('origin');
      return origin && LOCAL_ORIGIN_RE.test(origin)
        ? { origin: [origin], credentials: true, methods: ['GET', 'POST'] }
        : false;
    },
    plugins: [routesPlugin(state)],
  });
  const reset = (): void => {
    state.notifications.reset();
    state.analytics.clear();
  };
  return { yoga, state, reset };
}

/** Starts the API on `host:port` and resolves once it is listening. */
export async function createApiServer(options: ApiServerOptions = {}): Promise<ApiServer> {
  const { yoga, reset } = createApiApp(options);
  const host = options.host ?? '127.0.0.1';
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
  return {
    url: `${origin}/graphql`,
    origin,
    port,
    reset,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

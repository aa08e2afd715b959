/** Test helpers: start a real server on a random port and call it over HTTP like a client would. */
import { request as httpRequest } from 'node:http';
import { print, type DocumentNode } from 'graphql';
import { PERSISTED_OPERATIONS } from '@masthead/graphql';
import { createApiServer, type ApiServer, type ApiServerOptions } from '../src/index.ts';
import { issueSession } from '../src/sessions.ts';

/** Result and variables types carried by a generated TypedDocumentNode. */
type Decorated<R, V> = { __apiType?: (variables: V) => R };
export type ResultOf<D> = D extends Decorated<infer R, infer _V> ? R : never;
export type VariablesOf<D> = D extends Decorated<infer _R, infer V> ? V : never;

export interface GqlError {
  message: string;
  path?: Array<string | number>;
  extensions?: { code?: string };
}

export interface GqlResponse<T> {
  data?: T | null;
  errors?: GqlError[];
}

/** The session secret of the test suite's production servers (startServer adds it). */
export const TEST_SESSION_SECRET = 'a test secret, 32 characters or more, never used outside tests';

const productionServers = new WeakSet<ApiServer>();

export async function startServer(options: ApiServerOptions = {}): Promise<ApiServer> {
  // Tests assert behaviour, not speed: the per-request budget (2 s in production) is a minute here, so a first
  // search on a loaded machine is not stopped by it. A test of the budget passes its own.
  const server = await createApiServer({ port: 0, requestBudgetMs: 60_000, ...(options.production ? { sessionSecret: TEST_SESSION_SECRET } : {}), ...options });
  if (options.production) productionServers.add(server);
  // The database open before the first request, as `npm start` and the e2e workers have it: suggestions and
  // search read the engine's index there (issue 33). One that cannot open yet (a server down on purpose)
  // is opened again by the first request that needs it.
  await server.database().catch(() => undefined);
  return server;
}

/**
 * The session cookie's value for a persona on this server: the persona's id in development, a session
 * signed with the suite's secret in production (as `npm run session` issues one); the signed-out guest has none.
 */
export function sessionOf(server: ApiServer, persona: string): string {
  if (!productionServers.has(server) || persona === 'guest') return persona;
  return issueSession(TEST_SESSION_SECRET, persona).token;
}

/** A `Cookie` header signing a persona in on this server (sessionOf). */
export function sessionCookie(server: ApiServer, persona: string): string {
  return `masthead_persona=${encodeURIComponent(sessionOf(server, persona))}`;
}

/** Runs a generated document against the server, optionally as a persona (cookie). */
export async function gql<D extends DocumentNode>(
  server: ApiServer,
  document: D,
  variables: VariablesOf<D> | Record<string, unknown> = {},
  persona?: string,
): Promise<GqlResponse<ResultOf<D>>> {
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  if (persona !== undefined) headers['cookie'] = sessionCookie(server, persona);
  const res = await fetch(server.url, { method: 'POST', headers, body: JSON.stringify({ query: print(document), variables }) });
  return (await res.json()) as GqlResponse<ResultOf<D>>;
}

/** Runs a raw query string (for fields the generated documents do not select). */
export async function rawGql<T = Record<string, unknown>>(
  server: ApiServer,
  query: string,
  variables: Record<string, unknown> = {},
  persona?: string,
): Promise<GqlResponse<T>> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (persona !== undefined) headers['cookie'] = sessionCookie(server, persona);
  const res = await fetch(server.url, { method: 'POST', headers, body: JSON.stringify({ query, variables }) });
  return (await res.json()) as GqlResponse<T>;
}

/**
 * Runs a document (generated or raw text) with extra request headers — Accept-Language, a
 * `masthead_language` cookie — and answers the response headers too. A persona's cookie is added to
 * any cookie in `headers`.
 */
export async function gqlWith<T = Record<string, unknown>>(
  server: ApiServer,
  document: DocumentNode | string,
  variables: Record<string, unknown> = {},
  options: { persona?: string; headers?: Record<string, string> } = {},
): Promise<{ headers: Headers; body: GqlResponse<T> }> {
  const { cookie, ...rest } = options.headers ?? {};
  const cookies = [cookie, options.persona === undefined ? undefined : sessionCookie(server, options.persona)].filter(Boolean);
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json', ...rest };
  if (cookies.length) headers['cookie'] = cookies.join('; ');
  const query = typeof document === 'string' ? document : print(document);
  const res = await fetch(server.url, { method: 'POST', headers, body: JSON.stringify({ query, variables }) });
  return { headers: res.headers, body: (await res.json()) as GqlResponse<T> };
}

/** Data of a response that must have succeeded; fails the test with the errors otherwise. */
export function dataOf<T>(response: GqlResponse<T>): T {
  if (response.errors?.length || !response.data) {
    throw new Error(`GraphQL errors: ${JSON.stringify(response.errors)}`);
  }
  return response.data;
}

/** The single error message of a response that must have failed. */
export function errorOf(response: GqlResponse<unknown>): string {
  const message = response.errors?.[0]?.message;
  if (!message) throw new Error(`expected an error, got ${JSON.stringify(response.data)}`);
  return message;
}

/** POST JSON to a non-GraphQL route. */
export function postJson(server: ApiServer, path: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${server.origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
    redirect: 'manual',
  });
}

/** The path of a persisted GET, as the web app's Apollo client sends it: name, variables, then the id. */
export function persistedGetPath(operationName: string, variables: Record<string, unknown>): string {
  const id = PERSISTED_OPERATIONS[operationName];
  if (!id) throw new Error(`No persisted operation named ${operationName}.`);
  const params = new URLSearchParams({
    operationName,
    variables: JSON.stringify(variables),
    extensions: JSON.stringify({ persistedQuery: { version: 1, sha256Hash: id } }),
  });
  return `/graphql?${params.toString()}`;
}

/**
 * Runs a persisted operation of @masthead/graphql by its id, as a client with persisted operations
 * does: POST with the id in `extensions.persistedQuery` (no text), or GET with it in the URL.
 */
export async function persisted<T = Record<string, unknown>>(
  server: ApiServer,
  operationName: string,
  variables: Record<string, unknown> = {},
  options: { persona?: string; method?: 'GET' | 'POST'; headers?: Record<string, string> } = {},
): Promise<{ status: number; headers: Headers; body: GqlResponse<T> }> {
  const id = PERSISTED_OPERATIONS[operationName];
  if (!id) throw new Error(`No persisted operation named ${operationName}.`);
  const extensions = { persistedQuery: { version: 1, sha256Hash: id } };
  const { cookie, ...extra } = options.headers ?? {};
  const headers: Record<string, string> = { accept: 'application/json', ...extra };
  const cookies = [cookie, options.persona === undefined ? undefined : sessionCookie(server, options.persona)].filter(Boolean);
  if (cookies.length) headers['cookie'] = cookies.join('; ');
  let res: Response;
  if (options.method === 'GET') {
    res = await fetch(new URL(persistedGetPath(operationName, variables), server.url), { headers });
  } else {
    res = await fetch(server.url, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify({ operationName, variables, extensions }) });
  }
  return { status: res.status, headers: res.headers, body: (await res.json()) as GqlResponse<T> };
}

/**
 * A request over node:http, which (unlike fetch) sends the `Host` header it is given: what a page
 * reached through DNS rebinding, or a proxy, sends.
 */
export function rawRequest(
  server: ApiServer,
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; text: string }> {
  return new Promise((resolve, reject) => {
    const body = options.body ?? null;
    const headers = { ...(body === null ? {} : { 'content-length': String(Buffer.byteLength(body)) }), ...options.headers };
    const req = httpRequest(`${server.origin}${path}`, { method: options.method ?? 'GET', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body ?? undefined);
  });
}

/** One GraphQL-over-SSE stream, read as a client does: `next()` resolves with each event's payload. */
export interface EventStream<T> {
  status: number;
  headers: Headers;
  /** The next `next` event's payload (waits for it); rejects when the stream ends first. */
  next(): Promise<GqlResponse<T>>;
  close(): void;
}

/**
 * Opens a subscription over Server-Sent Events (yoga's distinct-connections mode, what graphql-sse's
 * client speaks): a POST that accepts only `text/event-stream`. A refused stream (429) resolves with its
 * status and nothing to read.
 */
export async function openEventStream<T = Record<string, unknown>>(
  server: ApiServer,
  body: { query?: string; extensions?: Record<string, unknown>; variables?: Record<string, unknown> },
  persona?: string,
  extraHeaders: Record<string, string> = {},
): Promise<EventStream<T>> {
  const controller = new AbortController();
  const headers: Record<string, string> = { ...extraHeaders, 'content-type': 'application/json', accept: 'text/event-stream' };
  if (persona !== undefined) headers['cookie'] = sessionCookie(server, persona);
  const res = await fetch(server.url, { method: 'POST', headers, body: JSON.stringify(body), signal: controller.signal });
  const events: Array<GqlResponse<T>> = [];
  const waiting: Array<{ resolve: (v: GqlResponse<T>) => void; reject: (e: Error) => void }> = [];
  let ended: Error | null = null;
  if (res.body && (res.headers.get('content-type') ?? '').includes('text/event-stream')) {
    void (async () => {
      const decoder = new TextDecoder();
      let buffer = '';
      try {
        for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
          buffer += decoder.decode(chunk, { stream: true });
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const lines = block.split('\n');
            const type = lines.find((l) => l.startsWith('event:'))?.slice(6).trim();
            const data = lines.filter((l) => l.startsWith('data:')).map((l) => l.slice(5).trim()).join('\n');
            if (type !== 'next' || data === '') continue;
            const payload = JSON.parse(data) as GqlResponse<T>;
            const waiter = waiting.shift();
            if (waiter) waiter.resolve(payload);
            else events.push(payload);
          }
        }
        ended = new Error('the stream ended');
      } catch (error) {
        ended = error as Error;
      }
      for (const w of waiting.splice(0)) w.reject(ended);
    })();
  } else {
    ended = new Error(`not an event stream (HTTP ${res.status})`);
  }
  return {
    status: res.status,
    headers: res.headers,
    next: () => {
      const ready = events.shift();
      if (ready) return Promise.resolve(ready);
      if (ended) return Promise.reject(ended);
      return new Promise((resolve, reject) => waiting.push({ resolve, reject }));
    },
    close: () => controller.abort(),
  };
}

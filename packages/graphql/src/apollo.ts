// `@masthead/graphql/apollo`: the Apollo link that speaks this contract (an entry of its own, so the
// contract itself needs no Apollo; fine on the server and in the browser).
import { ApolloLink } from '@apollo/client';
import { print, type DocumentNode } from 'graphql';
import type { Client as SseClient, RequestParams } from 'graphql-sse';
import { Observable } from 'rxjs';
import { PERSISTED_OPERATIONS, PUBLIC_OPERATIONS } from './persisted.ts';

export interface PersistedOperationsLinkOptions {
  /** Send the public queries (suggestions, popular searches, top-level categories) as cacheable GETs. Default true; false keeps every request a POST (a server render, say). */
  get?: boolean;
}

/** A copy with the keys of every object in sorted order, so equal values serialise to equal bytes. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.keys(value).sort().map((key) => [key, canonical((value as Record<string, unknown>)[key])]));
}

/**
 * An Apollo link for the header's operations (issue 10): each is sent as its persisted id
 * (`extensions.persistedQuery.sha256Hash`) instead of its text, which an API in production mode
 * requires. The public queries go out as GET with the id and the variables in the URL, variables in a
 * stable order, so equal requests are byte-equal and any HTTP cache can answer them. Operations the
 * header does not own pass through untouched. Put it before the HttpLink:
 * `from([persistedOperationsLink(), new HttpLink({ uri })])`.
 */
export function persistedOperationsLink(options: PersistedOperationsLinkOptions = {}): ApolloLink {
  const get = options.get !== false;
  return new ApolloLink((operation, forward) => {
    const id = PERSISTED_OPERATIONS[operation.operationName ?? ''];
    if (!id) return forward(operation);
    operation.extensions['persistedQuery'] = { version: 1, sha256Hash: id };
    const asGet = get && operation.operationType === 'query' && PUBLIC_OPERATIONS.has(operation.operationName ?? '');
    if (asGet) Object.assign(operation, { variables: canonical(operation.variables) });
    operation.setContext(({ http, fetchOptions }: { http?: object; fetchOptions?: object }) => ({
      http: { ...http, includeQuery: false, includeExtensions: true },
      ...(asGet ? { fetchOptions: { ...fetchOptions, method: 'GET' } } : {}),
    }));
    return forward(operation);
  });
}

export interface SseLinkOptions {
  /** The GraphQL endpoint that serves subscriptions over Server-Sent Events, e.g. `/graphql`. */
  uri: string;
  /** Sent with every stream request (e.g. `accept-language`). */
  headers?: Record<string, string>;
  /** Whether the browser sends cookies: the session's stream needs them. Default `same-origin`. */
  credentials?: 'omit' | 'same-origin' | 'include';
}

/** A stream that ended in an HTTP refusal: `status` says which (401, 429, 5xx…), for the client's backoff. */
export class StreamRefusedError extends Error {
  constructor(
    readonly status: number,
    /** The answer's Retry-After, in seconds (a date is turned into the seconds until it), when it had one. */
    readonly retryAfter?: number,
  ) {
    super(`The event stream was refused with HTTP ${status}${retryAfter === undefined ? '' : ` (retry after ${retryAfter} s)`}.`);
  }
}

/** Retry-After's seconds, or its HTTP date as seconds from now; undefined when absent or not understood. */
export function parseRetryAfter(value: string | null | undefined, now = Date.now()): number | undefined {
  if (!value) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

/**
 * An Apollo link for subscriptions over GraphQL over Server-Sent Events (issue 21): the protocol
 * graphql-yoga serves, in its "distinct connections" mode, spoken by the `graphql-sse` client, which is
 * loaded on the first subscription (a page that never subscribes never downloads it). One HTTP
 * request per subscription; it carries the session cookie and passes through nginx and CDNs. A persisted
 * operation (persistedOperationsLink before it) goes out as its id only. It never retries by itself: a
 * refusal errors with StreamRefusedError (its status and Retry-After), a dropped connection errors too, and the caller
 * decides when to try again (the header's live connection backs off with jitter). Route subscriptions
 * to it: `split(isSubscription, sseLink({ uri: '/graphql' }), httpLink)`.
 */
export function sseLink(options: SseLinkOptions): ApolloLink {
  let client: Promise<SseClient> | undefined;
  const open = () =>
    (client ??= import('graphql-sse').then(({ createClient }) =>
      createClient({
        url: options.uri,
        credentials: options.credentials ?? 'same-origin',
        headers: options.headers ?? {},
        retryAttempts: 0,
        singleConnection: false,
      }),
    ));
  return new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        let dispose: (() => void) | undefined;
        let closed = false;
        const persisted = operation.extensions['persistedQuery'] !== undefined;
        const payload: RequestParams = {
          ...(operation.operationName ? { operationName: operation.operationName } : {}),
          variables: operation.variables,
          extensions: operation.extensions,
          // An operation sent by id carries no text (an API in production mode refuses text).
          query: persisted ? (undefined as unknown as string) : print(operation.query),
        };
        open().then(
          (sse) => {
            if (closed) return;
            dispose = sse.subscribe(payload, {
              next: (result) => observer.next(result as ApolloLink.Result),
              error: (error: unknown) => {
                const response = (error as { response?: { status?: unknown; headers?: { get?: (name: string) => string | null } } } | null)?.response;
                const status = response?.status;
                observer.error(typeof status === 'number' ? new StreamRefusedError(status, parseRetryAfter(response?.headers?.get?.('retry-after'))) : error);
              },
              complete: () => observer.complete(),
            });
          },
          (error: unknown) => observer.error(error),
        );
        return () => {
          closed = true;
          dispose?.();
        };
      }),
  );
}

/** Whether an operation is a subscription (for `split`). */
export function isSubscription({ query }: { query: DocumentNode }): boolean {
  return query.definitions.some((d) => d.kind === 'OperationDefinition' && d.operation === 'subscription');
}

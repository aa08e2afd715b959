// What the HTTP cache scenario sends: the browser's requests (made by a real ApolloClient), timed one
// block at a time, and the requests each API receives, counted as node:http receives them.
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { performance } from 'node:perf_hooks';

/**
 * The request the browser sends for each distinct query: a real ApolloClient (the web app's links:
 * persistedOperationsLink() before an HttpLink at /graphql) with a fetch that records the request and
 * answers nothing. Returns query → { path, headers } (path = the request target, `/graphql?…`).
 */
export async function browserRequests(queries) {
  const [{ ApolloClient, HttpLink, InMemoryCache, from }, { persistedOperationsLink }, { GetSearchSuggestionsDocument }, { buildSuggestionVariables }] = await Promise.all([
    import('@apollo/client'),
    import('@masthead/graphql/apollo'),
    import('@masthead/graphql'),
    import('@masthead/header-core/machines'),
  ]);
  let seen = null;
  const recordOnly = async (url, init) => {
    seen = { path: String(url), headers: Object.fromEntries(new Headers(init?.headers ?? {})), method: init?.method ?? 'GET' };
    throw new Error('recorded');
  };
  const client = new ApolloClient({ cache: new InMemoryCache(), link: from([persistedOperationsLink(), new HttpLink({ uri: '/graphql', fetch: recordOnly })]) });
  const requests = new Map();
  for (const query of queries) {
    seen = null;
    // What the search machine sends for a visitor without the high-quality flag (logged out, or logged
    // in without it; the header passes no analytics tags): variablesFor(context, query).
    const variables = buildSuggestionVariables({ query, loggedIn: false, flagOn: false });
    await client.query({ query: GetSearchSuggestionsDocument, variables, fetchPolicy: 'no-cache' }).catch(() => {});
    if (!seen || seen.method !== 'GET') throw new Error(`Apollo did not send GetSearchSuggestions as a GET for "${query}" (${seen?.method ?? 'nothing sent'})`);
    requests.set(query, seen);
  }
  return { requests, client: { ApolloClient, HttpLink, InMemoryCache, from, persistedOperationsLink, GetSearchSuggestionsDocument, buildSuggestionVariables } };
}

/** Requests that reach each of the given servers, counted as node:http receives them. */
export function countRequests(ports) {
  const counts = new Map(ports.map((p) => [p, 0]));
  const onStart = ({ server }) => {
    const port = server.address()?.port;
    if (counts.has(port)) counts.set(port, counts.get(port) + 1);
  };
  subscribe('http.server.request.start', onStart);
  return {
    get: (port) => counts.get(port),
    reset: () => {
      for (const p of counts.keys()) counts.set(p, 0);
    },
    stop: () => unsubscribe('http.server.request.start', onStart),
  };
}

async function timedGet(origin, request, cookie) {
  const t0 = performance.now();
  const response = await fetch(`${origin}${request.path}`, {
    headers: { ...request.headers, cookie, 'accept-encoding': 'gzip, deflate, br, zstd' },
  });
  const body = await response.arrayBuffer();
  return {
    ms: performance.now() - t0,
    status: response.status,
    cache: response.headers.get('x-cache-status'),
    etag: response.headers.get('etag'),
    cacheControl: response.headers.get('cache-control'),
    bytes: body.byteLength,
  };
}

/** Lookups [from, to) through one path with `concurrency` requests in flight, in order. */
export async function runBlock({ origin, lookups, requests, from, to, concurrency, into }) {
  let next = from;
  const worker = async () => {
    while (next < to) {
      const i = next;
      next += 1;
      into[i] = await timedGet(origin, requests.get(lookups[i].query), lookups[i].cookie);
    }
  };
  const t0 = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  return performance.now() - t0;
}

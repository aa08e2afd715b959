/**
 * HEAD on GraphQL GETs (issue 35): yoga answers a GraphQL request only as GET or POST, so a HEAD, which
 * HTTP caches, link checkers and monitors send to learn an answer's headers, got 405. A HEAD is run as
 * the GET it names: every later hook (the guards, persisted operations, Cache-Control and the ETag) sees
 * the GET, and Node's server sends the answer's status and headers without its body, as it does for
 * every HEAD. A stream (Accept: text/event-stream) is left alone: as a HEAD it would hold a
 * subscription open with nobody reading it.
 */
import type { Plugin } from 'graphql-yoga';

type OnRequest = NonNullable<Plugin['onRequest']>;

/** The onRequest hook that turns a HEAD of `graphqlEndpoint` into its GET. */
export function headAsGet(graphqlEndpoint: string): OnRequest {
  return ({ request, url, setRequest, fetchAPI }) => {
    if (request.method !== 'HEAD' || url.pathname !== graphqlEndpoint) return;
    if ((request.headers.get('accept') ?? '').includes('text/event-stream')) return;
    setRequest(new fetchAPI.Request(request.url, { method: 'GET', headers: request.headers, signal: request.signal }));
  };
}

/**
 * HEAD on GraphQL GETs (issue 35): yoga answers a GraphQL request only as GET or POST, so a HEAD, which
 * HTTP caches, link checkers and monitors send to learn an answer's headers, got 405. A HEAD is run as
 * the GET it names: every later hook (the guards, persisted operations, Cache-Control and the ETag) sees
 * the GET, and Node's server sends the answer's status and headers without its body, as it does for
 * every HEAD. A subscription's answer is a stream that would never end (Node sends a HEAD's headers only
 * when the answer ends): its headers go out with an empty body and the stream is cancelled.
 */
import type { Plugin } from 'graphql-yoga';

type OnRequest = NonNullable<Plugin['onRequest']>;
type OnResponsePayload = Parameters<NonNullable<Plugin['onResponse']>>[0];

/** The GETs made from a HEAD. */
const fromHead = new WeakSet<Request>();

/** The onRequest hook that turns a HEAD of `graphqlEndpoint` into its GET. */
export function headAsGet(graphqlEndpoint: string): OnRequest {
  return ({ request, url, setRequest, fetchAPI }) => {
    if (request.method !== 'HEAD' || url.pathname !== graphqlEndpoint) return;
    const get = new fetchAPI.Request(request.url, { method: 'GET', headers: request.headers, signal: request.signal });
    fromHead.add(get);
    setRequest(get);
  };
}

/**
 * For a stream answering a HEAD (see the file comment): the same status and headers, no body, and the
 * stream cancelled so that the subscription and its slot end now. True when it did so.
 */
export function endStreamOfHead({ request, response, setResponse, fetchAPI }: OnResponsePayload): boolean {
  if (!fromHead.has(request)) return false;
  void response.body?.cancel().catch(() => undefined);
  setResponse(new fetchAPI.Response(null, { status: response.status, headers: response.headers }));
  return true;
}

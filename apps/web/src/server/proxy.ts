import { request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { request as httpsRequest } from 'node:https';

/** How long the API may stay silent before the proxy answers 504. */
const UPSTREAM_TIMEOUT_MS = 15_000;

/**
 * Forwards a request to the API server unchanged (cookies included) and streams the answer back, so
 * the browser talks to one origin: /graphql, /analytics and the dev-only /dev/* endpoints.
 */
export function proxy(req: IncomingMessage, res: ServerResponse, target: URL): void {
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  const headers = { ...req.headers, host: target.host };
  const upstream = send(target, { method: req.method, headers }, (answer) => {
    res.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(res);
  });
  // An API that accepts the connection and never answers: 504 after 15 s instead of a request that hangs.
  upstream.setTimeout(UPSTREAM_TIMEOUT_MS, () => upstream.destroy(new Error(`no answer within ${UPSTREAM_TIMEOUT_MS / 1000} s`)));
  upstream.on('error', (error) => {
    if (res.headersSent) return res.destroy(error);
    res.writeHead(/no answer within/.test(error.message) ? 504 : 502, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ errors: [{ message: `The GraphQL server at ${target.origin} is not reachable: ${error.message}` }] }));
  });
  req.pipe(upstream);
}

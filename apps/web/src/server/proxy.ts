import { request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { request as httpsRequest } from 'node:https';

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
  upstream.on('error', (error) => {
    if (res.headersSent) return res.destroy(error);
    res.writeHead(502, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ errors: [{ message: `The GraphQL server at ${target.origin} is not reachable: ${error.message}` }] }));
  });
  req.pipe(upstream);
}

import { request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { forwardedFor as appendPeer } from '@masthead/header-core/security';

/** How long the API may stay silent before the proxy answers 504. */
const UPSTREAM_TIMEOUT_MS = 15_000;

/**
 * `X-Forwarded-For` with the address this request came from appended, as proxies do: the API rate
 * limits analytics per client and takes the last entry from a proxy on its own machine (the earlier
 * entries are whatever the client sent). Without it every visitor would be this server's address. The
 * rule is header-core's, which the Next.js host's server applies too.
 */
export function forwardedFor(req: IncomingMessage): string | undefined {
  return appendPeer(req.headers['x-forwarded-for'], req.socket.remoteAddress);
}

/**
 * Forwards a request to the API server (cookies included; `Host` made the API's, `X-Forwarded-For`
 * extended) and streams the answer back, so the browser talks to one origin: /graphql, /analytics and
 * the dev-only /dev/* endpoints.
 */
export function proxy(req: IncomingMessage, res: ServerResponse, target: URL): void {
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  const forwarded = forwardedFor(req);
  const headers = { ...req.headers, host: target.host, ...(forwarded ? { 'x-forwarded-for': forwarded } : {}) };
  const upstream = send(target, { method: req.method, headers }, (answer) => {
    res.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(res);
    // An answer cut off upstream (the API went away mid-stream: a notifications stream when it
    // restarts) must end here too, or the browser would wait on a stream that can never continue.
    answer.on('close', () => {
      if (!answer.complete) res.destroy();
    });
  });
  // An API that accepts the connection and never answers: 504 after 15 s instead of a request that hangs.
  upstream.setTimeout(UPSTREAM_TIMEOUT_MS, () => upstream.destroy(new Error(`no answer within ${UPSTREAM_TIMEOUT_MS / 1000} s`)));
  upstream.on('error', (error) => {
    if (res.headersSent) return res.destroy(error);
    res.writeHead(/no answer within/.test(error.message) ? 504 : 502, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ errors: [{ message: `The GraphQL server at ${target.origin} is not reachable: ${error.message}` }] }));
  });
  // The browser went away before the answer ended (a tab closed on a notifications stream): stop asking
  // upstream too, or the API would hold the stream, and count it against the session, for ever.
  res.on('close', () => {
    if (!res.writableFinished) upstream.destroy();
  });
  req.pipe(upstream);
}

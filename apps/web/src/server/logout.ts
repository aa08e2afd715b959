import type { IncomingMessage, ServerResponse } from 'node:http';
// The API's rule for state-changing requests (http/access.ts and guards.ts): configured origins, the
// server's own (from its socket, never from Host), local ones in development; an opaque origin refused.
// One rule for the whole site, from the API's own modules (its `./access` and `./guards` exports).
import { createAccessPolicy, parseAllowedHosts, parseAllowedOrigins, type AccessPolicy } from '@masthead/api/access';
import { guardRequest } from '@masthead/api/guards';
import { clearedPersonaCookie, SESSION_CACHE_CONTROL } from './cookies.ts';

/**
 * Whose pages may post to the web app: `allowedOrigins` (default MASTHEAD_ALLOWED_ORIGINS, as for the
 * API), in development any local origin; the server adds its own origin once it listens. Which names it
 * answers for (server.ts applies the API's host check): loopback names, the allowed origins' hosts and
 * `allowedHosts` (default MASTHEAD_ALLOWED_HOSTS).
 */
export function webAccessPolicy(production: boolean, allowedOrigins?: readonly string[], allowedHosts?: readonly string[]): AccessPolicy {
  return createAccessPolicy({
    production,
    allowedOrigins: allowedOrigins ?? parseAllowedOrigins(process.env['MASTHEAD_ALLOWED_ORIGINS']),
    allowedHosts: allowedHosts ?? parseAllowedHosts(process.env['MASTHEAD_ALLOWED_HOSTS']),
    imageOrigin: null,
  });
}

/**
 * What someone who opens /logout in the address bar (an old bookmark) sees: signing out needs a press,
 * and the button is right there. No script, no style, nothing loaded.
 */
const CONFIRM_PAGE =
  '<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width">' +
  '<title>Log out</title><p>Signing out takes a press of this button.</p>' +
  '<form method="post" action="/logout"><button type="submit">Log Out</button></form><p><a href="/">Stay signed in</a></p>';

const CONFIRM_PAGE_CSP = "default-src 'none'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

/** The request as the API's guard reads it: its method and the headers it checks (not its URL). */
function asFetchRequest(req: IncomingMessage): Request {
  const headers = new Headers();
  for (const name of ['origin', 'content-length', 'transfer-encoding']) {
    const value = req.headers[name];
    if (typeof value === 'string') headers.set(name, value);
  }
  return new Request('http://web.invalid/logout', { method: req.method ?? 'GET', headers });
}

/**
 * /logout signs this browser out, on a POST from this site's own pages only (issue 26). A GET must not:
 * any page could sign a visitor out with `<img src="/logout">`. GET and HEAD get 405 with a page holding
 * the button that posts; a POST from an origin the policy does not allow gets the API's 403.
 */
export function handleLogout(req: IncomingMessage, res: ServerResponse, policy: AccessPolicy): void {
  res.setHeader('cache-control', SESSION_CACHE_CONTROL);
  if (req.method === 'GET' || req.method === 'HEAD') {
    res.writeHead(405, { allow: 'POST', 'content-type': 'text/html; charset=utf-8', 'content-security-policy': CONFIRM_PAGE_CSP });
    return void res.end(req.method === 'HEAD' ? undefined : CONFIRM_PAGE);
  }
  if (req.method !== 'POST') return void res.writeHead(405, { allow: 'POST' }).end();
  // Nothing in the body is read (the form has no fields); let it flow so the connection can be reused.
  req.resume();
  const refusal = guardRequest(asFetchRequest(req), '/logout', policy);
  if (refusal) return void res.writeHead(refusal.status, refusal.headers).end(refusal.body ?? undefined);
  res.writeHead(303, { location: '/', 'set-cookie': clearedPersonaCookie(req) });
  res.end();
}

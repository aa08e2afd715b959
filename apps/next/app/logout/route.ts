// Signing out (issue 26, item 8): POST only, from a page of this site (its own origin or a configured one,
// issue 34, item 8). A GET must never sign anyone out (any site could do it with an <img>): it answers 405
// with a button that does it by POST, for a person who typed the address or followed an old link.
import { cameOverHttps } from '../lib/mode';
import { PERSONA_COOKIE } from '../lib/request';

export const dynamic = 'force-dynamic';

const NO_STORE = { 'cache-control': 'private, no-store' };

/**
 * The origins whose pages may sign out: the configured ones (MASTHEAD_ALLOWED_ORIGINS, comma-separated: the
 * site's public origin behind a proxy; server.mjs adds the origins it listens on) and the one Next.js builds a
 * route handler's URL from (its own hostname and port, never the request's Host). Nothing the request says
 * about where it was sent counts: `X-Forwarded-Host` and `Host` are the sender's to write.
 */
function siteOrigins(request: Request): Set<string> {
  const origins = new Set([new URL(request.url).origin]);
  for (const entry of (process.env['MASTHEAD_ALLOWED_ORIGINS'] ?? '').split(',')) {
    try {
      if (entry.trim()) origins.add(new URL(entry.trim()).origin);
    } catch {
      // Not an origin: it allows nothing (server.mjs refuses to start with it).
    }
  }
  return origins;
}

/** A browser says where a form came from: another site's page may not sign anyone out. */
function fromAnotherSite(request: Request): boolean {
  const site = request.headers.get('sec-fetch-site');
  if (site !== null && site !== 'same-origin' && site !== 'none') return true;
  const origin = request.headers.get('origin');
  if (origin === null) return false;
  return !siteOrigins(request).has(origin);
}

export function POST(request: Request): Response {
  if (fromAnotherSite(request)) {
    return Response.json({ error: 'Signing out is accepted from this site’s own pages only.' }, { status: 403, headers: NO_STORE });
  }
  const secure = cameOverHttps(new URL(request.url), request.headers.get('x-forwarded-proto'));
  return new Response(null, {
    status: 303,
    headers: {
      ...NO_STORE,
      location: '/',
      'set-cookie': `${PERSONA_COOKIE}=; Path=/; SameSite=Lax; HttpOnly${secure ? '; Secure' : ''}; Max-Age=0`,
    },
  });
}

export function GET(): Response {
  const page = `<!doctype html><html lang="en"><meta charset="utf-8"><title>Log out</title>
<h1>Log out</h1><p>Signing out takes a button press, so that no link or picture can do it for you.</p>
<form method="post" action="/logout"><button type="submit">Log Out</button></form></html>`;
  return new Response(page, { status: 405, headers: { ...NO_STORE, allow: 'POST', 'content-type': 'text/html; charset=utf-8' } });
}

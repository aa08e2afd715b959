// Runs before every page (issue 26, items 1 and 3):
// - a fresh nonce and the page's Content-Security-Policy (Next.js reads the nonce from the request's CSP
//   header and puts it on every script it writes);
// - the playground's URL parameters, as the Masthead web app takes them: in development `?persona=` signs
//   in as that persona (the API's dev cookie); in production (MASTHEAD_ENV=production) it is ignored, as
//   the web app ignores it, since a link must never sign anyone in. The other parameters reach the root
//   layout as a request header, since a layout cannot read the search parameters of the page under it.
// An adopter copying this file keeps the mode check and the Secure flag, or drops `?persona=` altogether.
import { NextResponse, type NextRequest } from 'next/server';
import { imageOrigin } from './app/lib/endpoints';
import { cameOverHttps, hostMode } from './app/lib/mode';
import { PERSONA_COOKIE, PERSONAS, REQUEST_HEADERS } from './app/lib/request';
import { newNonce, pageContentSecurityPolicy } from './app/lib/security';

const PERSONA_MAX_AGE = 30 * 24 * 60 * 60;

export function proxy(request: NextRequest) {
  const headers = new Headers(request.headers);
  headers.set(REQUEST_HEADERS.search, request.nextUrl.search);
  const csp = pageContentSecurityPolicy(newNonce(), imageOrigin());
  headers.set('content-security-policy', csp);
  const asked = request.nextUrl.searchParams.get('persona');
  const persona = hostMode() === 'development' && asked !== null && (PERSONAS as readonly string[]).includes(asked) ? asked : null;
  if (persona) {
    // This request already renders as that persona; the cookie keeps it for the next ones.
    request.cookies.set(PERSONA_COOKIE, persona);
    headers.set('cookie', request.cookies.toString());
  }
  const response = NextResponse.next({ request: { headers } });
  response.headers.set('content-security-policy', csp);
  if (persona) {
    const secure = cameOverHttps(request.nextUrl, request.headers.get('x-forwarded-proto'));
    response.cookies.set(PERSONA_COOKIE, persona, { path: '/', sameSite: 'lax', httpOnly: true, secure, maxAge: PERSONA_MAX_AGE });
  }
  return response;
}

export const config = {
  // Pages only: the route handlers (/graphql, /analytics, /logout), the icon and Next.js's built files need no
  // nonce. Each exclusion is anchored: a path that only begins like one (/iconic, /graphqlx,
  // /analytics-report, /_next/anything-else) renders a page, and gets the page's policy (issue 34, item 6).
  matcher: ['/((?!_next/static/|_next/image$|graphql$|analytics$|logout$|icon\\.svg$).*)'],
};

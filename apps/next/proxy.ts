// The playground's URL parameters (persona, pageType, flags, theme, variant, locale), as the Masthead web
// app takes them: `?persona=` signs in as that persona (the API's dev cookie); the others reach the root
// layout as a request header, since a layout cannot read the search parameters of the page under it.
import { NextResponse, type NextRequest } from 'next/server';
import { PERSONA_COOKIE, PERSONAS, REQUEST_HEADERS } from './app/lib/request';

export function proxy(request: NextRequest) {
  const headers = new Headers(request.headers);
  headers.set(REQUEST_HEADERS.search, request.nextUrl.search);
  const persona = request.nextUrl.searchParams.get('persona');
  const known = persona !== null && (PERSONAS as readonly string[]).includes(persona);
  if (known) {
    // This request already renders as that persona; the cookie keeps it for the next ones.
    request.cookies.set(PERSONA_COOKIE, persona);
    headers.set('cookie', request.cookies.toString());
  }
  const response = NextResponse.next({ request: { headers } });
  if (known) response.cookies.set(PERSONA_COOKIE, persona, { path: '/', sameSite: 'lax', httpOnly: true });
  return response;
}

export const config = {
  matcher: ['/((?!_next/|graphql|analytics|favicon).*)'],
};

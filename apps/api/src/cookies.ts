/**
 * The one cookie parser and serialiser of the app: the API (the persona session, the analytics device
 * session) and the web server (which renders the page for the same cookie) both use it, so the two
 * can never disagree about who is signed in (`masthead_persona="teacher"` is the teacher for both).
 */

/**
 * Parses a Cookie header. A value in double quotes loses them (RFC 6265 allows them); malformed
 * percent-encoding keeps the raw value instead of throwing; the first of two equal names wins, as in
 * browsers' `document.cookie` order (most specific path first).
 */
/** The cookie a visitor's chosen language is in (the web app sets it; the page and the API read it). */
export const LANGUAGE_COOKIE = 'masthead_language';

export function parseCookies(header: string | null | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  if (!header) return cookies;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq <= 0) continue;
    const name = part.slice(0, eq).trim();
    if (!name) continue;
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) value = value.slice(1, -1);
    try {
      value = decodeURIComponent(value);
    } catch {
      // Keep the raw value: a garbage cookie must produce a clear error later, not a crash here.
    }
    if (!cookies.has(name)) cookies.set(name, value);
  }
  return cookies;
}

/** Whether the request reached us over https (directly, or through a proxy that says so). */
export function isHttps(url: string, forwardedProto: string | null | undefined): boolean {
  return url.startsWith('https:') || forwardedProto?.split(',')[0]?.trim() === 'https';
}

/**
 * A Set-Cookie value for a session cookie: the whole site (Path=/), not sent on other sites' POSTs
 * (SameSite=Lax), out of reach of page scripts (HttpOnly: it is the session), and https-only when
 * the page is served over https (Secure). A max age of 0 deletes it.
 */
export function serializeCookie(name: string, value: string, maxAgeSeconds: number, options: { secure: boolean }): string {
  return `${name}=${encodeURIComponent(value)}; Path=/; SameSite=Lax; HttpOnly${options.secure ? '; Secure' : ''}; Max-Age=${maxAgeSeconds}`;
}

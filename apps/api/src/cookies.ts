/** Cookie parsing and serialising for the dev persona and the analytics device session. */

/** Parses a Cookie header; malformed percent-encoding keeps the raw value instead of throwing. */
export function parseCookies(header: string | null): Map<string, string> {
  const cookies = new Map<string, string>();
  if (!header) return cookies;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq <= 0) continue;
    const name = part.slice(0, eq).trim();
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

/** A Set-Cookie value for a dev cookie: Path=/ and SameSite=Lax; HttpOnly is not needed for dev. */
export function serializeCookie(name: string, value: string, maxAgeSeconds: number): string {
  return `${name}=${encodeURIComponent(value)}; Path=/; SameSite=Lax; Max-Age=${maxAgeSeconds}`;
}

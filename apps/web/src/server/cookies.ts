/** Parses a Cookie header; malformed pairs and undecodable values are skipped, never thrown. */
export function parseCookies(header: string | undefined): Map<string, string> {
  const out = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at <= 0) continue;
    const name = part.slice(0, at).trim();
    if (!name) continue;
    try {
      out.set(name, decodeURIComponent(part.slice(at + 1).trim()));
    } catch {
      // A value that is not valid percent-encoding is ignored like a missing cookie.
    }
  }
  return out;
}

export const PERSONA_COOKIE = 'masthead_persona';
export const LANGUAGE_COOKIE = 'masthead_language';

export function personaCookie(persona: string): string {
  return `${PERSONA_COOKIE}=${encodeURIComponent(persona)}; Path=/; SameSite=Lax`;
}

/**
 * The one URL policy for every URL that comes from data (design §4), in two strengths:
 * - `safeUrl` (here), for pictures (avatars, covers, thumbnails: they come from CDNs and the API's
 *   image origin) and the base of the links: http(s) anywhere, or paths on our own origin. Everything
 *   else — javascript:, data:, vbscript:, schemes disguised with tabs, newlines or control characters,
 *   protocol-relative or backslash tricks that leave the origin — is refused.
 * - `safeLink` (link-policy.ts), for links (a notification's url, links inside its message,
 *   suggestions): what `safeUrl` allows, and then only on our own origin or on a listed host.
 */

const ALLOWED_PROTOCOLS = new Set(['http:', 'https:']);
// The URL parser silently drops tabs and newlines and trims C0 controls and spaces; we look at the
// string the parser will see to decide whether the input named a scheme of its own.
const STRIPPED = /[\u0000-\u0020\u007f]/g;
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/**
 * Returns a safe href for `raw`, or null when the policy refuses it.
 * Relative input resolves against `origin` and must stay on it; the result is then root-relative.
 * @param origin the page's origin, e.g. 'https://masthead.example' (default: a placeholder origin,
 *   which treats every relative path as same-origin).
 */
export function safeUrl(raw: unknown, origin = 'https://masthead.invalid'): string | null {
  if (typeof raw !== 'string') return null;
  const compact = raw.replace(STRIPPED, '');
  if (compact === '' || compact.length > 2048) return null;
  let url: URL;
  let base: URL;
  try {
    base = new URL(origin);
    url = new URL(raw, base);
  } catch {
    return null;
  }
  if (!ALLOWED_PROTOCOLS.has(url.protocol)) return null;
  if (HAS_SCHEME.test(compact)) return url.href;
  // Relative input: it must not have escaped our origin (//evil.example, /\evil.example, \\evil).
  if (url.origin !== base.origin) return null;
  // '/.//evil.example' resolves to the path '//evil.example', which a browser would read as another host.
  if (url.pathname.startsWith('//')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** True when `raw` passes the URL policy. */
export function isSafeUrl(raw: unknown, origin?: string): boolean {
  return safeUrl(raw, origin) !== null;
}

// The host's security headers, the same policy as the Masthead web app's (issue 26):
// - every answer (pages, route handlers, static files, 404s) gets SECURITY_HEADERS from next.config.ts;
// - every page also gets a Content-Security-Policy with a fresh nonce from proxy.ts. Next.js reads the
//   nonce from that request header and puts it on the scripts it writes (its inline flight data too), so
//   no script runs without it and nothing needs 'unsafe-inline' for scripts.

/** Sent with every answer: no MIME sniffing, no full URL sent to other sites, never framed. */
export const SECURITY_HEADERS: ReadonlyArray<{ key: string; value: string }> = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'DENY' },
  // Route handlers and static files (no page CSP of their own): at least never framed.
  { key: 'Content-Security-Policy', value: "frame-ancestors 'none'" },
];

/** A nonce for one page: 128 random bits, base64. */
export function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/**
 * The page's policy. Scripts: this origin's files and what carries the nonce ('strict-dynamic' lets the
 * scripts Next.js loads with the nonce load their chunks). Styles: this origin's stylesheets and the
 * nonce; `style` attributes are allowed (the header sets a few, such as its measured height), which lets
 * no code run. Pictures: the API's image origin and https (avatars, covers). `unsafe-eval` only under
 * `next dev`, whose React needs it; `next start` never sends it.
 */
export function pageContentSecurityPolicy(nonce: string, imageOrigin: string, dev = process.env.NODE_ENV === 'development'): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ''}`,
    `style-src 'self' 'nonce-${nonce}'`,
    "style-src-attr 'unsafe-inline'",
    `img-src 'self' data: https: ${imageOrigin}`,
    "connect-src 'self'",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

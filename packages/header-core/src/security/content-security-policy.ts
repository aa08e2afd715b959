// The security headers the header is proven under, in one place for every host that serves it: the web
// app's server (apps/web) and the Next.js host (apps/next, which installs the packed packages). Each
// host differs only in how its own scripts and styles are allowed (a hash of the one inlined stylesheet,
// or the per-request nonce Next.js writes on its inline scripts); the other directives are what the
// header itself needs of the page, so they are written once.

/** Sent with every answer of a host: no MIME sniffing, no full URL sent to other sites, never framed. */
export const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  // Answers without a page policy of their own (files, API answers, route handlers): at least never framed.
  'content-security-policy': "frame-ancestors 'none'",
} as const;

export interface ContentSecurityPolicyOptions {
  /**
   * The API's origin for pictures (`http://127.0.0.1:4000`): allowed in `img-src` beside any https host,
   * since the seed pictures may be served over http in development.
   */
  imageOrigin: string;
  /**
   * Sources allowed in `script-src` after `'self'`, such as a nonce and `'strict-dynamic'` for a host
   * that writes inline scripts. Default: none, scripts only from the page's own origin.
   */
  scriptSources?: readonly string[];
  /**
   * Sources allowed in `style-src` after `'self'`: a nonce, or the hash of an inlined stylesheet.
   * Default: none, stylesheets only from the page's own origin.
   */
  styleSources?: readonly string[];
}

/**
 * A page's Content-Security-Policy. Scripts and styles from the page's origin and what the host adds.
 * Style attributes are allowed: React sets a few sizes and anchor names through them (the header's
 * measured height among them), which runs no code, and the one place untrusted HTML reaches the page
 * (notification messages, through DOMPurify) keeps no attribute but `href`. Pictures from the page's
 * origin, the API's and any https host (people's avatars, class covers); requests only to the page's
 * origin (GraphQL and analytics go through it); no plugins; no `<base>`; forms only post to the page's
 * origin; never framed.
 */
export function contentSecurityPolicy({ imageOrigin, scriptSources = [], styleSources = [] }: ContentSecurityPolicyOptions): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptSources].join(' '),
    ["style-src 'self'", ...styleSources].join(' '),
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

// The host's security headers, the Masthead web app's policy from the same place (issue 26; one home
// since issue 32, @masthead/header-core/security):
// - every answer (pages, route handlers, static files, 404s) gets SECURITY_HEADERS from next.config.ts;
// - every page also gets a Content-Security-Policy with a fresh nonce from proxy.ts. Next.js reads the
//   nonce from that request header and puts it on the scripts it writes (its inline flight data too), so
//   no script runs without it and nothing needs 'unsafe-inline' for scripts.
import { contentSecurityPolicy, SECURITY_HEADERS as HEADERS } from '@masthead/header-core/security';

/** Sent with every answer: no MIME sniffing, no full URL sent to other sites, never framed. In next.config's shape. */
export const SECURITY_HEADERS: ReadonlyArray<{ key: string; value: string }> = Object.entries(HEADERS).map(([key, value]) => ({ key, value }));

/** A nonce for one page: 128 random bits, base64. */
export function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/**
 * The page's policy: the header's (header-core's) with this host's scripts and styles. Scripts: this
 * origin's files and what carries the nonce ('strict-dynamic' lets the scripts Next.js loads with the
 * nonce load their chunks). Styles: this origin's stylesheets and the nonce. `unsafe-eval` only under
 * `next dev`, whose React needs it; `next start` never sends it.
 */
export function pageContentSecurityPolicy(nonce: string, imageOrigin: string, dev = process.env.NODE_ENV === 'development'): string {
  return contentSecurityPolicy({
    imageOrigin,
    scriptSources: [`'nonce-${nonce}'`, "'strict-dynamic'", ...(dev ? ["'unsafe-eval'"] : [])],
    styleSources: [`'nonce-${nonce}'`],
  });
}

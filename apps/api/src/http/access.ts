/**
 * Who the API answers and whose pages may change data (issue 26, item 6).
 *
 * Host: a page on evil.example whose name is re-pointed at 127.0.0.1 (DNS rebinding) reaches this
 * server as "same origin" for the browser, with `Host: evil.example` and `Origin: http://evil.example`.
 * So the API answers only for names it knows: loopback names on any port, the hosts of the configured
 * origins (MASTHEAD_ALLOWED_ORIGINS, MASTHEAD_IMAGE_ORIGIN) and MASTHEAD_ALLOWED_HOSTS. Names are
 * compared without the port: the attacker controls the name, while the port is ours either way. The rule
 * itself is @masthead/header-core/security's, which the web app's server and the Next.js host apply too.
 *
 * Origin: a writer is a configured origin, the origin this server listens on (known from the socket,
 * never from `Host`), or in development any local origin (GraphiQL, the web app on another port).
 * Production trusts no local origin it was not told about: the web app's own origin is passed in.
 */
import type { CORSOptions } from 'graphql-yoga';
import { hostNotAllowedMessage, isAllowedHostname, parseAllowedHosts } from '@masthead/header-core/security';
import { jsonReply, type HttpReply } from './reply.ts';

/** Local development origins (the web app on another port, GraphiQL). Development mode only. */
export const LOCAL_ORIGIN_RE = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

export interface AccessPolicy {
  readonly production: boolean;
  /** Serialized origins (`https://www.example.com`) whose pages may make state-changing requests. */
  readonly allowedOrigins: ReadonlySet<string>;
  /** Host names (lower-case, IPv6 in brackets, no port) answered besides the loopback names. */
  readonly allowedHosts: Set<string>;
  /** The origins this server itself listens on (createApiServer adds its own once bound). */
  readonly ownOrigins: Set<string>;
}

const entries = (raw: string): string[] => raw.split(',').map((entry) => entry.trim()).filter(Boolean);

/** MASTHEAD_ALLOWED_ORIGINS (comma-separated) as serialized origins; a non-origin is an error naming it. */
export function parseAllowedOrigins(raw: string | undefined, setting = 'MASTHEAD_ALLOWED_ORIGINS'): string[] {
  return entries(raw ?? '').map((entry) => {
    let url: URL | null = null;
    try {
      url = new URL(entry);
    } catch {
      // Reported below with the entry.
    }
    const bare = url !== null && /^https?:$/.test(url.protocol) && url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
    if (!url || !bare || !/^[a-z][a-z0-9+.-]*:\/\/[^/]+\/?$/i.test(entry)) {
      throw new Error(`${setting}: '${entry}' is not an origin (scheme://host[:port], e.g. https://www.example.com).`);
    }
    return url.origin;
  });
}

export { parseAllowedHosts };

const hostOf = (origin: string): string => new URL(origin).hostname;

export interface AccessOptions {
  production: boolean;
  allowedOrigins: readonly string[];
  allowedHosts: readonly string[];
  /** Where image URLs point (a CDN in front of /img/ asks with its own name), or null. */
  imageOrigin: string | null;
}

export function createAccessPolicy(options: AccessOptions): AccessPolicy {
  const allowedOrigins = new Set(parseAllowedOrigins(options.allowedOrigins.join(','), 'allowedOrigins'));
  const hosts = [...parseAllowedHosts(options.allowedHosts.join(','), 'allowedHosts'), ...[...allowedOrigins].map(hostOf)];
  if (options.imageOrigin !== null) hosts.push(hostOf(options.imageOrigin));
  return { production: options.production, allowedOrigins, allowedHosts: new Set(hosts), ownOrigins: new Set() };
}

/** Whether the API answers a request addressed to `hostname` (as `URL.hostname` gives it). */
export function isAllowedHost(policy: AccessPolicy, hostname: string): boolean {
  return isAllowedHostname(policy.allowedHosts, hostname);
}

/**
 * The refusal of a request addressed to a name this server does not answer for, or null. `server` names
 * it in the message (default 'This API'; the web app's server, which applies the same policy, says 'This site').
 */
export function hostRefusal(policy: AccessPolicy, url: Pick<URL, 'host' | 'hostname'>, server = 'This API'): HttpReply | null {
  if (isAllowedHost(policy, url.hostname)) return null;
  // 421 Misdirected Request: the request reached a server that does not serve that name.
  return jsonReply(421, {
    errors: [{
      message: hostNotAllowedMessage(server, url.host),
      extensions: { code: 'HOST_NOT_ALLOWED' },
    }],
  });
}

/** Whether a page of `origin` may make state-changing requests (see the file comment). */
export function isAllowedOrigin(policy: AccessPolicy, origin: string): boolean {
  if (policy.allowedOrigins.has(origin) || policy.ownOrigins.has(origin)) return true;
  return !policy.production && LOCAL_ORIGIN_RE.test(origin);
}

/**
 * Credentialed CORS for GET/POST from local development origins (GraphiQL or a page on another local
 * port); nothing in production, where the web app is same-origin through its proxy.
 */
export function corsFor(policy: AccessPolicy, request: Request): CORSOptions | false {
  const origin = request.headers.get('origin');
  if (policy.production || !origin || !LOCAL_ORIGIN_RE.test(origin)) return false;
  if (!isAllowedHost(policy, new URL(request.url).hostname)) return false;
  return { origin: [origin], credentials: true, methods: ['GET', 'POST'] };
}

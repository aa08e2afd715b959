// Which names a server of the header answers for, and who its client is (issues 26 and 34). One rule for
// every server in front of the browser: the Masthead API (apps/api's http/access.ts), the web app's server
// and the Next.js host's (which installs the packed packages, so the rule lives in a package it installs).
//
// Host: a page on evil.example whose name is re-pointed at 127.0.0.1 (DNS rebinding) reaches a local server
// as "same origin" for the browser, with `Host: evil.example`. A server answers only for names it knows:
// the loopback names on any port and the names it is configured with. Names are compared without the
// port: the attacker controls the name, while the port is ours either way. A proxy that answered any name
// would hand the attacker's page everything the API behind it refuses to (the proxy sends the API's Host).

/** Names of this machine that no outside page can make a browser send as `Host`. */
export const LOOPBACK_HOSTS: ReadonlySet<string> = new Set(['localhost', '127.0.0.1', '[::1]']);

/** A `Host` header's name (lower-case, IPv6 in brackets, no port), or null when it is not a host and port. */
export function hostnameOf(host: string): string | null {
  // A name or a bracketed address, then at most a port: nothing a URL would read as a path or credentials.
  const name = /^(\[[0-9a-f:.]+\]|[^\s/\\?#@[\]:]+)(?::\d{0,5})?$/i.exec(host)?.[1];
  try {
    return name === undefined ? null : new URL(`http://${name}`).hostname || null;
  } catch {
    return null;
  }
}

const entries = (raw: string): string[] => raw.split(',').map((entry) => entry.trim()).filter(Boolean);

/** MASTHEAD_ALLOWED_HOSTS (comma-separated names, a port allowed and ignored) as host names. */
export function parseAllowedHosts(raw: string | undefined, setting = 'MASTHEAD_ALLOWED_HOSTS'): string[] {
  return entries(raw ?? '').map((entry) => {
    // A DNS name (ASCII; an international name in its xn-- form), an IPv4 address or a bracketed IPv6 one.
    const name = /^(\[[0-9a-f:.]+\]|[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?)(?::\d{1,5})?$/i.exec(entry)?.[1];
    const hostname = name === undefined ? null : hostnameOf(name);
    if (!hostname) throw new Error(`${setting}: '${entry}' is not a host name (e.g. api.example.com).`);
    return hostname;
  });
}

/** Whether a server that answers for `allowed` (besides the loopback names) answers a request to `hostname`. */
export function isAllowedHostname(allowed: ReadonlySet<string>, hostname: string): boolean {
  const name = hostname.toLowerCase();
  return LOOPBACK_HOSTS.has(name) || allowed.has(name);
}

/**
 * What a server says when it refuses a name (with 421 Misdirected Request: the request reached a server
 * that does not serve that name). `server` names it: 'This API', 'This site'.
 */
export function hostNotAllowedMessage(server: string, host: string): string {
  const shown = host.length > 100 ? `${host.slice(0, 100)}…` : host;
  return `${server} does not answer for the host '${shown}' (a guard against DNS rebinding). To serve it under that name, list it in MASTHEAD_ALLOWED_HOSTS (comma-separated).`;
}

/**
 * `X-Forwarded-For` as a proxy passes it on: what came (`previous`, the client's to write) with the
 * address of the proxy's peer (`peer`, from its socket) appended. The API keys its per-client limits on the
 * last entry when the request comes from a proxy on its own machine, so a client can add entries but
 * never choose the one that counts.
 */
export function forwardedFor(previous: string | readonly string[] | undefined, peer: string | undefined): string | undefined {
  const before = typeof previous === 'string' ? [previous] : (previous ?? []);
  const all = [...before, peer].filter((entry): entry is string => Boolean(entry));
  return all.length ? all.join(', ') : undefined;
}

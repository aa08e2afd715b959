// The link rules of the one URL policy (url-policy.ts, design §4; issue 10): a link from data is a link
// only on our own origin or on a host the configuration lists. A file of its own because only the
// lazily loaded parts (cards, suggestions) need it: the bundler splits by file, and the page's first
// bundle needs only `safeUrl`.
import { safeUrl } from './url-policy.ts';

/** Where links from data may point: our origin and the allowlist (see `linkPolicy`). */
export interface LinkPolicy {
  /** The page's origin as the URL parser writes it, or undefined when unknown (then only relative links are ours). */
  readonly origin: string | undefined;
  /** The valid allowlist entries, normalised: `help.example.com`, `example.com:8443`, `*.example.com`. */
  readonly hosts: readonly string[];
  /** Equal for equal policies: a cache key. */
  readonly key: string;
  /** `safeLink` under this policy: the link's safe href, or null (renderers call it, so they need not import the rules). */
  readonly href: (raw: unknown) => string | null;
}

// '*.' (optional), then a host with an optional port: no whitespace, path, query, fragment, user name or '*'.
const HOST_ENTRY = /^(\*\.)?([^\s/\\?#@*]+)$/;

/** An entry as the URL parser writes a host (`url.host`), '*.' kept; null when it is not a host. */
function hostRule(entry: unknown): string | null {
  const match = typeof entry === 'string' ? HOST_ENTRY.exec(entry) : null;
  if (!match) return null;
  try {
    const { host, hostname, pathname } = new URL(`https://${match[2]}`);
    // A wildcard needs a registrable-looking base: '*.example.com', never '*.com'.
    return pathname === '/' && hostname !== '' && (!match[1] || hostname.includes('.')) ? (match[1] ?? '') + host : null;
  } catch {
    return null;
  }
}

const warned = new Set<string>();
const policies = new Map<string, LinkPolicy>();

/**
 * The link policy for a page: links from data may point at `origin` (the page's, e.g.
 * `location.origin`) or at a host of `hosts`. Each entry is a host as a URL writes it, compared with
 * the link's host after the URL parser's normalisation (lower case, IDN as punycode, a scheme's
 * default port dropped): `help.example.com`, `example.com:8443` (that port only), or `*.example.com`
 * (every subdomain of example.com, not example.com itself). Anything else (a scheme, a path, a user
 * name, `*.com`) is ignored with a console warning, once per entry. Equal arguments give the same object.
 */
export function linkPolicy(origin: string | undefined, hosts: readonly unknown[] = []): LinkPolicy {
  const key = JSON.stringify([origin, ...hosts.map(String)]);
  const known = policies.get(key);
  if (known) return known;
  const rules: string[] = [];
  for (const entry of hosts) {
    const rule = hostRule(entry);
    if (rule) rules.push(rule);
    else if (!warned.has(String(entry))) {
      warned.add(String(entry));
      console.warn(`[masthead] Link host ${JSON.stringify(entry)} ignored: write a host such as "help.example.com", "example.com:8443" or "*.example.com".`);
    }
  }
  let own: string | undefined;
  try {
    own = origin === undefined ? undefined : new URL(origin).origin;
  } catch {
    own = undefined;
  }
  const href = (raw: unknown): string | null => {
    const safe = safeUrl(raw, own);
    if (safe === null || safe.startsWith('/')) return safe;
    const { host, origin: linkOrigin, username, password } = new URL(safe);
    const listed = rules.some((rule) => (rule.startsWith('*') ? host.endsWith(rule.slice(1)) : host === rule));
    // A user name deceives either way: `https://community.example@evil.example/` is evil.example.
    return username === '' && password === '' && (linkOrigin === own || listed) ? safe : null;
  };
  const policy: LinkPolicy = { origin: own, hosts: rules, key: `${own ?? ''}\n${rules.join('\n')}`, href };
  if (policies.size >= 16) policies.clear();
  policies.set(key, policy);
  return policy;
}

/**
 * Returns a safe href for a link from data, or null: `safeUrl`'s rules (with `policy.origin`), and an
 * absolute URL must be on `policy.origin` or on a listed host, with no user name or password in it.
 * Relative links stay root-relative. Default policy: no origin known, no hosts (relative links only).
 */
export function safeLink(raw: unknown, policy: LinkPolicy = linkPolicy(undefined)): string | null {
  return policy.href(raw);
}

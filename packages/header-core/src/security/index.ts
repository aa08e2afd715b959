// @masthead/header-core/security: the headers a host serves the header with, the
// names it answers for and the client address it passes on. An entry of its own, not
// the package root: only a server (or a Next.js proxy and config) needs it, never the header's bundle.
export * from './content-security-policy.ts';
export * from './hosts.ts';

// @masthead/header-core/security: the headers a host serves the header with. An entry of its own, not
// the package root: only a server (or a Next.js proxy and config) needs it, never the header's bundle.
export * from './content-security-policy.ts';

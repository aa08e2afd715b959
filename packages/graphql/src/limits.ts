// The largest request bodies the Masthead API accepts (issues 15 and 26). They are part of the HTTP
// contract, so they live here, in the package both sides install: the API refuses a larger body with 413
// before reading it, and a host that forwards the browser's requests to the API (apps/next's forward)
// refuses it first, with the same numbers, without holding it.

/**
 * Bytes per request body, by the API's path. `/graphql`: 32 KB, the header's own operations are under
 * 2 KB (and production sends persisted ids, not text). `/analytics`: 64 KB, for a batch of at most
 * 100 events, each with its capped properties.
 */
export const BODY_LIMITS = {
  '/graphql': 32 * 1024,
  '/analytics': 64 * 1024,
} as const satisfies Readonly<Record<string, number>>;

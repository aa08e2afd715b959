// The origins the API takes writes from when `npm start` or `npm run start:next` runs it. A host's proxy (the
// web app's, the Next.js host's route handlers) passes the browser's Origin on, and the API in production
// takes state-changing requests only from origins it is told about (issue 26): so each start command adds its
// host's own origin, under both local names, to any MASTHEAD_ALLOWED_ORIGINS given (issue 34, item 7).

/**
 * MASTHEAD_ALLOWED_ORIGINS for a host on `port` of this machine: `given` (comma-separated, may be empty)
 * followed by http://127.0.0.1:port and http://localhost:port.
 */
export function allowedOriginsWith(given, port) {
  if (!/^\d+$/.test(String(port))) throw new Error(`A host's port must be a number (got '${port}').`);
  return [given, `http://127.0.0.1:${port}`, `http://localhost:${port}`].filter(Boolean).join(',');
}

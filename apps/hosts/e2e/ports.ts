// Ports of the servers the host tests start that a spec addresses by itself (the rest are baseURLs).

/** The same Next.js build as the `next` project's, started with MASTHEAD_ENV=production (issue 26). */
export const NEXT_PRODUCTION_PORT = Number(process.env['MASTHEAD_E2E_NEXT_PRODUCTION_PORT'] ?? 3211);
export const NEXT_PRODUCTION_URL = `http://127.0.0.1:${NEXT_PRODUCTION_PORT}`;

/** The embedded API the hosts talk to (its development routes add notifications). */
export const API_ORIGIN = `http://127.0.0.1:${Number(process.env['MASTHEAD_E2E_HOSTS_API_PORT'] ?? 4210)}`;

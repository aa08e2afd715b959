// The HTTP cache in front of /graphql (http-cache.mjs). Goals: the share served once warm and the cut in
// the API's requests (goals.mjs).
import { formatHttpCache, httpCacheSummary } from '../lib/http-cache-summary.mjs';

export const id = 'cache';
export const key = 'httpCache';
export const title = () => 'HTTP cache in front of /graphql (nginx, 10,000 suggestion lookups)';
export const failure = 'HTTP cache scenario failed';

export async function run() {
  const { runHttpCache } = await import('../http-cache.mjs');
  // `npm run bench` (scripts/bench.mjs) has installed nginx if it could; the reason is reported if not.
  return runHttpCache({ install: false });
}
export const row = formatHttpCache;
export const goal = httpCacheSummary;

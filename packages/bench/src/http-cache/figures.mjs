// The HTTP cache scenario's figures, from what both paths answered and what reached each API: the share
// the cache served, the API's requests with and without it, latencies, checks and the goals.
import { GOALS } from '../goals.mjs';
import { max, mean, percentile, round } from '../lib/util.mjs';
import { NGINX, cacheStatusesFromLog } from './nginx.mjs';
import { TYPING } from './workload.mjs';

const latency = (samples) => {
  const ms = samples.map((s) => s.ms);
  return { count: ms.length, p50: round(percentile(ms, 50), 2), p90: round(percentile(ms, 90), 2), p99: round(percentile(ms, 99), 2), max: round(max(ms), 2), mean: round(mean(ms), 2) };
};
const share = (part, whole) => (whole ? round(part / whole, 4) : null);
const SERVED_BY_CACHE = new Set(['HIT', 'STALE', 'UPDATING']);

/**
 * `results` holds each path's answers in lookup order; `originRequests` and `originWarm` what reached
 * each API overall and once warm; `log` is nginx's access log.
 */
export function figuresOf({ settings, nginx, workload: { lookups, terms, visitors }, compulsory, requests, results, wallMs, originRequests, originWarm, log, apolloEndToEnd, started }) {
  // Checks: every answer 200 and publicly cacheable; the cache answers what the API answers (same ETag).
  const etagByQuery = new Map(lookups.map((l, i) => [l.query, results.direct[i].etag]));
  const bad = (path) => results[path].filter((r) => r.status !== 200 || !/public/.test(r.cacheControl ?? '')).length;
  const etagMismatches = results.cached.filter((r, i) => r.etag !== etagByQuery.get(lookups[i].query)).length;

  const statuses = {};
  for (const r of results.cached) statuses[r.cache ?? 'none'] = (statuses[r.cache ?? 'none'] ?? 0) + 1;
  const warm = (list) => list.slice(settings.warmup);
  const served = (list) => list.filter((r) => SERVED_BY_CACHE.has(r.cache)).length;
  const forwarded = (list) => list.length - served(list);
  const perThousand = [];
  for (let i = 0; i < lookups.length; i += 1000) perThousand.push(share(served(results.cached.slice(i, i + 1000)), Math.min(1000, lookups.length - i)));
  const warmCached = warm(results.cached);
  const servedWarm = share(served(warmCached), warmCached.length);
  const originWarmPerLookup = share(originWarm.cached, warmCached.length);
  // The API's requests with the cache over those without it, same lookups (the "rate cut").
  const cutWarm = originWarm.direct ? round(1 - originWarm.cached / originWarm.direct, 4) : null;

  const top = new Map();
  for (const l of lookups) top.set(l.query, (top.get(l.query) ?? 0) + 1);
  return {
    available: true,
    settings: { ...settings, typing: TYPING, topology: 'fetch → web app /graphql (its proxy) → [nginx proxy_cache →] API (production mode, in-process)' },
    nginx: { version: nginx.version, binary: NGINX, config: 'packages/bench/src/http-cache/nginx.conf' },
    workload: {
      lookups: lookups.length,
      visitors,
      terms: terms.length,
      distinctQueries: compulsory.distinctQueries,
      // The bound: a perfect cache still sends each query's first appearance to the API.
      bestPossibleShare: { overall: share(lookups.length - compulsory.overall, lookups.length), warm: share(lookups.length - settings.warmup - compulsory.warm, lookups.length - settings.warmup) },
      topQueries: [...top].sort((a, b) => b[1] - a[1]).slice(0, 10).map(([query, count]) => ({ query, count })),
      exampleRequest: requests.get(lookups[0].query),
    },
    cache: {
      statuses,
      statusesFromLog: cacheStatusesFromLog(log),
      servedShare: { overall: share(served(results.cached), lookups.length), warm: servedWarm, last1000: perThousand.at(-1), perThousand },
      originRequests: {
        withCache: originRequests.cached,
        withoutCache: originRequests.direct,
        withCacheWarm: originWarm.cached,
        withoutCacheWarm: originWarm.direct,
        // The same from the cache's side: warm lookups it did not serve itself (X-Cache-Status).
        forwardedByCacheWarm: forwarded(warmCached),
        perLookupWarm: originWarmPerLookup,
        // How much the cache cut the API's requests once warm (without it: one per lookup).
        cutWarm,
      },
    },
    latencyMs: {
      withoutCache: { all: latency(results.direct), warm: latency(warm(results.direct)) },
      withCache: {
        all: latency(results.cached),
        warm: latency(warmCached),
        hits: latency(results.cached.filter((r) => SERVED_BY_CACHE.has(r.cache))),
        misses: latency(results.cached.filter((r) => !SERVED_BY_CACHE.has(r.cache))),
      },
    },
    throughput: { withoutCache: round((lookups.length / wallMs.direct) * 1000, 0), withCache: round((lookups.length / wallMs.cached) * 1000, 0) },
    checks: { apolloEndToEnd, notPublicOr200: { withoutCache: bad('direct'), withCache: bad('cached') }, etagMismatches },
    goals: {
      servedWarm: { goal: GOALS.servedWarm.target, measured: servedWarm, met: servedWarm !== null && servedWarm >= GOALS.servedWarm.target },
      originCutWarm: { goal: GOALS.originCutWarm.target, measured: cutWarm, met: cutWarm !== null && cutWarm >= GOALS.originCutWarm.target },
    },
    seconds: Math.round((Date.now() - started) / 1000),
  };
}

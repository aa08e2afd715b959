// How the HTTP cache scenario prints: its table, its goal lines and its README figures, from its results
// (http-cache.mjs); kept apart so that run.mjs and markdown.mjs do not load the scenario (nginx, the API,
// Apollo) to print them.
import { GOALS } from '../goals.mjs';
import { round, table } from './util.mjs';

/** A share (0..1) as a percentage with one decimal. */
export const pct = (v) => (v === null || v === undefined ? '–' : `${round(v * 100, 1)} %`);

export function formatHttpCache(r) {
  if (!r.available) return `HTTP cache (nginx): not available: ${r.reason}`;
  const w = r.workload;
  const c = r.cache;
  const l = r.latencyMs;
  const warmFrom = r.settings.warmup.toLocaleString('en');
  const lines = [
    `${w.lookups.toLocaleString('en')} lookups by ${w.visitors.toLocaleString('en')} visitors over ${w.terms} skills (Zipf s=${r.settings.typing.zipfS}), ${w.distinctQueries.toLocaleString('en')} distinct queries; nginx ${r.nginx.version}; ${r.settings.concurrency === 1 ? 'one request at a time' : `${r.settings.concurrency} in flight`}; warm = after the first ${warmFrom}; ${r.seconds} s`,
    table([
      ['path', 'served by cache (warm)', 'overall', 'last 1,000', 'best possible (warm)', 'API requests', 'API req / lookup (warm)', 'p50 ms', 'p99 ms', 'p50 warm', 'p99 warm', 'req/s'],
      ['web app → API (no cache)', '–', '–', '–', '–', c.originRequests.withoutCache, 1, l.withoutCache.all.p50, l.withoutCache.all.p99, l.withoutCache.warm.p50, l.withoutCache.warm.p99, r.throughput.withoutCache],
      ['web app → nginx → API', pct(c.servedShare.warm), pct(c.servedShare.overall), pct(c.servedShare.last1000), pct(w.bestPossibleShare.warm), c.originRequests.withCache, c.originRequests.perLookupWarm, l.withCache.all.p50, l.withCache.all.p99, l.withCache.warm.p50, l.withCache.warm.p99, r.throughput.withCache],
    ]),
    `cache statuses (X-Cache-Status): ${Object.entries(c.statuses).map(([k, v]) => `${k} ${v}`).join(', ')}; in nginx's log: ${Object.entries(c.statusesFromLog).map(([k, v]) => `${k} ${v}`).join(', ')}`,
    `with the cache: hits p50 ${l.withCache.hits.p50} / p99 ${l.withCache.hits.p99} ms, misses p50 ${l.withCache.misses.p50} / p99 ${l.withCache.misses.p99} ms; served share per 1,000: ${c.servedShare.perThousand.map((v) => pct(v)).join(', ')}`,
    `checks: Apollo end to end through the cache ${r.checks.apolloEndToEnd ? 'ok' : 'FAILED'}; answers not 200 or not public: ${r.checks.notPublicOr200.withoutCache} / ${r.checks.notPublicOr200.withCache}; ETags differing from the API's: ${r.checks.etagMismatches}`,
  ];
  return lines.join('\n');
}

/** The summary's lines for the goal (run.mjs). */
export function httpCacheSummary(r) {
  if (!r) return [];
  if (r.error) return [`n/a    HTTP cache in front of /graphql: failed: ${r.error}`];
  if (!r.available) return [`n/a    HTTP cache in front of /graphql: not available: ${r.reason}`];
  const g = r.goals;
  const c = r.cache;
  return [
    `${g.servedWarm.met ? 'HOLDS ' : 'MISSED'} ≥ ${pct(GOALS.servedWarm.target)} of suggestion lookups served by the HTTP cache once warm (after the first ${r.settings.warmup.toLocaleString('en')} of ${r.workload.lookups.toLocaleString('en')}): ${pct(c.servedShare.warm)} (overall ${pct(c.servedShare.overall)}, last 1,000 ${pct(c.servedShare.last1000)}; best possible on this workload ${pct(r.workload.bestPossibleShare.warm)})`,
    `${g.originCutWarm.met ? 'HOLDS ' : 'MISSED'} the API's requests cut by ≥ ${pct(GOALS.originCutWarm.target)} once warm: ${pct(g.originCutWarm.measured)} (${c.originRequests.withCacheWarm.toLocaleString('en')} requests reached the API for the ${(r.workload.lookups - r.settings.warmup).toLocaleString('en')} warm lookups, ${c.originRequests.withoutCacheWarm.toLocaleString('en')} without the cache; ${c.originRequests.withCache.toLocaleString('en')} of ${r.workload.lookups.toLocaleString('en')} overall); p50 / p99 ${r.latencyMs.withCache.all.p50} / ${r.latencyMs.withCache.all.p99} ms with the cache, ${r.latencyMs.withoutCache.all.p50} / ${r.latencyMs.withoutCache.all.p99} ms without`,
  ];
}

/** The "Latest figures" part of results/latest.md. */
export function httpCacheMarkdown(r) {
  if (!r) return [];
  const lookups = (r.workload?.lookups ?? r.settings?.lookups ?? 10_000).toLocaleString('en');
  const flight = (r.settings?.concurrency ?? 1) === 1 ? 'one request at a time' : `${r.settings.concurrency} in flight`;
  const title = `**HTTP cache in front of /graphql** (Debian's nginx; ${lookups} suggestion lookups from a Zipf typing model; web app → nginx → production API; ${flight}):`;
  if (r.error) return ['', title, '', `Failed: ${r.error}`];
  if (!r.available) return ['', title, '', `Not available: ${r.reason}`];
  const row = (cells) => `| ${cells.map((c) => (c === null || c === undefined ? '–' : String(c))).join(' | ')} |`;
  const c = r.cache;
  const l = r.latencyMs;
  const w = r.workload;
  return [
    '',
    title,
    '',
    row(['path', 'served by the cache, warm', 'overall', 'last 1,000', 'requests reaching the API', 'p50', 'p99']),
    row(['---', '---:', '---:', '---:', '---:', '---:', '---:']),
    row(['web app → API (no cache)', '–', '–', '–', c.originRequests.withoutCache.toLocaleString('en'), `${l.withoutCache.all.p50} ms`, `${l.withoutCache.all.p99} ms`]),
    row(['web app → nginx → API', pct(c.servedShare.warm), pct(c.servedShare.overall), pct(c.servedShare.last1000), c.originRequests.withCache.toLocaleString('en'), `${l.withCache.all.p50} ms`, `${l.withCache.all.p99} ms`]),
    '',
    `Warm = after the first ${r.settings.warmup.toLocaleString('en')} lookups. ${w.visitors.toLocaleString('en')} visitors typed ${w.terms} skills; ${w.distinctQueries.toLocaleString('en')} distinct queries, so at best ${pct(w.bestPossibleShare.warm)} of the warm lookups can be served by any cache (each query's first appearance must reach the API). Cache hits ${l.withCache.hits.p50} / ${l.withCache.hits.p99} ms (p50 / p99), misses ${l.withCache.misses.p50} / ${l.withCache.misses.p99} ms. Served share per 1,000 lookups: ${c.servedShare.perThousand.map(pct).join(', ')}.`,
  ];
}

// The HTTP cache scenario (src/http-cache.mjs) in small: the typing model follows the header's rules,
// the requests are the ones Apollo sends, the nginx configuration is complete. With Debian's nginx on
// the machine, a 200-lookup run checks the counts end to end (a few seconds); without it that case is
// skipped, and `npm run bench` reports the scenario as not available.
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GENERATION_PATH } from '../../../scripts/harness/index.mjs';
import { runHttpCache } from '../src/http-cache.mjs';
import { NGINX, cacheStatusesFromLog, nginxConfig } from '../src/http-cache/nginx.mjs';
import { browserRequests } from '../src/http-cache/requests.mjs';
import { buildWorkload, compulsoryMisses, vocabulary } from '../src/http-cache/workload.mjs';
import { httpCacheMarkdown, httpCacheSummary } from '../src/lib/http-cache-summary.mjs';

describe('the lookups', () => {
  const { lookups, terms } = buildWorkload({ lookups: 2000 });

  it('are the same on every run, and differ by seed', () => {
    expect(buildWorkload({ lookups: 2000 }).lookups).toEqual(lookups);
    expect(buildWorkload({ lookups: 2000, seed: 'other' }).lookups).not.toEqual(lookups);
  });

  it('are what the header sends while someone types a skill: 3+ characters, trimmed, a prefix of the skill, once per visit', () => {
    expect(terms).toEqual(vocabulary());
    expect(terms.length).toBeGreaterThan(300);
    const perVisit = new Set();
    for (const l of lookups) {
      expect([...l.query].length).toBeGreaterThanOrEqual(3);
      expect(l.query).toBe(l.query.trim());
      expect(l.term.startsWith(l.query)).toBe(true);
      expect(perVisit.has(`${l.visitor}:${l.query}`)).toBe(false);
      perVisit.add(`${l.visitor}:${l.query}`);
    }
    // Mostly one request per visit (the 500 ms debounce), sometimes a pause mid-word adds one.
    const visits = new Set(lookups.map((l) => l.visitor)).size;
    expect(lookups.length / visits).toBeGreaterThan(1);
    expect(lookups.length / visits).toBeLessThan(1.5);
  });

  it('follow Zipf: the most followed skill is the most typed', () => {
    const byTerm = new Map();
    for (const l of lookups) byTerm.set(l.term, (byTerm.get(l.term) ?? 0) + 1);
    const counts = [...byTerm.values()].sort((a, b) => b - a);
    expect(byTerm.get(terms[0])).toBe(counts[0]);
  });

  it('bound what any cache can serve: the first appearance of each query reaches the API', () => {
    const q = (query) => ({ query });
    expect(compulsoryMisses([q('abc'), q('abc'), q('abd'), q('abc')], 2)).toEqual({ distinctQueries: 2, overall: 2, warm: 1 });
  });
});

describe('the requests', () => {
  it('are the GETs Apollo sends through persistedOperationsLink: an id, no text, variables in sorted order', async () => {
    const { requests } = await browserRequests(['watercolor', 'logo design']);
    const { path, headers } = requests.get('logo design');
    const url = new URL(path, 'http://localhost');
    expect(url.pathname).toBe('/graphql');
    expect([...url.searchParams.keys()]).toEqual(['operationName', 'variables', 'extensions']);
    expect(url.searchParams.get('operationName')).toBe('GetSearchSuggestions');
    const variables = JSON.parse(url.searchParams.get('variables'));
    expect(variables.query).toBe('logo design');
    expect(Object.keys(variables)).toEqual(Object.keys(variables).sort());
    expect(JSON.parse(url.searchParams.get('extensions')).persistedQuery.sha256Hash).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(headers.accept).toContain('application/graphql-response+json');
  });
});

describe('nginx', () => {
  it('gets a configuration with every path in its directory and the cache on GET /graphql', () => {
    const conf = nginxConfig({ dir: '/tmp/x', port: 1234, upstreams: ['127.0.0.1:5678'], generation: 3 });
    expect(conf).not.toMatch(/@[A-Z_]+@/);
    expect(conf).toContain('listen 127.0.0.1:1234;');
    expect(conf).toContain('server 127.0.0.1:5678;');
    // scripts/harness/nginx-balancer.mjs knows it is up, and which configuration it runs, by this answer.
    expect(conf).toContain(`location = ${GENERATION_PATH} {`);
    expect(conf).toContain('return 200 "3";');
    for (const line of ['proxy_cache graphql;', 'proxy_cache_key $request_uri;', 'proxy_cache_lock on;', 'X-Cache-Status $upstream_cache_status']) expect(conf).toContain(line);
    for (const path of conf.matchAll(/(?:pid|error_log|access_log|_temp_path|proxy_cache_path) (\/\S+)/g)) expect(path[1].startsWith('/tmp/x/')).toBe(true);
  });

  it("log lines are counted by cache status, /graphql GETs only", () => {
    const log = ['MISS 200 0.002 0.001 GET "/graphql?a=1"', 'HIT 200 0.000 - GET "/graphql?a=1"', '- 200 0.001 0.001 POST "/graphql"', '- 200 0.001 0.001 GET "/img/x.svg"', ''].join('\n');
    expect(cacheStatusesFromLog(log)).toEqual({ MISS: 1, HIT: 1 });
  });

  it.skipIf(!existsSync(NGINX))('serves every repeated lookup from its cache and sends each first one to the API (200 lookups)', async () => {
    const r = await runHttpCache({ lookups: 200, warmup: 50, block: 50, install: false });
    expect(r.available).toBe(true);
    expect(r.checks).toEqual({ apolloEndToEnd: true, notPublicOr200: { withoutCache: 0, withCache: 0 }, etagMismatches: 0 });
    const c = r.cache;
    expect(c.originRequests.withoutCache).toBe(200);
    // One request at a time and nothing expires: exactly the compulsory misses reach the API.
    expect(c.originRequests.withCache).toBe(r.workload.distinctQueries);
    expect(c.statuses).toEqual({ MISS: r.workload.distinctQueries, HIT: 200 - r.workload.distinctQueries });
    expect(c.servedShare.overall).toBe(r.workload.bestPossibleShare.overall);
    expect(c.originRequests.forwardedByCacheWarm).toBe(c.originRequests.withCacheWarm);
    // nginx's own log agrees (plus the one end-to-end Apollo probe).
    expect(c.statusesFromLog.HIT).toBe(c.statuses.HIT);
    expect(c.statusesFromLog.MISS).toBe(c.statuses.MISS + 1);
    expect(httpCacheSummary(r)).toHaveLength(2);
    expect(httpCacheMarkdown(r).join('\n')).toContain('web app → nginx → API');
  });

  it('is reported as not available with its reason when missing', () => {
    expect(httpCacheSummary({ available: false, reason: 'no nginx at /x' })).toEqual(['n/a    HTTP cache in front of /graphql: not available: no nginx at /x']);
    expect(httpCacheMarkdown({ available: false, reason: 'no nginx at /x', settings: { lookups: 10_000, concurrency: 1 } }).at(-1)).toBe('Not available: no nginx at /x');
  });
});

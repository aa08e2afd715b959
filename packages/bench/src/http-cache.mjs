#!/usr/bin/env node
// A real HTTP cache in front of the API (issue 10): Debian's nginx as a caching reverse proxy between
// the web app's /graphql and the API, and 10,000 suggestion lookups replayed through the web app with
// and without it.
//
//   browser (here: fetch)  →  web app /graphql (its proxy)  →  nginx proxy_cache  →  API (production)
//   browser (here: fetch)  →  web app /graphql (its proxy)  →  API (production)          (no cache)
//
// The lookups: a seeded typing model (see buildWorkload) over the seed's skills ranked by their
// followers, Zipf s = 1, with the header's own rules for when a request goes out (3 characters, 500 ms
// without a key, one request per settled query per visitor). The requests are the browser's: the URL
// of every distinct query is made by a real ApolloClient with persistedOperationsLink() before its
// HttpLink, with the variables the search machine builds for a visitor without the high-quality flag,
// plus the headers Apollo sets, a device-session cookie per visitor and Chromium's Accept-Encoding.
// Both paths take the same lookups in the same order, in blocks of 500 that alternate (a busy spell of
// the shared machine hits both), one request at a time: the client, the web app and the API share this
// process's event loop, so requests in flight would mostly measure each other (--concurrency=8 does it).
//
//   tsx http-cache.mjs [--lookups=20000] [--warmup=10000] [--concurrency=1] [--block=500] [--json]
import { spawn, spawnSync } from 'node:child_process';
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { chownSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { DEVICE_SESSION_COOKIE, SEARCH_DEBOUNCE_MS, SEARCH_MIN_QUERY, codePointLength, newDeviceSessionId, searchQueryOf } from '@masthead/header-core';
import { getCatalog } from '../../../apps/api/src/seed/index.ts';
import { createRng } from '../../../apps/api/src/prng.ts';
import { pct } from './lib/http-cache-summary.mjs';
import { BENCH_DIR, ROOT_DIR, isMain, max, mean, parseArgs, percentile, round, sleep, table } from './lib/util.mjs';

/** Debian's nginx (MASTHEAD_NGINX overrides it); scripts/setup.mjs installs it. */
export const NGINX = process.env.MASTHEAD_NGINX || '/usr/sbin/nginx';
const CONFIG_TEMPLATE = `${BENCH_DIR}src/http-cache/nginx.conf`;
/** The goal of issue 10: at least this share served by the cache once warm, the API's requests cut by the same. */
export const GOAL_SHARE = 0.9;

export const DEFAULTS = {
  /** 10,000 lookups measured once warm, after 10,000 earlier lookups of the same traffic filled the cache. */
  lookups: 20_000,
  /** Lookups before the cache counts as warm: the figures "once warm" are over the rest. */
  warmup: 10_000,
  /** Requests in flight per path; 1 = sequential (see the file comment). */
  concurrency: 1,
  block: 500,
  seed: 'http-cache',
};

/**
 * The typing model (every number here is an assumption, stated once):
 * - what is typed: a skill of the seed (topics, skills, software; 370 names), lower-cased as people
 *   type, ranked by the seed's followers and drawn by Zipf's law with s = 1;
 * - how far: the whole name in 70 % of visits; otherwise the visitor stops after 3 to n−1 characters
 *   (picks a suggestion, gives up), uniformly;
 * - how fast: inter-key intervals log-normal with a median of 200 ms and σ = 0.5 (mean 227 ms; large
 *   typing studies report about 240 ms on average, e.g. Dhakal et al., CHI 2018), so about 3 % of the
 *   gaps are longer than the debounce.
 * The header's rules then decide what reaches the server: a request when the text has been still for
 * SEARCH_DEBOUNCE_MS (500 ms) and is at least SEARCH_MIN_QUERY (3) characters after trimming, always
 * once the visitor stops, and never twice for the same query in one visit (the box's own cache).
 */
export const TYPING = { zipfS: 1, finishShare: 0.7, ikiMedianMs: 200, ikiSigma: 0.5 };

// --- the workload ---------------------------------------------------------------------------------------

/** The vocabulary people type, most followed first. */
export function vocabulary() {
  const skills = [...getCatalog().skills].sort((a, b) => b.followerCount - a.followerCount || Number(a.id) - Number(b.id));
  return [...new Set(skills.map((s) => s.name.toLowerCase()))];
}

/** `lookups` suggestion requests as visitors typing produce them, in arrival order (deterministic per seed). */
export function buildWorkload({ lookups = DEFAULTS.lookups, seed = DEFAULTS.seed, typing = TYPING } = {}) {
  const terms = vocabulary();
  const rng = createRng(seed);
  const weights = terms.map((_, rank) => 1 / (rank + 1) ** typing.zipfS);
  const total = weights.reduce((a, b) => a + b, 0);
  let acc = 0;
  const cumulative = weights.map((w) => (acc += w / total));
  const zipf = () => {
    const r = rng.next();
    let lo = 0;
    let hi = terms.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid] < r) lo = mid + 1;
      else hi = mid;
    }
    return terms[lo];
  };
  // Box–Muller on the seeded source.
  const normal = () => Math.sqrt(-2 * Math.log(1 - rng.next())) * Math.cos(2 * Math.PI * rng.next());
  const out = [];
  let visitors = 0;
  while (out.length < lookups) {
    visitors += 1;
    const term = zipf();
    const chars = [...term];
    const stopAt = chars.length <= SEARCH_MIN_QUERY || rng.next() < typing.finishShare ? chars.length : rng.int(SEARCH_MIN_QUERY, chars.length - 1);
    const cookie = `${DEVICE_SESSION_COOKIE}=${newDeviceSessionId(rng.next)}`;
    const asked = new Set();
    const settle = (length) => {
      const query = searchQueryOf(chars.slice(0, length).join(''));
      if (codePointLength(query) < SEARCH_MIN_QUERY || asked.has(query)) return;
      asked.add(query);
      out.push({ query, term, visitor: visitors, cookie });
    };
    for (let typed = 1; typed < stopAt; typed += 1) {
      const gapMs = typing.ikiMedianMs * Math.exp(typing.ikiSigma * normal());
      if (gapMs > SEARCH_DEBOUNCE_MS) settle(typed);
    }
    settle(stopAt);
  }
  out.length = lookups;
  return { lookups: out, terms, visitors };
}

/** The best any cache can do on these lookups: every query's first appearance must reach the API. */
export function compulsoryMisses(lookups, warmup) {
  const seen = new Set();
  let overall = 0;
  let warm = 0;
  lookups.forEach((lookup, i) => {
    if (!seen.has(lookup.query)) {
      overall += 1;
      if (i >= warmup) warm += 1;
    }
    seen.add(lookup.query);
  });
  return { distinctQueries: seen.size, overall, warm };
}

// --- the requests ------------------------------------------------------------------------------------

/**
 * The request the browser sends for each distinct query: a real ApolloClient (the web app's links:
 * persistedOperationsLink() before an HttpLink at /graphql) with a fetch that records the request and
 * answers nothing. Returns query → { path, headers } (path = the request target, `/graphql?…`).
 */
export async function browserRequests(queries) {
  const [{ ApolloClient, HttpLink, InMemoryCache, from }, { persistedOperationsLink }, { GetSearchSuggestionsDocument }, { buildSuggestionVariables }] = await Promise.all([
    import('@apollo/client'),
    import('@masthead/graphql/apollo'),
    import('@masthead/graphql'),
    import('@masthead/header-core/machines'),
  ]);
  let seen = null;
  const recordOnly = async (url, init) => {
    seen = { path: String(url), headers: Object.fromEntries(new Headers(init?.headers ?? {})), method: init?.method ?? 'GET' };
    throw new Error('recorded');
  };
  const client = new ApolloClient({ cache: new InMemoryCache(), link: from([persistedOperationsLink(), new HttpLink({ uri: '/graphql', fetch: recordOnly })]) });
  const requests = new Map();
  for (const query of queries) {
    seen = null;
    // What the search machine sends for a visitor without the high-quality flag (logged out, or logged
    // in without it; the header passes no analytics tags): variablesFor(context, query).
    const variables = buildSuggestionVariables({ query, loggedIn: false, flagOn: false });
    await client.query({ query: GetSearchSuggestionsDocument, variables, fetchPolicy: 'no-cache' }).catch(() => {});
    if (!seen || seen.method !== 'GET') throw new Error(`Apollo did not send GetSearchSuggestions as a GET for "${query}" (${seen?.method ?? 'nothing sent'})`);
    requests.set(query, seen);
  }
  return { requests, client: { ApolloClient, HttpLink, InMemoryCache, from, persistedOperationsLink, GetSearchSuggestionsDocument, buildSuggestionVariables } };
}

// --- nginx -------------------------------------------------------------------------------------------

/** Whether nginx is here (installing it as scripts/setup.mjs does when it is not); a reason when not. */
export async function nginxAvailability({ install = true } = {}) {
  if (!existsSync(NGINX) && install) {
    try {
      const { ensureNginx } = await import(pathToFileURL(`${ROOT_DIR}scripts/setup.mjs`).href);
      ensureNginx();
    } catch (error) {
      return { available: false, reason: String(error.message).split('\n')[0] };
    }
  }
  if (!existsSync(NGINX)) return { available: false, reason: `no nginx at ${NGINX} (npm run bench installs Debian's nginx with apt-get; or set MASTHEAD_NGINX)` };
  const version = spawnSync(NGINX, ['-v'], { encoding: 'utf8' });
  if (version.status !== 0) return { available: false, reason: `${NGINX} -v failed: ${(version.stderr || version.error?.message || '').trim()}` };
  return { available: true, version: version.stderr.trim().replace(/^nginx version:\s*/, '') };
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function canConnect(port) {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

/** The configuration for this run: the template with its paths and ports filled in. */
export function nginxConfig({ dir, port, apiPort }) {
  return readFileSync(CONFIG_TEMPLATE, 'utf8').replaceAll('@DIR@', dir).replaceAll('@PORT@', String(port)).replaceAll('@API_PORT@', String(apiPort));
}

/**
 * Starts nginx in the foreground (`daemon off`, a master and one worker) with every path in a fresh
 * temporary directory, in a process group of its own. As root it runs as nobody (uid 65534), like an
 * unprivileged user would run it. Returns { port, dir, stop() }; stop() ends the group and reads the log.
 */
export async function startNginx(apiPort) {
  const dir = mkdtempSync(join(tmpdir(), 'masthead-nginx-'));
  mkdirSync(`${dir}/temp`);
  const port = await freePort();
  writeFileSync(`${dir}/nginx.conf`, nginxConfig({ dir, port, apiPort }));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) for (const path of [dir, `${dir}/temp`, `${dir}/nginx.conf`]) chownSync(path, 65534, 65534);
  const child = spawn(NGINX, ['-p', `${dir}/`, '-c', `${dir}/nginx.conf`, '-e', `${dir}/error.log`], {
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
    ...(asRoot ? { uid: 65534, gid: 65534 } : {}),
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  let exited = null;
  const exit = new Promise((resolve) => child.once('exit', (code, signal) => resolve((exited = { code, signal }))));
  const killGroup = (signal) => {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // Already gone.
    }
  };
  // Never leave it running, whatever happens to this process.
  const onExit = () => killGroup('SIGKILL');
  process.once('exit', onExit);
  const errorLog = () => (existsSync(`${dir}/error.log`) ? readFileSync(`${dir}/error.log`, 'utf8').trim().split('\n').slice(-3).join(' ') : '');
  const stop = async () => {
    killGroup('SIGTERM');
    await Promise.race([exit, sleep(3000)]);
    if (!exited) killGroup('SIGKILL');
    process.off('exit', onExit);
    const log = existsSync(`${dir}/access.log`) ? readFileSync(`${dir}/access.log`, 'utf8') : '';
    rmSync(dir, { recursive: true, force: true });
    return log;
  };
  for (let waited = 0; !(await canConnect(port)); waited += 50) {
    if (exited || waited > 5000) {
      await stop();
      throw new Error(`nginx did not start: ${(stderr || errorLog() || `exit ${exited?.code ?? exited?.signal ?? 'none'}, not listening after 5 s`).trim().slice(0, 300)}`);
    }
    await sleep(50);
  }
  return { port, dir, stop };
}

/** Counts of $upstream_cache_status in the access log of /graphql GETs. */
export function cacheStatusesFromLog(log) {
  const counts = {};
  for (const line of log.split('\n')) {
    const [status, , , , method, uri] = line.split(' ');
    if (method !== 'GET' || !uri?.startsWith('"/graphql?')) continue;
    counts[status] = (counts[status] ?? 0) + 1;
  }
  return counts;
}

// --- the run -----------------------------------------------------------------------------------------

/** Requests that reach each of the given servers, counted as node:http receives them. */
function countRequests(ports) {
  const counts = new Map(ports.map((p) => [p, 0]));
  const onStart = ({ server }) => {
    const port = server.address()?.port;
    if (counts.has(port)) counts.set(port, counts.get(port) + 1);
  };
  subscribe('http.server.request.start', onStart);
  return {
    get: (port) => counts.get(port),
    reset: () => {
      for (const p of counts.keys()) counts.set(p, 0);
    },
    stop: () => unsubscribe('http.server.request.start', onStart),
  };
}

async function timedGet(origin, request, cookie) {
  const t0 = performance.now();
  const response = await fetch(`${origin}${request.path}`, {
    headers: { ...request.headers, cookie, 'accept-encoding': 'gzip, deflate, br, zstd' },
  });
  const body = await response.arrayBuffer();
  return {
    ms: performance.now() - t0,
    status: response.status,
    cache: response.headers.get('x-cache-status'),
    etag: response.headers.get('etag'),
    cacheControl: response.headers.get('cache-control'),
    bytes: body.byteLength,
  };
}

/** Lookups [from, to) through one path with `concurrency` requests in flight, in order. */
async function runBlock({ origin, lookups, requests, from, to, concurrency, into }) {
  let next = from;
  const worker = async () => {
    while (next < to) {
      const i = next;
      next += 1;
      into[i] = await timedGet(origin, requests.get(lookups[i].query), lookups[i].cookie);
    }
  };
  const t0 = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  return performance.now() - t0;
}

const latency = (samples) => {
  const ms = samples.map((s) => s.ms);
  return { count: ms.length, p50: round(percentile(ms, 50), 2), p90: round(percentile(ms, 90), 2), p99: round(percentile(ms, 99), 2), max: round(max(ms), 2), mean: round(mean(ms), 2) };
};
const share = (part, whole) => (whole ? round(part / whole, 4) : null);
const SERVED_BY_CACHE = new Set(['HIT', 'STALE', 'UPDATING']);

/**
 * The scenario. Options: DEFAULTS' keys, and `install: false` to report a missing nginx instead of
 * installing it (run.mjs: `npm run bench` has tried already).
 */
export async function runHttpCache({ install = true, ...options } = {}) {
  const settings = { ...DEFAULTS, ...options };
  const started = Date.now();
  const nginx = await nginxAvailability({ install });
  if (!nginx.available) return { available: false, reason: nginx.reason, settings };

  const { lookups, terms, visitors } = buildWorkload(settings);
  const compulsory = compulsoryMisses(lookups, settings.warmup);
  const warmupWorkload = buildWorkload({ lookups: Math.min(300, settings.lookups), seed: `${settings.seed}:jit-warm-up` }).lookups;
  const { requests, client: apollo } = await browserRequests(new Set([...lookups, ...warmupWorkload].map((l) => l.query)));

  const { createApiServer } = await import('@masthead/api');
  const { createWebServer } = await import(pathToFileURL(`${ROOT_DIR}apps/web/src/server/server.ts`).href);
  // Two production APIs (the same code and seed), so each path's origin requests are counted on their
  // own; one image origin (a CDN's, as in production) so that both answer a query with the same bytes.
  const apiOptions = { port: 0, production: true, imageOrigin: 'https://images.masthead.example' };
  const apiDirect = await createApiServer(apiOptions);
  const apiCached = await createApiServer(apiOptions);
  const counter = countRequests([apiDirect.port, apiCached.port]);
  let proxy;
  const webs = [];
  try {
    try {
      proxy = await startNginx(apiCached.port);
    } catch (error) {
      return { available: false, reason: error.message, settings };
    }
    const webDirect = createWebServer({ graphqlUrl: apiDirect.url, port: 0, production: true });
    const webCached = createWebServer({ graphqlUrl: `http://127.0.0.1:${proxy.port}/graphql`, port: 0, production: true });
    webs.push(webDirect, webCached);
    const direct = (await webDirect.listen()).replace(/\/$/, '');
    const cached = (await webCached.listen()).replace(/\/$/, '');

    // The real thing once, end to end: the web app's Apollo links through the cache, answered with four lists.
    const real = new apollo.ApolloClient({ cache: new apollo.InMemoryCache(), link: apollo.from([apollo.persistedOperationsLink(), new apollo.HttpLink({ uri: `${cached}/graphql` })]) });
    const probe = await real.query({ query: apollo.GetSearchSuggestionsDocument, variables: apollo.buildSuggestionVariables({ query: 'zzzz-probe', loggedIn: false, flagOn: false }), fetchPolicy: 'no-cache' });
    const apolloEndToEnd = Object.keys(probe.data ?? {}).length === 4;

    // Node's JIT warm-up on the direct path (the web servers and the APIs share their code), then counters from zero.
    const warmInto = [];
    await runBlock({ origin: direct, lookups: warmupWorkload, requests, from: 0, to: warmupWorkload.length, concurrency: settings.concurrency, into: warmInto });
    counter.reset();

    const results = { direct: new Array(lookups.length), cached: new Array(lookups.length) };
    const wallMs = { direct: 0, cached: 0 };
    // Blocks of `block` lookups (one also ends where the warm part starts, for the API's count there).
    const bounds = [...new Set([0, settings.warmup, lookups.length, ...Array.from({ length: Math.ceil(lookups.length / settings.block) }, (_, k) => k * settings.block)])]
      .filter((b) => b >= 0 && b <= lookups.length)
      .sort((a, b) => a - b);
    let atWarm = { direct: 0, cached: 0 };
    for (let b = 0; b + 1 < bounds.length; b += 1) {
      const [from, to] = [bounds[b], bounds[b + 1]];
      const order = b % 2 === 0 ? ['direct', 'cached'] : ['cached', 'direct'];
      for (const path of order) {
        wallMs[path] += await runBlock({ origin: path === 'direct' ? direct : cached, lookups, requests, from, to, concurrency: settings.concurrency, into: results[path] });
      }
      if (to === settings.warmup) atWarm = { direct: counter.get(apiDirect.port), cached: counter.get(apiCached.port) };
    }
    const originRequests = { direct: counter.get(apiDirect.port), cached: counter.get(apiCached.port) };
    // Counted where the API receives them (node:http), so a background refresh would count too.
    const originWarm = { direct: originRequests.direct - atWarm.direct, cached: originRequests.cached - atWarm.cached };
    const log = await proxy.stop();
    proxy = null;

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
        servedWarm: { goal: GOAL_SHARE, measured: servedWarm, met: servedWarm !== null && servedWarm >= GOAL_SHARE },
        originCutWarm: { goal: GOAL_SHARE, measured: cutWarm, met: cutWarm !== null && cutWarm >= GOAL_SHARE },
      },
      seconds: Math.round((Date.now() - started) / 1000),
    };
  } finally {
    counter.stop();
    if (proxy) await proxy.stop();
    for (const web of webs) await web.close();
    await apiDirect.close();
    await apiCached.close();
  }
}


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

if (isMain(import.meta.url)) {
  const args = parseArgs();
  const numeric = (name) => (args[name] ? { [name]: Number(args[name]) } : {});
  const result = await runHttpCache({ ...numeric('lookups'), ...numeric('warmup'), ...numeric('concurrency'), ...numeric('block') });
  console.log(args.json ? JSON.stringify(result, null, 2) : formatHttpCache(result));
}

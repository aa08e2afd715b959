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
// The workload, the requests, nginx and the figures are the modules of http-cache/; this runs both paths.
//
//   tsx http-cache.mjs [--lookups=20000] [--warmup=10000] [--concurrency=1] [--block=500] [--json]
import { randomBytes } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { figuresOf } from './http-cache/figures.mjs';
import { nginxAvailability, startCache } from './http-cache/nginx.mjs';
import { browserRequests, countRequests, runBlock } from './http-cache/requests.mjs';
import { DEFAULTS, buildWorkload, compulsoryMisses } from './http-cache/workload.mjs';
import { formatHttpCache } from './lib/http-cache-summary.mjs';
import { ROOT_DIR, isMain, parseArgs } from './lib/util.mjs';

/**
 * The scenario. Options: DEFAULTS' keys, and `install: false` to report a missing nginx instead of
 * installing it (run.mjs: `npm run bench` has tried already).
 */
export async function runHttpCache({ install = true, ...options } = {}) {
  const settings = { ...DEFAULTS, ...options };
  const started = Date.now();
  const nginx = nginxAvailability({ install });
  if (!nginx.available) return { available: false, reason: nginx.reason, settings };

  const { lookups, terms, visitors } = buildWorkload(settings);
  const compulsory = compulsoryMisses(lookups, settings.warmup);
  const warmupWorkload = buildWorkload({ lookups: Math.min(300, settings.lookups), seed: `${settings.seed}:jit-warm-up` }).lookups;
  const { requests, client: apollo } = await browserRequests(new Set([...lookups, ...warmupWorkload].map((l) => l.query)));

  const { createApiServer } = await import('@masthead/api');
  const { createWebServer } = await import(pathToFileURL(`${ROOT_DIR}apps/web/src/server/server.ts`).href);
  // Two production APIs (the same code and seed), so each path's origin requests are counted on their
  // own; one image origin (a CDN's, as in production) so that both answer a query with the same bytes.
  // Production checks sessions with a secret (it signs in no one here: every lookup is public).
  const apiOptions = { port: 0, production: true, imageOrigin: 'https://images.masthead.example', sessionSecret: randomBytes(32).toString('hex') };
  const apiDirect = await createApiServer(apiOptions);
  const apiCached = await createApiServer(apiOptions);
  // Their databases open before the first lookup, as `npm start` has them: not inside a request's time budget.
  await Promise.all([apiDirect.database(), apiCached.database()]);
  const counter = countRequests([apiDirect.port, apiCached.port]);
  let proxy;
  const webs = [];
  try {
    try {
      proxy = await startCache(apiCached.port);
    } catch (error) {
      return { available: false, reason: error.message, settings };
    }
    const webDirect = createWebServer({ graphqlUrl: apiDirect.url, port: 0, production: true });
    const webCached = createWebServer({ graphqlUrl: `${proxy.origin}/graphql`, port: 0, production: true });
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
    const log = proxy.accessLog();
    await proxy.stop();
    proxy = null;
    return figuresOf({ settings, nginx, workload: { lookups, terms, visitors }, compulsory, requests, results, wallMs, originRequests, originWarm, log, apolloEndToEnd, started });
  } finally {
    counter.stop();
    if (proxy) await proxy.stop();
    for (const web of webs) await web.close();
    await apiDirect.close();
    await apiCached.close();
  }
}

if (isMain(import.meta.url)) {
  const args = parseArgs();
  const numeric = (name) => (args[name] ? { [name]: Number(args[name]) } : {});
  const result = await runHttpCache({ ...numeric('lookups'), ...numeric('warmup'), ...numeric('concurrency'), ...numeric('block') });
  console.log(args.json ? JSON.stringify(result, null, 2) : formatHttpCache(result));
}

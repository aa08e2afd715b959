#!/usr/bin/env node
// Search latency at the API at a marketplace's size (issue 33, "How fast", items 1 and 3): suggestions
// (GetSearchSuggestions, the persisted GET the header sends: four kinds of query, each asked again and again,
// and a different word for each request) and the results page (GetClasses and its facet
// counts, GetFacets, both as the page asks them) at 2,400, 50,000 and 200,000 classes, on the embedded
// PGlite and on Debian's PostgreSQL server.
//
//   pnpm --filter @masthead/bench search-latency                       every size on both engines
//   … search-latency --sizes=2400,50000 --engines=pglite --runs=30     a quicker look while developing
//
// Each size is one API process (apps/api/src/main.ts, as `npm start` runs it) with MASTHEAD_CATALOG set,
// so it builds its catalogue and its search index as `npm start` does; the time until it listens is printed.
// PGlite keeps its index in a folder per size (under the system's temporary folder, or --data=DIR) that a
// later run opens again instead of building it (the seed key says it holds that catalogue); the PostgreSQL
// server is a throwaway one (scripts/harness startPostgres), indexed once per size. Requests go one at a
// time over one keep-alive connection, so a figure is one request's whole time at the API: HTTP, GraphQL
// execution, the statements and the answer. A new API's first 60 requests are timed apart; then it answers 300
// more of other words (settles: the JIT has compiled what it runs), and each cell times 200 requests after 5.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PERSISTED_OPERATIONS } from '@masthead/graphql';
import { childPids, startApiProcess, startPostgres } from '../../../scripts/harness/index.mjs';
import { ensurePostgres } from '../../../scripts/setup.mjs';
import { formatSearchLatency } from './search-latency/format.mjs';
import { measureMachine } from './lib/fixed-work.mjs';
import { BENCH_DIR, isMain, parseArgs, percentile, round } from './lib/util.mjs';

export const DEFAULTS = {
  /** Classes per catalogue: the seed's, MASTHEAD_CATALOG=large's, and large:200000. */
  sizes: [2400, 50_000, 200_000],
  engines: ['pglite', 'postgres'],
  /**
   * Measured requests per query kind and size. A p95 of 60 is the fourth slowest, which moved by ±2 ms between
   * runs of the same build; of 200 it is the tenth.
   */
  runs: 200,
  warmup: 5,
  /**
   * Requests of other words each API answers before its cells (SETTLE_WORDS in turn), so the cells time a server
   * that has been serving: its code compiled by the JIT for what it runs. A new instance's first requests are
   * timed apart (`cold`), before these.
   */
  settle: 300,
  /** The requests of that first figure: a different word each (SETTLE_WORDS), as a new instance meets them. */
  coldRuns: 60,
};

/** What the visitor types, one query per kind (the brief's). */
export const QUERIES = [
  { kind: 'exact', query: 'watercolor' },
  { kind: 'prefix', query: 'waterc' },
  { kind: 'two words', query: 'watercolor portrait' },
  { kind: 'typo', query: 'watrcolor' },
];
/**
 * A fifth kind: a different word for each request. 205 of the seed's skill words (the first 65 were the
 * bench's list until runs went from 60 to 200), short and long, so the kind's warm-up of 5 and its 200 measured
 * requests each ask a word once. The kinds above repeat one query; an engine that kept anything per query (a
 * plan, an answer) would look faster on them than it is for someone typing, and this kind would show it.
 */
export const DIFFERENT_WORDS = [
  'motion', 'rigging', 'kinetic', 'lottie', 'storyboarding', 'explainer', 'logo', 'claymation', 'rotoscoping', 'cel',
  'particle', 'blender', 'procreate', 'poetry', 'screenwriting', 'memoir', 'worldbuilding', 'novel', 'journaling',
  'fantasy', 'haiku', 'romance', 'filmmaking', 'cinematography', 'documentary', 'smartphone', 'vlogging', 'drone',
  'lighting', 'interview', 'premiere', 'painting', 'drawing', 'oil', 'acrylic', 'gouache', 'portrait', 'charcoal',
  'ink', 'landscape', 'botanical', 'abstract', 'linocut', 'branding', 'typography', 'poster', 'packaging',
  'infographics', 'pattern', 'risograph', 'fashion', 'comics', 'manga', 'sketchbook', 'isometric', 'songwriting',
  'guitar', 'ukulele', 'mastering', 'astrophotography', 'wireframing', 'prototyping', 'javascript', 'wordpress',
  'freelancing', 'frame', 'animation', 'stop', 'animated', 'gifs', 'walk', 'cycles', 'videos', 'looping', 'shading',
  'lip', 'sync', 'effects', 'illustrations', 'squash', 'stretch', 'title', 'sequences', 'short', 'stories',
  'character', 'development', 'writing', 'dialogue', 'books', 'video', 'editing', 'color', 'grading', 'youtube',
  'sound', 'design', 'films', 'videography', 'directing', 'music', 'travel', 'setup', 'roll', 'transitions',
  'essays', 'green', 'screen', 'film', 'scoring', 'basics', 'figure', 'soft', 'pastels', 'still', 'life', 'urban',
  'sketching', 'art', 'theory', 'mixed', 'media', 'plein', 'air', 'sumi', 'alla', 'prima', 'layout', 'brand',
  'identity', 'palettes', 'editorial', 'icon', 'hand', 'lettering', 'print', 'social', 'graphics', 'book', 'cover',
  'visual', 'grid', 'systems', 'font', 'merchandise', 'printing', 'album', 'illustration', 'piano', 'beat', 'making',
  'mixing', 'singing', 'drums', 'synthesis', 'hip', 'hop', 'djing', 'audio', 'engineering', 'ear', 'training',
  'home', 'recording', 'jazz', 'improvisation', 'chord', 'progressions', 'bossa', 'nova', 'sampling', 'photography',
  'street', 'product', 'food', 'lightroom', 'presets', 'natural', 'light', 'black', 'white', 'wedding', 'night',
  'macro', 'studio', 'photojournalism', 'flat', 'lay', 'photo', 'retouching', 'self', 'portraits', 'user',
  'research', 'interaction', 'mobile', 'app', 'web', 'usability', 'testing', 'accessible', 'information',
  'architecture', 'microinteractions', 'dashboard',
];
/** Other skill words: a new instance's first requests (`cold`) and the settling before the cells ask these. */
export const SETTLE_WORDS = [
  'thinking', 'journey', 'mapping', 'landing', 'page', 'dark', 'mode', 'tokens', 'html', 'css', 'typescript',
  'react', 'node', 'python', 'responsive', 'accessibility', 'git', 'apis', 'sql', 'tailwind', 'next', 'vue',
  'performance', 'automated', 'data', 'visualization', 'pricing', 'work', 'client', 'management', 'personal', 'etsy',
  'selling', 'starting', 'business', 'plans', 'invoicing', 'portfolio', 'building', 'side', 'hustles', 'passive',
  'income', 'negotiation', 'public', 'speaking', 'leadership', 'pitching', 'commerce', 'creative', 'bookkeeping',
  'remote', 'licensing', 'instagram', 'marketing', 'content', 'email', 'seo', 'copywriting', 'tiktok',
];
/** The kind of DIFFERENT_WORDS in the figures. */
export const DIFFERENT_KIND = 'a word each';
/** The results page's query. */
export const RESULTS_QUERY = 'watercolor';

/** The MASTHEAD_CATALOG value of a catalogue of `classes`. */
export const catalogSetting = (classes) => (classes === 2400 ? 'default' : classes === 50_000 ? 'large' : `large:${classes}`);
const persisted = (operationName) => ({ persistedQuery: { version: 1, sha256Hash: PERSISTED_OPERATIONS[operationName] } });
const HEADERS = { accept: 'application/json', 'accept-language': 'en-US' };

async function answered(response) {
  const body = await response.json();
  if (response.status !== 200 || body.errors) throw new Error(`HTTP ${response.status}: ${JSON.stringify(body.errors ?? body).slice(0, 300)}`);
  return body.data;
}

/** One suggestion request as the header sends it: a persisted GET. Resolves to the classes and skills suggested. */
export async function suggest(origin, query) {
  const params = new URLSearchParams({ operationName: 'GetSearchSuggestions', variables: JSON.stringify({ query }), extensions: JSON.stringify(persisted('GetSearchSuggestions')) });
  const data = await answered(await fetch(`${origin}/graphql?${params}`, { headers: HEADERS }));
  return data.classSuggestions.edges.length + data.skillSuggestions.edges.length;
}

/** The results page's two requests, sent together as the page sends them (search-params.ts's variables). */
async function resultsPage(origin, query) {
  const post = (operationName, variables) =>
    fetch(`${origin}/graphql`, { method: 'POST', headers: { ...HEADERS, 'content-type': 'application/json' }, body: JSON.stringify({ operationName, variables, extensions: persisted(operationName) }) }).then(answered);
  const [classes] = await Promise.all([post('GetClasses', { query, first: 20, sort: 'RELEVANCE' }), post('GetFacets', { query })]);
  return classes.search.totalCount;
}

/** Linux's clock ticks per second (/proc/<pid>/stat counts CPU time in them). */
const TICKS_PER_SECOND = 100;

/**
 * CPU time the API process (tsx and its node) has used, in ms: what a request costs the API whatever its
 * neighbours do, where wall time on a shared machine is mostly the wait for a core. The PostgreSQL server's
 * own processes are not counted (PGlite runs inside the API's).
 */
function apiCpuMs(pid) {
  let ticks = 0;
  for (const p of [pid, ...childPids(pid)]) {
    try {
      const fields = readFileSync(`/proc/${p}/stat`, 'utf8').split(') ')[1].split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // Not Linux, or gone meanwhile.
    }
  }
  return (ticks * 1000) / TICKS_PER_SECOND;
}

/** p50/p95/p99 of `runs` timed calls after `warmup` untimed ones, the API's CPU per call; `found`: what the last call found. */
async function timed(call, { runs, warmup }, pid) {
  for (let i = 0; i < warmup; i += 1) await call();
  const ms = [];
  let found = 0;
  const cpuBefore = apiCpuMs(pid);
  // A refused request (the API's time budget, LIMITS.budgetMs) is counted, its time kept: a figure, not a crash.
  let failed = 0;
  let error = null;
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    try {
      found = await call();
    } catch (e) {
      failed += 1;
      error ??= e.message.slice(0, 200);
    }
    ms.push(performance.now() - start);
  }
  const cpuMs = round((apiCpuMs(pid) - cpuBefore) / runs, 1);
  return { p50: round(percentile(ms, 50), 2), p95: round(percentile(ms, 95), 2), p99: round(percentile(ms, 99), 2), cpuMs, found, failed, error };
}

/** Where PGlite's index folders are kept between runs unless --data says otherwise. */
export const DATA_DIR = join(tmpdir(), 'masthead-search-latency');

/** Where PGlite keeps a size's index between runs, and what the run that built it measured. */
export function folderOf(dataDir, classes) {
  const dir = join(dataDir, `pglite-${catalogSetting(classes).replace(':', '-')}`);
  const built = join(dataDir, `pglite-${classes}.build.json`);
  return { dir, built, existed: existsSync(dir) };
}

/**
 * The API of one size on one engine, started as `npm start` starts it: the catalogue and its index built, or
 * PGlite's folder of an earlier run reopened (the build's time kept beside it). { api, index }.
 */
export async function startSizeApi({ engine, classes, pg = null, dataDir = DATA_DIR, log }) {
  const folder = engine === 'pglite' ? folderOf(dataDir, classes) : null;
  const database = engine === 'pglite' ? { MASTHEAD_DATA_DIR: folder.dir } : { MASTHEAD_DATABASE_URL: pg.url };
  const started = performance.now();
  const api = await startApiProcess({
    env: { MASTHEAD_CATALOG: catalogSetting(classes), ...database, NODE_OPTIONS: '--max-old-space-size=8192' },
    startTimeoutMs: 60 * 60_000,
  });
  const readySeconds = round((performance.now() - started) / 1000, 1);
  let index = { seconds: readySeconds, reused: false };
  if (folder?.existed) index = { reused: true, seconds: existsSync(folder.built) ? JSON.parse(readFileSync(folder.built, 'utf8')).seconds : null, reopenedSeconds: readySeconds };
  else if (folder) writeFileSync(folder.built, `${JSON.stringify({ seconds: readySeconds, date: new Date().toISOString() })}\n`);
  log(`[search-latency] ${engine} ${classes}: ${index.reused ? `index reopened in ${readySeconds} s (built in ${index.seconds ?? '?'} s by an earlier run)` : `ready in ${readySeconds} s (catalogue and index built)`}`);
  return { api, index };
}

/** One size on one engine: the API started (the index built or reopened), then every query kind timed. */
async function measureSize({ engine, classes, pg, dataDir, options, log }) {
  const { api, index } = await startSizeApi({ engine, classes, pg, dataDir, log });
  try {
    // A new instance's first requests, as its first visitors meet them; then it settles, and the cells are timed.
    let first = 0;
    const cold = { query: `${options.coldRuns} words in turn, first after start`, ...(await timed(() => suggest(api.origin, SETTLE_WORDS[first++ % SETTLE_WORDS.length]), { runs: options.coldRuns, warmup: 0 }, api.pid)) };
    log(`[search-latency] ${engine} ${classes} first ${options.coldRuns} requests after start: p50 ${cold.p50} p95 ${cold.p95} p99 ${cold.p99} ms, API CPU ${cold.cpuMs} ms a request`);
    for (let i = 0; i < options.settle; i += 1) await suggest(api.origin, SETTLE_WORDS[i % SETTLE_WORDS.length]);
    const kinds = {};
    for (const { kind, query } of QUERIES) {
      kinds[kind] = { query, ...(await timed(() => suggest(api.origin, query), options, api.pid)) };
      log(`[search-latency] ${engine} ${classes} ${kind} '${query}': p50 ${kinds[kind].p50} p95 ${kinds[kind].p95} p99 ${kinds[kind].p99} ms, API CPU ${kinds[kind].cpuMs} ms a request (${kinds[kind].found} suggested${kinds[kind].failed ? `; ${kinds[kind].failed} failed: ${kinds[kind].error}` : ''})`);
    }
    let next = 0;
    const words = { query: `${DIFFERENT_WORDS.length} words in turn`, ...(await timed(() => suggest(api.origin, DIFFERENT_WORDS[next++ % DIFFERENT_WORDS.length]), options, api.pid)) };
    kinds[DIFFERENT_KIND] = words;
    log(`[search-latency] ${engine} ${classes} ${DIFFERENT_KIND}: p50 ${words.p50} p95 ${words.p95} p99 ${words.p99} ms, API CPU ${words.cpuMs} ms a request${words.failed ? ` (${words.failed} failed: ${words.error})` : ''}`);
    const results = { query: RESULTS_QUERY, ...(await timed(() => resultsPage(api.origin, RESULTS_QUERY), options, api.pid)) };
    log(`[search-latency] ${engine} ${classes} results page: p50 ${results.p50} p95 ${results.p95} p99 ${results.p99} ms, API CPU ${results.cpuMs} ms a page (${results.found} classes${results.failed ? `; ${results.failed} failed: ${results.error}` : ''})`);
    return { classes, index, cold, kinds, results };
  } finally {
    await api.stop();
  }
}

export async function runSearchLatency(options = {}) {
  const o = { ...DEFAULTS, ...options };
  const log = o.log ?? ((line) => console.log(line));
  const dataDir = o.dataDir ?? DATA_DIR;
  mkdirSync(dataDir, { recursive: true });
  // The machine's load says how far figures are the engine's and how far the neighbours' (2 shared cores).
  const out = { runs: o.runs, warmup: o.warmup, settle: o.settle, coldRuns: o.coldRuns, loadAverage: { start: loadavg().map((l) => round(l, 1)) }, engines: {} };
  // The machine's speed and spread as the cells are timed (lib/fixed-work.mjs): a fixed piece of work, before and after.
  out.machine = { before: await measureMachine() };
  log(`[search-latency] machine before: a fixed piece of work p50 ${out.machine.before.p50} p95 ${out.machine.before.p95} ms`);
  for (const engine of o.engines) {
    let pg = null;
    if (engine === 'postgres') {
      await ensurePostgres();
      pg = await startPostgres();
      out.postgres = await pg.psql('SHOW server_version');
    }
    try {
      const sizes = [];
      for (const classes of o.sizes) sizes.push(await measureSize({ engine, classes, pg, dataDir, options: o, log }));
      out.engines[engine] = sizes;
    } finally {
      await pg?.dispose();
    }
  }
  out.loadAverage.end = loadavg().map((l) => round(l, 1));
  out.machine.after = await measureMachine();
  return out;
}

if (isMain(import.meta.url)) {
  const args = parseArgs();
  const list = (value) => String(value).split(',').filter(Boolean);
  const result = await runSearchLatency({
    ...(args.sizes ? { sizes: list(args.sizes).map(Number) } : {}),
    ...(args.engines ? { engines: list(args.engines) } : {}),
    ...(args.runs ? { runs: Number(args.runs) } : {}),
    ...(args.data ? { dataDir: String(args.data) } : {}),
  });
  console.log(formatSearchLatency(result));
  // The figures of docs/benchmarks.md's table when run alone (a whole `npm run bench` keeps them in latest.json).
  writeFileSync(`${BENCH_DIR}results/search-latency.json`, `${JSON.stringify({ date: new Date().toISOString(), ...result }, null, 2)}\n`);
}

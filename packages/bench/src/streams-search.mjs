#!/usr/bin/env node
// The live bell while search runs (issue 33, "How fast", item 2): PGlite runs on the API's main thread, so a
// slow query holds up every open stream. One API on the embedded PGlite with MASTHEAD_CATALOG=large (50,000
// classes) holds the streams bench's 1,000 `notificationEvents` streams, and event → every client is measured
// twice: quiet, then while GetSearchSuggestions (the persisted GET the header sends; exact, prefix, two words
// and typo in turn, search-latency's queries) arrive at a steady 100 a second. Inside the API process, the
// longest event-loop stall of each phase (streams/instance.mjs: monitorEventLoopDelay).
//
// Why one instance and not the streams goal's two: two processes cannot share one PGlite (it is a database in
// the process's memory and folder), so the streams bench's two instances run on the PostgreSQL server, and its
// PGlite case is its one-instance scenario (--one=pglite). This bench is that one-instance case, at the goal's
// 1,000 streams, held to the goal's 250 ms: the case the issue worries about, every stream on the thread that
// runs the searches.
//
// The index is search-latency's PGlite folder for the size (built by that bench's code when missing), copied
// to a throwaway folder for the run: the streams bench's cards are written into it, and a search-latency run
// may open the original meanwhile.
//
//   tsx src/streams-search.mjs [--streams=1000] [--events=20] [--rate=100] [--classes=50000] [--data=DIR] [--json]
//   tsx src/streams-search.mjs --streams=100 --events=5 --rate=20 --classes=2400    a quick look (the seed's catalogue)
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { GOALS } from './goals.mjs';
import { DATA_DIR, QUERIES, catalogSetting, folderOf, startSizeApi, suggest } from './search-latency.mjs';
import { startInstance } from './streams/cluster.mjs';
import { createFleet } from './streams/fleet.mjs';
import { loadFigures, startSteadyLoad } from './streams-search/load.mjs';
import { formatStreamsSearch } from './streams-search/format.mjs';
import { isMain, parseArgs, round, sleep } from './lib/util.mjs';

export const DEFAULTS = {
  /** Open streams on the one API: the streams goal's size. */
  streams: 1000,
  /** Measured rounds per phase (each: one card per persona, every stream hears one). */
  events: 20,
  /** Suggestion requests a second during the loaded phase. */
  rate: 100,
  /** The catalogue: MASTHEAD_CATALOG=large. */
  classes: 50_000,
  /** Where search-latency keeps its PGlite index folders. */
  dataDir: DATA_DIR,
  /** The load runs this long before the measured rounds start (the API's queue reaches its steady state). */
  settleSeconds: 2,
  /** A phase stops taking rounds after this long (at least 5 are measured). */
  phaseSeconds: 60,
  goalMs: GOALS.streamsUnderSearch.target,
};

/** The index folder of `classes` (built by search-latency's code when no run has yet), copied to a throwaway folder. */
async function indexCopy({ classes, dataDir, log }) {
  mkdirSync(dataDir, { recursive: true });
  const folder = folderOf(dataDir, classes);
  if (!folder.existed) {
    log(`[streams-search] no index of ${classes} classes in ${dataDir}: building it as search-latency does (minutes at 50,000)`);
    const { api } = await startSizeApi({ engine: 'pglite', classes, dataDir, log });
    await api.stop();
  }
  const scratch = mkdtempSync(join(tmpdir(), 'masthead-streams-search-'));
  const started = performance.now();
  cpSync(folder.dir, join(scratch, 'pglite'), { recursive: true });
  log(`[streams-search] index of ${classes} classes copied in ${round((performance.now() - started) / 1000, 1)} s`);
  return { dir: join(scratch, 'pglite'), dispose: () => rmSync(scratch, { recursive: true, force: true }) };
}

/** Event → every client over `events` rounds, and the API's event loop over the same rounds. */
async function phase(fleet, api, o) {
  await api.loop();
  const figures = await fleet.measure(api.origin, { events: o.events, instances: [api], maxSeconds: o.phaseSeconds });
  const loop = await api.loop();
  delete loop.type;
  return { ...figures, loop };
}

export async function runStreamsSearch({ log = (line) => console.log(line), ...options } = {}) {
  const o = { ...DEFAULTS, ...options };
  const out = { options: o, loadAverage: { start: loadavg().map((v) => round(v, 1)) } };
  const cleanups = [];
  const onSignal = (signal) => void cleanUp().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  async function cleanUp() {
    while (cleanups.length) await Promise.resolve().then(cleanups.pop()).catch(() => {});
  }
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    const index = await indexCopy({ classes: o.classes, dataDir: o.dataDir, log });
    cleanups.push(index.dispose);
    const started = performance.now();
    const api = await startInstance({
      database: index.dir,
      env: { MASTHEAD_CATALOG: catalogSetting(o.classes) },
      execArgv: ['--max-old-space-size=8192'],
      startTimeoutMs: 60 * 60_000,
    });
    cleanups.push(() => api.close());
    out.engine = api.engine;
    out.openSeconds = round((performance.now() - started) / 1000, 1);
    log(`[streams-search] API on ${api.engine} with ${o.classes} classes, open in ${out.openSeconds} s`);
    const fleet = createFleet();
    cleanups.push(() => fleet.closeAll());

    // Warm-up, as the streams bench's: a few streams and rounds, and each suggestion query a few times.
    await fleet.grow(api.origin, 50);
    await fleet.measure(api.origin, { events: 2 });
    fleet.closeAll();
    for (let i = 0; i < 3 * QUERIES.length; i++) await suggest(api.origin, QUERIES[i % QUERIES.length].query);
    await sleep(1000);

    const grown = await fleet.grow(api.origin, o.streams);
    if (grown.failures.length) throw new Error(`${grown.failures.length} streams failed to open, e.g. ${grown.failures[0]}`);
    log(`[streams-search] ${fleet.open} streams open in ${grown.seconds} s`);
    await sleep(1000);

    out.quiet = await phase(fleet, api, o);
    log(`[streams-search] quiet: event → every client p50 ${out.quiet.p50Ms} ms, p99 ${out.quiet.p99Ms} ms; longest stall ${out.quiet.loop.stallMs} ms`);

    const load = startSteadyLoad({ rate: o.rate, send: (i) => suggest(api.origin, QUERIES[i % QUERIES.length].query) });
    let records;
    try {
      await sleep(o.settleSeconds * 1000);
      const from = performance.now();
      out.loaded = await phase(fleet, api, o);
      const to = performance.now();
      records = await load.stop();
      out.loaded.suggestions = loadFigures(records, from, to);
    } finally {
      records ??= await load.stop();
    }
    const s = out.loaded.suggestions;
    log(`[streams-search] ${o.rate} suggestions a second: event → every client p50 ${out.loaded.p50Ms} ms, p99 ${out.loaded.p99Ms} ms; suggestions p50 ${s.p50Ms} p95 ${s.p95Ms} p99 ${s.p99Ms} ms (${s.answeredPerSecond} answered a second, ${s.failed} failed); longest stall ${out.loaded.loop.stallMs} ms`);
    out.loadAverage.end = loadavg().map((v) => round(v, 1));
    out.goal = goalOf(out, o);
    return out;
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    await cleanUp();
  }
}

/** Whether the run was the goal's size: its streams, rate and catalogue (a quick look is not). */
const atGoalSize = (out, o) => {
  const g = GOALS.streamsUnderSearch;
  return out.loaded.clients >= g.streams && o.rate >= g.rate && o.classes >= g.classes;
};

/** The goal: under the search load, event → every client p99 ≤ goalMs, none missed, at the goal's streams. */
export function goalOf(out, o = out.options) {
  const l = out.loaded;
  return {
    streams: l.clients,
    rate: o.rate,
    classes: o.classes,
    goalMs: o.goalMs,
    p99Ms: l.p99Ms,
    quietP99Ms: out.quiet.p99Ms,
    missed: l.missed,
    stallMs: l.loop.stallMs,
    atGoalSize: atGoalSize(out, o),
    met: l.p99Ms <= o.goalMs && l.missed === 0 && atGoalSize(out, o),
  };
}

if (isMain(import.meta.url)) {
  const args = parseArgs(process.argv.slice(2));
  const num = (name) => (args[name] === undefined ? {} : { [name]: Number(args[name]) });
  const r = await runStreamsSearch({ ...num('streams'), ...num('events'), ...num('rate'), ...num('classes'), ...(args.data ? { dataDir: String(args.data) } : {}) });
  console.log(args.json ? JSON.stringify(r, null, 2) : formatStreamsSearch(r));
}

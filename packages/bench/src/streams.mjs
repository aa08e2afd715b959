#!/usr/bin/env node
// The live bell at scale (issue 22's bench): API instances holding many open `notificationEvents`
// streams, and how long an event takes to reach every one of them.
//
// 1. One instance (its own process, on the PostgreSQL server; --one=pglite for the embedded PGlite in
//    memory) holding N streams: memory per stream (the instance's RSS and JS heap before and after
//    opening them, after full GCs, ÷ N), and event → every client.
// 2. Two instances (processes) on one PostgreSQL server behind nginx (scripts/harness/nginx-balancer.mjs, with
//    room for the streams), streams opened through nginx so round-robin splits them, cards posted
//    through instance A: B's streams hear them by Postgres NOTIFY. The stream count steps up (100, 250,
//    500, 1,000, 2,000, 4,000) until p99 passes the goal (250 ms) at or past N: the knee.
// 3. At N streams on the two instances: the first page of notifications and mark-all-read, 100
//    requests at once through nginx (the nine personas in turn: the API has nine signed-in members).
//
// "Event → every client": one round posts a card for each of the nine personas at once
// (POST /dev/notifications); each stream's latency runs from its persona's POST to the chunk that
// carried its ADDED event. Clients are plain node:http readers in this process (one connection each);
// on two cores they compete with the API instances, nginx and Postgres for the CPU, so the CPU time of
// the instances and of the clients per delivered event is measured too, and the machine's busy share.
//
//   tsx src/streams.mjs [--streams=1000] [--events=20] [--steps=100,250,500,1000,2000,4000] [--knee-events=10]
//                       [--members=100] [--member-rounds=5] [--step-seconds=30] [--one=postgres|pglite] [--json]
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { startPostgres } from '../../../scripts/harness/index.mjs';
import { NGINX, ensureNginx, ensurePostgres, postgresBin } from '../../../scripts/setup.mjs';
import { MEMBERS, call, persistedBody, startInstance, startRoomyBalancer } from './streams/cluster.mjs';
import { createFleet } from './streams/fleet.mjs';
import { GOALS } from './goals.mjs';
import { formatStreams } from './streams/format.mjs';
import { isMain, max, median, parseArgs, percentile, round, sleep } from './lib/util.mjs';

export const DEFAULTS = {
  /** Streams of the one-instance scenario and the goal's size for two instances. */
  streams: 1000,
  /** Measured rounds at that size (each: one card per persona, every stream hears one). */
  events: 20,
  /** The two-instance ladder; it stops at the first step at or past `streams` whose p99 misses the goal. */
  steps: [100, 250, 500, 1000, 2000, 4000],
  /** Measured rounds at the other steps of the ladder. */
  kneeEvents: 10,
  /** A step stops taking rounds after this long (at least 5 are measured): slow steps stay short. */
  stepSeconds: 30,
  /** Requests at once for the first page and mark-all-read, and how many such batches. */
  members: 100,
  memberRounds: 5,
  goalMs: GOALS.streamsP99.target,
  /** The one instance's database: 'postgres' (the server, as the two instances) or 'pglite' (embedded, in memory). */
  one: 'postgres',
};

const KiB = 1024;

/** Whether Postgres and nginx are here (installed as scripts/setup.mjs does when not, if `install`); a reason when not. */
function availability(install) {
  const missing = [];
  for (const [name, installIt, present] of [
    ['PostgreSQL', ensurePostgres, () => existsSync(join(postgresBin(), 'initdb'))],
    ['nginx', ensureNginx, () => existsSync(NGINX)],
  ]) {
    if (!present() && install) {
      try {
        installIt();
      } catch (error) {
        missing.push(`${name}: ${error.message}`);
        continue;
      }
    }
    if (!present()) missing.push(`${name} is not installed (npm test installs it; or set MASTHEAD_POSTGRES_BIN / MASTHEAD_NGINX)`);
  }
  return missing.length ? { available: false, reason: missing.join('; ') } : { available: true };
}

const perStream = (before, after, n) => ({
  rssKiB: round((after.rss - before.rss) / n / KiB, 1),
  heapKiB: round((after.heapUsed - before.heapUsed) / n / KiB, 1),
});

/** `count` requests at once, `rounds` times (after one unmeasured batch): latencies and batch times. */
async function concurrent(count, rounds, before, send) {
  const latencies = [];
  const batches = [];
  let failures = 0;
  let firstFailure = null;
  for (let r = -1; r < rounds; r++) {
    await before?.();
    const started = performance.now();
    const answers = await Promise.all(Array.from({ length: count }, (_, i) => send(MEMBERS[i % MEMBERS.length]).catch((error) => ({ status: 0, text: error.message, ms: 0 }))));
    if (r < 0) continue;
    batches.push(performance.now() - started);
    for (const a of answers) {
      const ok = a.status === 200 && !JSON.parse(a.text || '{}').errors;
      if (!ok) {
        failures += 1;
        firstFailure ??= `${a.status} ${a.text.slice(0, 160)}`;
      }
      latencies.push(a.ms);
    }
  }
  return {
    requests: latencies.length,
    p50Ms: round(median(latencies), 1),
    p99Ms: round(percentile(latencies, 99), 1),
    maxMs: round(max(latencies), 1),
    batchMedianMs: round(median(batches), 1),
    failures,
    firstFailure,
  };
}

/** Scenario 3: the first page and mark-all-read, `members` at once through `origin` (nginx). */
async function membersAtOnce({ origin, resetOrigin, members, rounds }) {
  const url = `${origin}/graphql`;
  const firstPage = await concurrent(members, rounds, null, (persona) => call(url, { persona, body: persistedBody('GetNotifications') }));
  // Each batch starts from the seed (POST /dev/reset: every persona's seeded unread cards back), so the
  // first mark-all-read of each persona in it marks cards and tells its streams; the others find none.
  const markAllRead = await concurrent(members, rounds, async () => {
    const reset = await call(`${resetOrigin}/dev/reset`, { body: '{}' });
    if (reset.status >= 400) throw new Error(`POST /dev/reset answered ${reset.status}`);
    await sleep(300);
  }, (persona) => call(url, { persona, body: persistedBody('MarkNotificationsAsRead', { input: { before: new Date().toISOString() } }) }));
  return { members, rounds, firstPage, markAllRead };
}

export async function runStreams({ install = true, log = (line) => console.log(line), ...options } = {}) {
  const o = { ...DEFAULTS, ...options };
  const availableNow = availability(install);
  if (!availableNow.available) return { available: false, reason: availableNow.reason };
  const out = { available: true, options: o, loadAverage: { start: loadavg().map((v) => round(v, 1)) } };
  const cleanups = [];
  const cleanUp = async () => {
    while (cleanups.length) await cleanups.pop()().catch(() => {});
  };
  // Ctrl-C or a kill: everything this bench started goes first (Postgres and nginx also have watchdogs,
  // and the instances exit when this process does).
  const onSignal = (signal) => void cleanUp().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    const pg = await startPostgres();
    cleanups.push(() => pg.dispose());
    out.postgres = await pg.psql('SHOW server_version');
    log(`[streams] PostgreSQL ${out.postgres} on port ${pg.port}`);

    // 1. One instance.
    {
      const api = await startInstance({ database: o.one === 'pglite' ? 'memory' : pg.url });
      cleanups.push(() => api.close());
      const fleet = createFleet();
      cleanups.push(async () => fleet.closeAll());
      // Warm-up: a few streams and rounds (JIT, the database's first queries), then closed again.
      await fleet.grow(api.origin, 50);
      await fleet.measure(api.origin, { events: 2 });
      fleet.closeAll();
      await sleep(1000);
      const before = await api.memory();
      const grown = await fleet.grow(api.origin, o.streams);
      if (grown.failures.length) throw new Error(`one instance: ${grown.failures.length} streams failed to open, e.g. ${grown.failures[0]}`);
      await sleep(1000);
      const after = await api.memory();
      log(`[streams] one instance (${api.engine}): ${fleet.open} streams open in ${grown.seconds} s`);
      const latency = await fleet.measure(api.origin, { events: o.events, instances: [api], maxSeconds: o.stepSeconds });
      log(`[streams] one instance: event → every client p50 ${latency.p50Ms} ms, p99 ${latency.p99Ms} ms`);
      out.one = { engine: api.engine, streams: fleet.open, openSeconds: grown.seconds, rssBeforeMiB: round(before.rss / KiB / KiB, 1), rssAfterMiB: round(after.rss / KiB / KiB, 1), perStream: perStream(before, after, fleet.open), ...latency };
      fleet.closeAll();
      await cleanups.pop()();
      await cleanups.pop()();
    }

    // 2. Two instances on the server behind nginx, the ladder; 3. the members at the goal's size.
    const a = await startInstance({ database: pg.url });
    cleanups.push(() => a.close());
    const b = await startInstance({ database: pg.url });
    cleanups.push(() => b.close());
    const steps = [...new Set([...o.steps, o.streams])].sort((x, y) => x - y);
    const lb = await startRoomyBalancer({ upstreams: [a.hostPort, b.hostPort], streams: max(steps) });
    cleanups.push(() => lb.stop());
    const fleet = createFleet();
    cleanups.push(async () => fleet.closeAll());
    out.two = { engine: a.engine, workerConnections: lb.workerConnections, steps: [] };
    const before = [await a.memory(), await b.memory()];
    for (const target of steps) {
      const grown = await fleet.grow(lb.origin, target);
      const counts = fleet.perUpstream();
      const step = { streams: fleet.open, perUpstream: [counts[a.hostPort] ?? 0, counts[b.hostPort] ?? 0], openSeconds: grown.seconds };
      if (grown.failures.length) {
        step.failures = grown.failures.length;
        step.firstFailure = grown.failures[0];
        out.two.steps.push(step);
        log(`[streams] two instances: ${grown.failures.length} streams failed to open on the way to ${target}: ${grown.failures[0]}`);
        break;
      }
      await sleep(500);
      Object.assign(step, await fleet.measure(a.origin, { events: target === o.streams ? o.events : o.kneeEvents, instances: [a, b], maxSeconds: o.stepSeconds }));
      out.two.steps.push(step);
      log(`[streams] two instances, ${step.streams} streams (${step.perUpstream.join(' + ')}): p50 ${step.p50Ms} ms, p99 ${step.p99Ms} ms, max ${step.maxMs} ms${step.missed ? `, ${step.missed} missed` : ''}`);
      if (target === o.streams) {
        const after = [await a.memory(), await b.memory()];
        out.two.memory = after.map((m, i) => ({ streams: step.perUpstream[i], rssMiB: round(m.rss / KiB / KiB, 1), ...perStream(before[i], m, step.perUpstream[i] ?? 1) }));
        out.members = await membersAtOnce({ origin: lb.origin, resetOrigin: a.origin, members: o.members, rounds: o.memberRounds });
        log(`[streams] ${o.members} members at once: first page p99 ${out.members.firstPage.p99Ms} ms, mark-all-read p99 ${out.members.markAllRead.p99Ms} ms`);
      }
      if (target >= o.streams && step.p99Ms > o.goalMs) break;
    }
    out.loadAverage.end = loadavg().map((v) => round(v, 1));
    out.goal = goalOf(out, o);
    out.knee = kneeOf(out.two.steps, o.goalMs);
    return out;
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    await cleanUp();
  }
}

/** The issue's goal: p99 event → client ≤ goalMs at `streams` across two instances. */
function goalOf(out, o) {
  const at = out.two.steps.find((s) => s.streams === o.streams && s.p99Ms !== undefined);
  return at ? { streams: o.streams, goalMs: o.goalMs, p99Ms: at.p99Ms, met: at.p99Ms <= o.goalMs && at.missed === 0 } : { streams: o.streams, goalMs: o.goalMs, met: false, p99Ms: null };
}

/** The first step whose p99 passed the goal (or whose streams did not open), and the last one before it. */
function kneeOf(steps, goalMs) {
  const broke = steps.findIndex((s) => s.failures || s.p99Ms > goalMs || s.missed > 0);
  if (broke < 0) return { reached: false, upTo: steps.at(-1)?.streams ?? 0 };
  return { reached: true, lastGood: steps[broke - 1]?.streams ?? null, firstBad: steps[broke].streams, why: steps[broke].failures ? 'streams failed to open' : `p99 ${steps[broke].p99Ms} ms` };
}

if (isMain(import.meta.url)) {
  const args = parseArgs(process.argv.slice(2));
  const num = (name) => (args[name] === undefined ? {} : { [name.replace(/-(\w)/g, (_, c) => c.toUpperCase())]: Number(args[name]) });
  const r = await runStreams({
    ...num('streams'), ...num('events'), ...num('knee-events'), ...num('members'), ...num('member-rounds'), ...num('step-seconds'),
    ...(args.steps ? { steps: String(args.steps).split(',').map(Number) } : {}),
    ...(args.one ? { one: String(args.one) } : {}),
  });
  console.log(args.json ? JSON.stringify(r, null, 2) : formatStreams(r));
}

// The clients of the streams bench: a fleet of open `notificationEvents` streams, spread evenly over the
// nine signed-in personas, and the "event → every client" rounds measured on them.
import { readFileSync } from 'node:fs';
import { MEMBERS, call, openStream } from './cluster.mjs';
import { max, median, percentile, round, sleep } from '../lib/util.mjs';

/** The machine's CPU time so far, busy and in all (jiffies of /proc/stat's first line); null without /proc. */
function machineCpu() {
  try {
    const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
    const n = fields.map(Number);
    const total = n.slice(0, 8).reduce((a, b) => a + b, 0);
    return { total, busy: total - n[3] - n[4] };
  } catch {
    return null;
  }
}

/**
 * Streams held by this process. `grow(origin, n)` opens streams until n are open (stream i is persona
 * i mod 9); `fanOut(postOrigin)` is one round: a card for every persona at once, and the time from each
 * persona's POST to each of its streams receiving that card's ADDED event.
 */
export function createFleet({ members = MEMBERS } = {}) {
  const streams = [];
  let current = null;

  const onEvent = (kind, event, at, stream) => {
    if (kind !== 'ADDED' || !current || current.got.has(stream)) return;
    current.got.set(stream, { at, id: event.notification?.id ?? null });
    if (current.got.size === current.expected) current.done();
  };

  /** Opens streams on `origin` until `target` are open, `concurrency` at a time: { opened, seconds, failures }. */
  async function grow(origin, target, { concurrency = 50 } = {}) {
    const started = performance.now();
    const before = streams.length;
    const failures = [];
    let attempts = streams.length;
    const worker = async () => {
      while (attempts < target && failures.length < 20) {
        const i = attempts++;
        try {
          streams.push(await openStream({ origin, persona: members[i % members.length], onEvent }));
        } catch (error) {
          failures.push(error.message);
        }
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
    return { opened: streams.length - before, seconds: round((performance.now() - started) / 1000, 1), failures };
  }

  /** One round; missing clients count as `timeoutMs` in the latencies and in `missed`. */
  async function fanOut(postOrigin, { timeoutMs = 10_000 } = {}) {
    const live = streams.filter((s) => !s.closed);
    let done;
    const finished = new Promise((resolve) => (done = resolve));
    current = { got: new Map(), expected: live.length, done };
    const sent = new Map();
    const posts = members.map((persona) => {
      sent.set(persona, performance.now());
      return call(`${postOrigin}/dev/notifications`, { body: JSON.stringify({ persona, feed: 'own' }) });
    });
    const answers = await Promise.all(posts);
    const bad = answers.find((a) => a.status !== 201);
    if (bad) {
      current = null;
      throw new Error(`POST /dev/notifications answered ${bad.status}: ${bad.text.slice(0, 200)}`);
    }
    const ids = new Map(members.map((persona, i) => [persona, JSON.parse(answers[i].text).id]));
    await Promise.race([finished, sleep(timeoutMs)]);
    const { got } = current;
    current = null;
    const latencies = [];
    let missed = 0;
    let wrong = 0;
    for (const s of live) {
      const g = got.get(s);
      if (!g) {
        missed += 1;
        latencies.push(timeoutMs);
      } else {
        if (g.id !== ids.get(s.persona)) wrong += 1;
        latencies.push(g.at - sent.get(s.persona));
      }
    }
    return { clients: live.length, latencies, missed, wrong, postMs: answers.map((a) => a.ms) };
  }

  /**
   * `events` rounds after one unmeasured warm-up round, `pauseMs` apart; the figures over all of them.
   * `instances` (API instances with cpu()) are asked for their CPU time around the measured rounds.
   * Past `maxSeconds` it stops after the round in progress, once `minEvents` are in (a slow step).
   */
  async function measure(postOrigin, { events, pauseMs = 250, timeoutMs = 10_000, instances = [], maxSeconds = Infinity, minEvents = 5 }) {
    await fanOut(postOrigin, { timeoutMs });
    await sleep(pauseMs);
    const apiBefore = await Promise.all(instances.map((i) => i.cpu()));
    const ownBefore = process.cpuUsage();
    const machineBefore = machineCpu();
    const all = [];
    const lastClient = [];
    const postMs = [];
    let missed = 0;
    let wrong = 0;
    let clients = 0;
    const started = performance.now();
    let measured = 0;
    for (; measured < events; measured++) {
      if (measured >= minEvents && performance.now() - started > maxSeconds * 1000) break;
      const r = await fanOut(postOrigin, { timeoutMs });
      all.push(...r.latencies);
      lastClient.push(max(r.latencies));
      postMs.push(...r.postMs);
      missed += r.missed;
      wrong += r.wrong;
      clients = r.clients;
      await sleep(pauseMs);
    }
    const machine = machineCpu();
    const own = process.cpuUsage(ownBefore);
    const apiAfter = await Promise.all(instances.map((i) => i.cpu()));
    const apiUs = apiAfter.reduce((total, a, i) => total + a.user + a.system - apiBefore[i].user - apiBefore[i].system, 0);
    const delivered = all.length - missed;
    return {
      clients,
      events: measured,
      samples: all.length,
      p50Ms: round(median(all), 1),
      p99Ms: round(percentile(all, 99), 1),
      maxMs: round(max(all), 1),
      lastClientMedianMs: round(median(lastClient), 1),
      postP50Ms: round(median(postMs), 1),
      missed,
      wrong,
      // CPU time per event delivered to one client: the API instances' (all of them) and this process's
      // (the clients reading their streams); and how busy the whole machine was meanwhile.
      apiCpuUsPerDelivery: instances.length ? round(apiUs / delivered, 0) : null,
      clientCpuUsPerDelivery: round((own.user + own.system) / delivered, 0),
      machineBusyPct: machine && machineBefore ? round((100 * (machine.busy - machineBefore.busy)) / (machine.total - machineBefore.total), 0) : null,
    };
  }

  /** Streams per upstream (nginx's X-Masthead-Upstream), e.g. { '127.0.0.1:4001': 500, … }. */
  const perUpstream = () => {
    const counts = {};
    for (const s of streams) if (!s.closed) counts[s.upstream ?? 'direct'] = (counts[s.upstream ?? 'direct'] ?? 0) + 1;
    return counts;
  };

  const closeAll = () => {
    for (const s of streams.splice(0)) s.close();
  };

  return { grow, fanOut, measure, perUpstream, closeAll, get open() {
    return streams.filter((s) => !s.closed).length;
  } };
}

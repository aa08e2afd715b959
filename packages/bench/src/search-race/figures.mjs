// The race's figures: each contender's rounds folded, the ratios to the floor, and the goals.
import { GOALS } from '../goals.mjs';
import { max, mean, median, percentile, round } from '../lib/util.mjs';

/** Folds the measured rounds of one contender into its figures. */
export function summarize(runs) {
  const delays = runs.flatMap((r) => r.keys.map((k) => k.delay)).filter((d) => d !== null);
  const keyCount = runs.reduce((a, r) => a + r.keys.length, 0);
  // Event Timing: one duration per keyboard interaction (max of its entries); keys without an entry
  // stayed under the 16 ms reporting threshold and count as 0 here.
  const interactionDurations = runs.flatMap((r) => {
    const byId = new Map();
    for (const e of r.events) if (e.interactionId > 0) byId.set(e.interactionId, Math.max(byId.get(e.interactionId) ?? 0, e.duration));
    const list = [...byId.values()];
    while (list.length < r.keys.length) list.push(0);
    return list;
  });
  const allEvents = runs.flatMap((r) => r.events);
  const longPerRound = runs.map((r) => r.longtasks.length);
  const longMsPerRound = runs.map((r) => r.longtasks.reduce((a, t) => a + t.duration, 0));
  const requests = runs.map((r) => r.requests);
  // How well the cadence held at the page (interval between keydown timestamps).
  const intervals = runs.flatMap((r) => r.keys.slice(1).map((k, i) => k.t0 - r.keys[i].t0));
  return {
    rounds: runs.length,
    keys: keyCount,
    keysMeasured: delays.length,
    keyToPaintMs: { p50: round(median(delays)), p95: round(percentile(delays, 95)), max: round(max(delays)) },
    // The first key often opens the popup: its cost on its own, and the rest of the word without it.
    firstKeyMs: { median: round(median(runs.map((r) => r.keys[0]?.delay).filter((d) => d != null))) },
    laterKeysMs: { p95: round(percentile(runs.flatMap((r) => r.keys.slice(1).map((k) => k.delay)).filter((d) => d !== null), 95)) },
    handlerDelayMs: { p95: round(percentile(runs.flatMap((r) => r.keys.map((k) => k.handlerDelay)), 95)) },
    eventTimingMs: {
      p50: round(median(interactionDurations)),
      p95: round(percentile(interactionDurations, 95)),
      max: round(max(interactionDurations)),
      interactionsOver16: interactionDurations.filter((d) => d >= 16).length,
      maxProcessing: round(max(allEvents.map((e) => e.processing))),
      maxInputDelay: round(max(allEvents.map((e) => e.inputDelay))),
    },
    longTasks: { perRound: round(mean(longPerRound)), msPerRound: round(mean(longMsPerRound)), max: round(max(runs.flatMap((r) => r.longtasks.map((t) => t.duration)))) },
    requestsPerWord: { median: median(requests), min: Math.min(...requests), max: Math.max(...requests) },
    shownAtEnd: { median: median(runs.map((r) => r.shown)) },
    js: runs[0]?.js ?? null,
    keyIntervalMs: { p50: round(median(intervals)), p95: round(percentile(intervals, 95)) },
    // Node's own timer lateness when sending keys (should stay at a few ms).
    sendLatenessMs: { max: round(max(runs.flatMap((r) => r.sendLateness))) },
    perRound: runs.map((r) => ({
      word: r.word,
      requests: r.requests,
      shown: r.shown,
      keyToPaintMs: r.keys.map((k) => round(k.delay)),
      // Long tasks as [ms after the first key, duration ms]: during typing (< word length × cadence) or after (results).
      longTasks: r.longtasks.map((t) => [round(t.startTime - (r.keys[0]?.t0 ?? r.startAt)), round(t.duration)]),
    })),
    errors: [...new Set(runs.flatMap((r) => r.errors))].slice(0, 5),
  };
}

/** Each contender's key→paint p95 over the plain floor's: over the whole race, and per round (median). */
export function compareWithFloor(contenders, runs) {
  const floor = contenders.find((c) => c.id === 'plain');
  for (const c of contenders) {
    c.p95VsFloor = c.available && floor?.available && floor.keyToPaintMs.p95 > 0 ? round(c.keyToPaintMs.p95 / floor.keyToPaintMs.p95, 2) : null;
    // A steadier view on a shared machine: the ratio within each round (neighbours in time), median over rounds.
    if (c.available && floor?.available) {
      const p95s = (runsOf) => runsOf.map((r) => percentile(r.keys.map((k) => k.delay).filter((d) => d !== null), 95));
      const mine = p95s(runs[c.id]);
      const base = p95s(runs.plain);
      c.p95VsFloorPerRoundMedian = round(median(mine.map((v, i) => v / base[i]).filter((v) => Number.isFinite(v))), 2);
    }
  }
}

/** Ours: one request per word, and key→paint p95 within 1.1× the floor's (goals.mjs). */
export function goal(contenders) {
  const ours = contenders.find((c) => c.id === 'ours');
  const { oneRequestPerWord: requests, p95WithinFloor: floor } = GOALS;
  return {
    oneRequestPerWord: ours.available ? { target: requests.target, measured: ours.requestsPerWord, met: ours.requestsPerWord.max <= requests.target } : { met: null, reason: ours.reason },
    p95WithinFloor: ours.available
      ? { target: floor.target, ratio: ours.p95VsFloor, perRoundMedian: ours.p95VsFloorPerRoundMedian, met: ours.p95VsFloor !== null && ours.p95VsFloor <= floor.target }
      : { met: null, reason: ours.reason },
  };
}

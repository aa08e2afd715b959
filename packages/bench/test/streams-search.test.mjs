// The streams-under-search bench (streams-search.mjs) without an API: its steady load (an open loop that
// keeps its rate whatever the answers do), the window its figures read, and its verdicts from made-up runs.
import { describe, expect, it } from 'vitest';
import { goalOf } from '../src/streams-search.mjs';
import { formatStreamsSearch, streamsSearchSummary } from '../src/streams-search/format.mjs';
import { loadFigures, startSteadyLoad } from '../src/streams-search/load.mjs';

describe('the steady load', () => {
  it('sends at its rate while earlier requests are still unanswered, and times each from when it was due', async () => {
    let release;
    const gate = new Promise((resolve) => (release = resolve));
    const sent = [];
    const load = startSteadyLoad({ rate: 200, send: (i) => (sent.push(i), gate) });
    // No answer comes until 10 requests have gone out: a closed loop would have sent one.
    for (const until = Date.now() + 5000; sent.length < 10 && Date.now() < until; ) await new Promise((resolve) => setTimeout(resolve, 5));
    release();
    const { records, skipped } = await load.stop();
    expect(sent.slice(0, 10)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(skipped).toBe(0);
    expect(records.every((r) => r.ok)).toBe(true);
    // The first was due 9 intervals (45 ms) before the tenth was sent, and waited for the same answer.
    expect(records[0].ms).toBeGreaterThanOrEqual(40);
    expect(records[0].ms).toBeGreaterThan(records[9].ms);
  });

  it('skips (and counts) requests past its unanswered limit, and records failures with their reason', async () => {
    let release;
    const gate = new Promise((resolve) => (release = resolve));
    const load = startSteadyLoad({ rate: 500, maxInFlight: 3, send: (i) => (i === 0 ? Promise.reject(new Error('HTTP 503')) : gate) });
    for (const until = Date.now() + 5000; load.due < 12 && Date.now() < until; ) await new Promise((resolve) => setTimeout(resolve, 5));
    release();
    const { records, skipped } = await load.stop();
    expect(records[0]).toMatchObject({ ok: false, error: 'HTTP 503' });
    // One failed at once and freed its place; three then waited on the gate, so the rest were skipped.
    expect(records.length).toBe(4);
    expect(skipped).toBeGreaterThanOrEqual(8);
  });

  it("reads only the requests due in the window it is given", () => {
    const records = [
      { dueAt: 90, lagMs: 1, ms: 500, ok: true, error: null },
      ...Array.from({ length: 10 }, (_, i) => ({ dueAt: 100 + i * 100, lagMs: i, ms: 10 * (i + 1), ok: i !== 9, error: i === 9 ? 'HTTP 503' : null })),
      { dueAt: 1100, lagMs: 1, ms: 900, ok: true, error: null },
    ];
    const f = loadFigures({ rate: 10, records, skipped: 0 }, 100, 1100);
    expect(f).toMatchObject({ requests: 10, seconds: 1, answeredPerSecond: 9, p50Ms: 50, maxMs: 90, failed: 1, firstError: 'HTTP 503', lagP99Ms: 9 });
  });
});

const phase = (p99Ms, stallMs, extra = {}) => ({ clients: 1000, events: 20, p50Ms: p99Ms / 2, p99Ms, maxMs: p99Ms + 5, lastClientMedianMs: p99Ms - 10, missed: 0, wrong: 0, machineBusyPct: 90, loop: { maxMs: stallMs + 10, stallMs, p99Ms: 20, meanMs: 11, utilization: 0.5, gcMaxMs: 12.5, gcTotalMs: 300 }, ...extra });
const suggestions = { rate: 100, seconds: 12, requests: 1200, answeredPerSecond: 99.5, p50Ms: 40, p95Ms: 90, p99Ms: 140, maxMs: 200, lagP99Ms: 3, failed: 0, firstError: null, skipped: 0 };
const options = { streams: 1000, events: 20, rate: 100, classes: 50_000, goalMs: 250 };
const runOf = (quiet, loaded, o = options) => {
  const r = { options: o, engine: 'PGlite 0.5.16', loadAverage: { start: [7.1], end: [7.4] }, quiet, loaded: { ...loaded, suggestions } };
  return { ...r, goal: goalOf(r, o) };
};

describe('the verdicts', () => {
  it('hold at the goal size when p99 under the load is within 250 ms and no client missed an event', () => {
    const r = runOf(phase(90, 40), phase(210, 120));
    expect(r.goal).toMatchObject({ met: true, atGoalSize: true, p99Ms: 210, quietP99Ms: 90, stallMs: 120 });
    const [goal, stall] = streamsSearchSummary(r);
    expect(goal).toMatch(/^HOLDS .*1,000 streams on one PGlite API \(50,000 classes\) under 100 suggestions a second: 210 ms \(quiet 90 ms\)/);
    expect(stall).toBe("info   the API's longest event-loop stall under 100 suggestions a second: 120 ms (quiet 40 ms)");
    expect(formatStreamsSearch(r)).toContain('40 ms / 90 ms / 140 ms / 200 ms');
    expect(formatStreamsSearch(r)).toContain('120 ms (loop busy 50 %; GC: longest 12.5 ms, 300 ms in all)');
  });

  it('miss when p99 passes the goal or a client missed an event', () => {
    expect(runOf(phase(90, 40), phase(1800, 900)).goal.met).toBe(false);
    const missed = runOf(phase(90, 40), phase(200, 100, { missed: 3 }));
    expect(missed.goal.met).toBe(false);
    expect(streamsSearchSummary(missed)[0]).toMatch(/^MISSED .*, 3 missed$/);
  });

  it('make no claim on the goal from a quick look smaller than its size', () => {
    const r = runOf(phase(50, 20, { clients: 100 }), phase(80, 30, { clients: 100 }), { ...options, streams: 100, rate: 20, classes: 2400 });
    expect(r.goal).toMatchObject({ met: false, atGoalSize: false });
    expect(streamsSearchSummary(r)[0]).toMatch(/^info .*\(not the goal's size\)/);
    expect(streamsSearchSummary({ error: 'boom' })).toEqual([]);
  });
});

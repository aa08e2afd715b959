// The search latency bench's verdicts (search-latency/format.mjs) from made-up figures: which size and engine
// each goal reads, the growth ratio, and the words of the summary. Nothing here runs the API.
import { describe, expect, it } from 'vitest';
import { formatSearchLatency, growth, machineLine, searchLatencyGoals, searchLatencySummary } from '../src/search-latency/format.mjs';

const kinds = (p50, p95) => Object.fromEntries(['exact', 'prefix', 'two words', 'typo'].map((kind, i) => [kind, { query: kind, p50: p50 + i, p95: p95 + i, p99: p95 + 10, found: 3 }]));
const size = (classes, p50, p95, pageP95) => ({ classes, index: { seconds: classes / 1000, reused: false }, kinds: kinds(p50, p95), results: { p50: pageP95 / 2, p95: pageP95, p99: pageP95 + 1, found: 20 } });
const run = {
  runs: 200,
  warmup: 5,
  engines: {
    pglite: [size(2400, 2, 4, 20), size(50_000, 4, 8, 40), size(200_000, 10, 20, 90)],
    postgres: [size(2400, 1, 2, 10), size(50_000, 2, 12, 60), size(200_000, 3, 6, 30)],
  },
};

describe('search latency verdicts', () => {
  it('read the worst p95 at 50,000 classes across engines and kinds, and say where', () => {
    const goals = searchLatencyGoals(run);
    expect(goals.suggestionsP95).toEqual({ target: 10, p95: 15, where: 'PostgreSQL, typo', met: false });
    expect(goals.resultsPageP95).toEqual({ target: 50, p95: 60, where: 'PostgreSQL', met: false });
  });

  it('give the growth from the smallest to the largest catalogue, by its slowest kind', () => {
    const [pglite] = growth(run);
    expect(pglite).toMatchObject({ engine: 'pglite', from: 2400, to: 200_000, sizeRatio: 83.3, ratio: 5, kind: 'exact' });
    expect(searchLatencyGoals(run).suggestionsGrowth).toMatchObject({ ratio: 5, met: true });
  });

  it('print each goal as met or missed, with how far over', () => {
    const lines = searchLatencySummary(run);
    expect(lines[0]).toMatch(/suggestions p95 at 50,000 classes MISSED: 15 ms \(goal ≤ 10 ms, 1.5× over; worst: PostgreSQL, typo\)/);
    expect(lines[1]).toMatch(/growth of suggestions p50 up to the largest catalogue MET: ×5 \(goal < ×83/);
    expect(formatSearchLatency(run)).toContain('200,000');
    expect(searchLatencySummary({ error: 'boom' })).toEqual([]);
  });

  it("show a new API's first requests apart, and never read them for a goal", () => {
    const cold = { query: 'first', p50: 30, p95: 90, p99: 99, found: 3 };
    const withCold = { ...run, settle: 300, coldRuns: 60, engines: { pglite: run.engines.pglite.map((s) => ({ ...s, cold })) } };
    const text = formatSearchLatency(withCold);
    expect(text).toContain("200 requests each after 5 (one at a time), once the API has answered its first 60 requests and 300 more");
    expect(text).toContain("PGlite 50,000: a new API's first 60 requests, a different word each: p50/p95/p99 30 / 90 / 99");
    // The cells' worst p95 at 50,000 on PGlite is 11 (typo): the first requests' 90 is no goal's figure.
    expect(searchLatencyGoals(withCold).suggestionsP95).toMatchObject({ p95: 11, where: 'PGlite, typo' });
  });
});

describe("the machine's own figures", () => {
  it('print the fixed work before and after the cells, beside the table, and no verdict of their own', () => {
    const machine = { before: { additions: 3_000_000, runs: 300, p50: 4.1, p95: 5.2, p99: 9, spread: 1.27 }, after: { additions: 3_000_000, runs: 300, p50: 5.6, p95: 8.4, p99: 12, spread: 1.5 } };
    const line = machineLine(machine);
    expect(line).toBe('machine: a fixed piece of work (3,000,000 additions) served over HTTP and asked as the API is, before p50 4.1 / p95 5.2 / p99 9 ms (p95 ÷ p50 1.27); after p50 5.6 / p95 8.4 / p99 12 ms (p95 ÷ p50 1.5)');
    expect(formatSearchLatency({ ...run, machine })).toContain(line);
    expect(formatSearchLatency(run)).not.toContain('machine:');
    expect(searchLatencySummary({ ...run, machine })).toEqual(searchLatencySummary(run));
  });
});

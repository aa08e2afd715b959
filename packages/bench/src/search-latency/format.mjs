// How the search latency bench prints (search-latency.mjs): its table, its goals and its lines in the run's summary.
import { GOALS } from '../goals.mjs';
import { round, table } from '../lib/util.mjs';

const ENGINE_NAMES = { pglite: 'PGlite', postgres: 'PostgreSQL' };
const GOAL_SIZE = 50_000;
const count = (n) => n.toLocaleString('en-US');

/** Every (engine, size) of a run, flat. */
const measured = (r) => Object.entries(r.engines ?? {}).flatMap(([engine, sizes]) => sizes.map((s) => ({ engine, ...s })));

/** Suggestion p50 at the largest size over the smallest, per engine: the slowest kind's ratio. */
export function growth(r) {
  return Object.entries(r.engines ?? {}).flatMap(([engine, sizes]) => {
    const small = sizes.find((s) => s.classes === Math.min(...sizes.map((x) => x.classes)));
    const large = sizes.find((s) => s.classes === Math.max(...sizes.map((x) => x.classes)));
    if (!small || !large || small === large) return [];
    const ratios = Object.keys(small.kinds).map((kind) => ({ kind, ratio: round(large.kinds[kind].p50 / small.kinds[kind].p50, 1) }));
    const worst = ratios.reduce((a, b) => (b.ratio > a.ratio ? b : a));
    return [{ engine, from: small.classes, to: large.classes, sizeRatio: round(large.classes / small.classes, 1), ratio: worst.ratio, kind: worst.kind, ratios }];
  });
}

/** The goals at 50,000 classes and the growth, each with its verdict. */
export function searchLatencyGoals(r) {
  const at = measured(r).filter((m) => m.classes === GOAL_SIZE);
  const goals = {};
  if (at.length > 0) {
    const worst = at.flatMap((m) => Object.entries(m.kinds).map(([kind, k]) => ({ engine: m.engine, kind, p95: k.p95 }))).reduce((a, b) => (b.p95 > a.p95 ? b : a));
    goals.suggestionsP95 = { target: GOALS.suggestionsP95.target, p95: worst.p95, where: `${ENGINE_NAMES[worst.engine]}, ${worst.kind}`, met: worst.p95 <= GOALS.suggestionsP95.target };
    const slowest = at.reduce((a, b) => (b.results.p95 > a.results.p95 ? b : a));
    goals.resultsPageP95 = { target: GOALS.resultsPageP95.target, p95: slowest.results.p95, where: ENGINE_NAMES[slowest.engine], met: slowest.results.p95 <= GOALS.resultsPageP95.target };
  }
  const g = growth(r);
  if (g.length > 0) {
    const worst = g.reduce((a, b) => (b.ratio > a.ratio ? b : a));
    goals.suggestionsGrowth = { target: GOALS.suggestionsGrowth.target, ratio: worst.ratio, where: `${ENGINE_NAMES[worst.engine]}, ${worst.kind}`, met: worst.ratio < GOALS.suggestionsGrowth.target };
  }
  return goals;
}

/** `g`: a goal's verdict; `shown`: how its figures read ('15 ms', '×5'); `bound`: '≤' or '<'. */
const verdict = (g, shown, bound) => `${g.met ? 'MET' : 'MISSED'}: ${shown(g.p95 ?? g.ratio)} (goal ${bound} ${shown(g.target)}${g.met ? '' : `, ${round((g.p95 ?? g.ratio) / g.target, 1)}× over`}; worst: ${g.where})`;
const inMs = (v) => `${v} ms`;
const times = (v) => `×${v}`;

export function formatSearchLatency(r) {
  const kindNames = Object.keys(measured(r)[0]?.kinds ?? {});
  const rows = [['engine', 'classes', 'index (s)', ...kindNames.map((kind, i) => (i === 0 ? `${kind} p50/p95/p99` : kind)), 'results page']];
  const trio = (k) => `${k.p50} / ${k.p95} / ${k.p99}${k.cpuMs === undefined ? '' : ` (${k.cpuMs})`}${k.failed ? `, ${k.failed} failed` : ''}`;
  for (const m of measured(r)) {
    const index = m.index.reused ? `${m.index.seconds ?? '?'} (reopened ${m.index.reopenedSeconds})` : String(m.index.seconds);
    rows.push([ENGINE_NAMES[m.engine], count(m.classes), index, ...kindNames.map((kind) => (m.kinds[kind] ? trio(m.kinds[kind]) : '–')), trio(m.results)]);
  }
  const load = r.loadAverage ? `; load average (1 min) ${r.loadAverage.start[0]} → ${r.loadAverage.end?.[0] ?? '–'} on this machine` : '';
  const settled = r.settle ? `, once the API has answered its first ${r.coldRuns} requests and ${r.settle} more` : '';
  const lines = [table(rows), `ms at the API, ${r.runs} requests each after ${r.warmup} (one at a time)${settled}, in brackets the API process's CPU ms per request (PGlite's included, a server's not); results page = GetClasses + GetFacets, sent together${load}`];
  // Not a goal's figure: what a new instance's first visitors meet, before the JIT has compiled its code.
  for (const m of measured(r)) if (m.cold) lines.push(`${ENGINE_NAMES[m.engine]} ${count(m.classes)}: a new API's first ${r.coldRuns} requests, a different word each: p50/p95/p99 ${trio(m.cold)}`);
  for (const g of growth(r)) lines.push(`growth ${count(g.from)} → ${count(g.to)} classes (${g.sizeRatio}×), ${ENGINE_NAMES[g.engine]}: p50 ×${g.ratio} at worst (${g.kind}); ${g.ratios.map((x) => `${x.kind} ×${x.ratio}`).join(', ')}`);
  if (r.machine) lines.push(machineLine(r.machine));
  lines.push(...searchLatencySummary(r));
  return lines.join('\n');
}

/**
 * How fast and how even the machine was (lib/fixed-work.mjs), before the cells and after: the API's figures move
 * with it. Not a goal.
 */
export function machineLine({ before, after }) {
  const one = (m) => `p50 ${m.p50} / p95 ${m.p95} / p99 ${m.p99} ms (p95 ÷ p50 ${m.spread})`;
  const work = (before ?? after)?.additions;
  return `machine: a fixed piece of work (${work === undefined ? '?' : count(work)} additions) served over HTTP and asked as the API is, ${[before && `before ${one(before)}`, after && `after ${one(after)}`].filter(Boolean).join('; ')}`;
}

/** The run's summary lines. */
export function searchLatencySummary(r) {
  if (!r || r.error) return [];
  const goals = searchLatencyGoals(r);
  const out = [];
  if (goals.suggestionsP95) out.push(`search latency: suggestions p95 at 50,000 classes ${verdict(goals.suggestionsP95, inMs, '≤')}`);
  if (goals.suggestionsGrowth) out.push(`search latency: growth of suggestions p50 up to the largest catalogue ${verdict(goals.suggestionsGrowth, times, '<')}`);
  if (goals.resultsPageP95) out.push(`search latency: results page p95 at 50,000 classes ${verdict(goals.resultsPageP95, inMs, '≤')}`);
  return out;
}

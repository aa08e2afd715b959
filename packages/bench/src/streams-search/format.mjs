// How the streams-under-search bench prints (streams-search.mjs): its table, and its lines in the run's summary.
import { cpus } from 'node:os';
import { table } from '../lib/util.mjs';

const ms = (v) => (v === null || v === undefined ? '–' : `${v} ms`);
const count = (n) => n.toLocaleString('en-US');
const trio = (a, b, c) => `${ms(a)} / ${ms(b)} / ${ms(c)}`;
const loopCell = (l) => `${ms(l.stallMs)} (loop busy ${Math.round(l.utilization * 100)} %${l.gcMaxMs === undefined ? '' : `; GC: longest ${ms(l.gcMaxMs)}, ${ms(l.gcTotalMs)} in all`})`;

export function formatStreamsSearch(r) {
  const { quiet, loaded, options: o } = r;
  const s = loaded.suggestions;
  const rows = [
    ['the live bell while search runs', 'quiet', `${o.rate} suggestions a second`],
    [`event → every client p50 / p99 / max (${quiet.events} / ${loaded.events} events × ${loaded.clients} clients)`, trio(quiet.p50Ms, quiet.p99Ms, quiet.maxMs), trio(loaded.p50Ms, loaded.p99Ms, loaded.maxMs)],
    ['event → the last client, median per event', ms(quiet.lastClientMedianMs), ms(loaded.lastClientMedianMs)],
    ['clients missed (no event within 10 s)', String(quiet.missed), String(loaded.missed)],
    ["the API's longest event-loop stall", loopCell(quiet.loop), loopCell(loaded.loop)],
    ['machine busy', `${quiet.machineBusyPct ?? '–'} %`, `${loaded.machineBusyPct ?? '–'} %`],
    [`suggestions p50 / p95 / p99 / max, from when each was due (${count(s.requests)} in ${s.seconds} s)`, '–', `${trio(s.p50Ms, s.p95Ms, s.p99Ms)} / ${ms(s.maxMs)}`],
    ['suggestions answered a second; failed; skipped (1,000 unanswered); sent late p99', '–', `${s.answeredPerSecond}; ${s.failed}${s.firstError ? ` (${s.firstError.slice(0, 80)})` : ''}; ${s.skipped}; ${ms(s.lagP99Ms)}`],
  ];
  const head = `one API (${r.engine}), ${count(o.classes)} classes (MASTHEAD_CATALOG), ${loaded.clients} streams; ${cpus().length} cores, load average (1 min) ${r.loadAverage.start[0]} → ${r.loadAverage.end?.[0] ?? '–'}`;
  return [head, table(rows), ...streamsSearchSummary(r)].join('\n');
}

/** The run's summary lines: the goal under the search load, and the longest stall beside the quiet one. */
export function streamsSearchSummary(r) {
  if (!r || r.error || !r.goal) return [];
  const g = r.goal;
  const verdict = !g.atGoalSize ? 'info  ' : g.met ? 'HOLDS ' : 'MISSED';
  const size = g.atGoalSize ? '' : ' (not the goal\'s size)';
  return [
    `${verdict} event → every client p99 ≤ ${g.goalMs} ms at ${count(g.streams)} streams on one PGlite API (${count(g.classes)} classes) under ${g.rate} suggestions a second${size}: ${ms(g.p99Ms)} (quiet ${ms(g.quietP99Ms)})${g.missed ? `, ${g.missed} missed` : ''}`,
    `info   the API's longest event-loop stall under ${g.rate} suggestions a second: ${ms(g.stallMs)} (quiet ${ms(r.quiet.loop.stallMs)})`,
  ];
}

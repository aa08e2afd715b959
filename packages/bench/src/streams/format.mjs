// How the streams bench prints: its tables, and its line in the run's summary.
import { cpus } from 'node:os';
import { table } from '../lib/util.mjs';

const ms = (v) => (v === null || v === undefined ? '–' : `${v} ms`);
const trio = (r) => `${ms(r.p50Ms)} / ${ms(r.p99Ms)} / ${ms(r.maxMs)}`;
const cpu = (r) => `${r.apiCpuUsPerDelivery ?? '–'} / ${r.clientCpuUsPerDelivery} µs (${r.machineBusyPct ?? '–'} %)`;

export function formatStreams(r) {
  if (!r.available) return `streams: not available: ${r.reason}`;
  const { one, two, members: m, knee, goal } = r;
  const rows = [
    ['live streams at scale', 'value'],
    ['machine: cores, load average (1 min) at the start → end', `${cpus().length}, ${r.loadAverage.start[0]} → ${r.loadAverage.end?.[0] ?? '–'}`],
    [`one instance (${one.engine.replace(/ at .*/, '')}): streams open`, `${one.streams} (in ${one.openSeconds} s)`],
    ['  memory per stream: RSS / JS heap (RSS before → after)', `${one.perStream.rssKiB} / ${one.perStream.heapKiB} KiB (${one.rssBeforeMiB} → ${one.rssAfterMiB} MiB)`],
    [`  event → every client p50 / p99 / max (${one.events} events × ${one.clients} clients)`, trio(one)],
    ['  event → the last client, median per event', ms(one.lastClientMedianMs)],
    ['  CPU per delivered event: API / clients (machine busy)', cpu(one)],
  ];
  const at = two.steps.find((s) => s.streams === goal.streams);
  if (at && at.p99Ms !== undefined) {
    rows.push(
      [`two instances (PostgreSQL ${r.postgres}, NOTIFY) behind nginx: streams`, `${at.streams} (${at.perUpstream.join(' + ')})`],
      [`  event → every client p50 / p99 / max (${at.events} events × ${at.clients} clients)`, trio(at)],
      ['  event → the last client, median per event', ms(at.lastClientMedianMs)],
      ['  CPU per delivered event: both APIs / clients (machine busy)', cpu(at)],
    );
    for (const [i, mem] of (two.memory ?? []).entries()) rows.push([`  instance ${'AB'[i]}: RSS, JS heap per stream (since its start)`, `${mem.rssMiB} MiB, ${mem.heapKiB} KiB`]);
  }
  rows.push([`goal: p99 ≤ ${goal.goalMs} ms at ${goal.streams} streams on two instances`, goal.p99Ms === null ? 'not measured' : `${goal.met ? 'HOLDS' : 'MISSED'} (${goal.p99Ms} ms)`]);
  rows.push(['knee (p99 past the goal, or streams refused)', knee.reached ? `${knee.lastGood ? `between ${knee.lastGood} and` : 'at or below'} ${knee.firstBad} streams (${knee.why})` : `not reached up to ${knee.upTo} streams`]);
  if (m) {
    rows.push(
      [`${m.members} members at once, first page p50 / p99 / max (${m.firstPage.requests} requests)`, trio(m.firstPage) + (m.firstPage.failures ? `, ${m.firstPage.failures} failed` : '')],
      [`${m.members} members at once, mark-all-read p50 / p99 / max (${m.markAllRead.requests} requests)`, trio(m.markAllRead) + (m.markAllRead.failures ? `, ${m.markAllRead.failures} failed` : '')],
      [`  a batch of ${m.members}, median time until the last answer: first page / mark-all-read`, `${ms(m.firstPage.batchMedianMs)} / ${ms(m.markAllRead.batchMedianMs)}`],
    );
  }
  const ladder = [['two instances: streams', 'per instance', 'events', 'p50', 'p99', 'max', 'last client (median)', 'API CPU / delivery', 'busy', 'missed']];
  for (const s of two.steps) {
    ladder.push(s.failures
      ? [String(s.streams), s.perUpstream.join(' + '), '–', '–', '–', '–', '–', '–', '–', `${s.failures} refused: ${s.firstFailure.slice(0, 60)}`]
      : [String(s.streams), s.perUpstream.join(' + '), String(s.events), ms(s.p50Ms), ms(s.p99Ms), ms(s.maxMs), ms(s.lastClientMedianMs), `${s.apiCpuUsPerDelivery} µs`, `${s.machineBusyPct} %`, String(s.missed + s.wrong)]);
  }
  return `${table(rows)}\n\n${table(ladder)}`;
}

/** The bench's line in the run's summary: the goal held or missed, and where the knee is. */
export function streamsSummary(st) {
  if (!st || st.error) return [];
  if (!st.available) return [`n/a    live streams at scale: ${st.reason}`];
  const knee = st.knee.reached ? `${st.knee.lastGood ? `between ${st.knee.lastGood} and` : 'at or below'} ${st.knee.firstBad} streams` : `not reached up to ${st.knee.upTo}`;
  return [`${st.goal.met ? 'HOLDS ' : 'MISSED'} event → every client p99 ≤ ${st.goal.goalMs} ms at ${st.goal.streams} streams on two instances: ${st.goal.p99Ms ?? '–'} ms; knee ${knee}`];
}

// How the search race prints: its table and goal lines, and its lines in the run's summary.
import { GOALS } from '../goals.mjs';
import { table } from '../lib/util.mjs';

export function formatSearchRace(result) {
  const rows = [['contender', 'key→paint p50', 'p95', 'max', 'p95/floor', 'per-round', '1st key', 'keys 2–10 p95', 'ET p95', 'ET max', 'ET ≥16ms', 'long tasks/round', 'long ms/round', 'req/word', 'shown', 'JS gzip B', 'JS min B']];
  for (const c of result.contenders) {
    if (!c.available) {
      rows.push([c.label, 'not available', null, null, null, null, null, null, null, null, null, null, null, null, null, null, null]);
      continue;
    }
    rows.push([
      c.label,
      c.keyToPaintMs.p50,
      c.keyToPaintMs.p95,
      c.keyToPaintMs.max,
      c.p95VsFloor,
      c.p95VsFloorPerRoundMedian,
      c.firstKeyMs.median,
      c.laterKeysMs.p95,
      c.eventTimingMs.p95,
      c.eventTimingMs.max,
      `${c.eventTimingMs.interactionsOver16}/${c.keys}`,
      c.longTasks.perRound,
      c.longTasks.msPerRound,
      c.requestsPerWord.min === c.requestsPerWord.max ? c.requestsPerWord.median : `${c.requestsPerWord.median} (${c.requestsPerWord.min}–${c.requestsPerWord.max})`,
      c.shownAtEnd.median,
      c.js?.encoded,
      c.js?.decoded,
    ]);
  }
  const s = result.settings;
  const g = result.goals;
  const lines = [
    `search race: ${s.rounds} rounds after ${s.warmup} warm-up, ${s.cpuThrottle}× CPU throttling, a key every ${s.cadenceMs} ms, server latency ${s.serverLatencyMs} ms (${result.seconds} s)`,
    table(rows),
    `goal: ours ${GOALS.oneRequestPerWord.target} request per word → ${g.oneRequestPerWord.met === null ? `not available (${g.oneRequestPerWord.reason})` : `${g.oneRequestPerWord.measured.median} (max ${g.oneRequestPerWord.measured.max}) ${g.oneRequestPerWord.met ? 'MET' : 'MISSED'}`}`,
    `goal: ours key→paint p95 ≤ ${GOALS.p95WithinFloor.target} × floor → ${g.p95WithinFloor.met === null ? `not available (${g.p95WithinFloor.reason})` : `ratio ${g.p95WithinFloor.ratio} (per-round median ${g.p95WithinFloor.perRoundMedian}) ${g.p95WithinFloor.met ? 'MET' : 'MISSED'}`}`,
  ];
  return lines.join('\n');
}

/** The race's lines in the run's summary: held or missed, and by how much. */
export function searchRaceSummary(s) {
  if (!s || s.error) return [];
  const { oneRequestPerWord: requests, p95WithinFloor: floor } = s.goals;
  const verdict = (met) => (met ? 'HOLDS ' : 'MISSED');
  const peers = s.contenders.filter((c) => c.id !== 'ours' && c.available).map((c) => `${c.id} ${c.requestsPerWord.median}`).join(', ');
  return [
    requests.met === null
      ? `n/a    ours ${GOALS.oneRequestPerWord.target} request per word: ${requests.reason}`
      : `${verdict(requests.met)} ours ${GOALS.oneRequestPerWord.target} request per 10-letter word: ${requests.measured.median} (max ${requests.measured.max}); peers ${peers}`,
    floor.met === null
      ? `n/a    ours key→paint p95 ≤ ${GOALS.p95WithinFloor.target}× floor: ${floor.reason}`
      : `${verdict(floor.met)} ours key→paint p95 ≤ ${GOALS.p95WithinFloor.target}× the plain floor: ratio ${floor.ratio} (same run; per-round median ${floor.perRoundMedian})`,
  ];
}

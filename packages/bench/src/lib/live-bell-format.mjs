// How the live bell bench (live-bell.mjs) prints; apart so that run.mjs prints it without loading the bench.
import { table } from './util.mjs';

export function formatLiveBell(r) {
  return table([
    ['live bell (teacher, Chromium)', 'value'],
    [`event → painted badge, median of ${r.events} (${r.throttle}× CPU)`, `${r.medianMs} ms`],
    [`event → painted badge, p95 (${r.throttle}× CPU)`, `${r.p95Ms} ms`],
    ['event → painted badge, slowest', `${r.maxMs} ms`],
    ['live chunk (live-lazy in the web app build), min bytes / gzip bytes', r.liveChunk ? `${r.liveChunk.bytes} / ${r.liveChunk.gzip}` : '–'],
  ]);
}

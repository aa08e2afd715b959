// A steady load of requests for the streams-under-search bench (streams-search.mjs): `rate` a second, each
// sent when it is due whatever the earlier ones are doing (an open loop: visitors typing do not wait for each
// other's suggestions), and each timed from the moment it was due, so a server that stalls is charged for
// the wait of every request queued behind the stall, not only for the one it was answering.
import { max, percentile, round } from '../lib/util.mjs';

/**
 * Starts sending: `send(i)` is called for request i (0, 1, …) at start + i / rate seconds. Requests past
 * `maxInFlight` unanswered ones are skipped and counted (the client gives up rather than pile up sockets).
 * `stop()` sends no more, waits for the answers in flight and resolves to every request's record:
 * { dueAt, lagMs (sent after it was due), ms (due → answered), ok, error }.
 */
export function startSteadyLoad({ rate, send, maxInFlight = 1000 }) {
  if (!(rate > 0)) throw new Error(`startSteadyLoad: rate must be a positive number of requests a second (got ${rate}).`);
  const interval = 1000 / rate;
  const started = performance.now();
  const records = [];
  const pending = new Set();
  let next = 0;
  let inFlight = 0;
  let skipped = 0;
  let stopped = false;
  let timer = null;

  const fire = (i, dueAt) => {
    inFlight += 1;
    const record = { dueAt, lagMs: performance.now() - dueAt, ms: null, ok: false, error: null };
    records.push(record);
    const answered = Promise.resolve()
      .then(() => send(i))
      .then(
        () => (record.ok = true),
        // fetch's own message ('fetch failed') hides the reason in its cause (ECONNRESET, a timeout, …).
        (error) => (record.error = `${error?.message ?? error}${error?.cause ? ` (${error.cause.code ?? error.cause.message})` : ''}`.slice(0, 200)),
      )
      .finally(() => {
        record.ms = performance.now() - dueAt;
        inFlight -= 1;
        pending.delete(answered);
      });
    pending.add(answered);
  };

  // A late timer (this process is busy too) sends every request that fell due meanwhile, at once: the
  // count stays rate × time, and each one's lag says how late it left.
  const tick = () => {
    const now = performance.now();
    while (!stopped && started + next * interval <= now) {
      const dueAt = started + next * interval;
      if (inFlight >= maxInFlight) skipped += 1;
      else fire(next, dueAt);
      next += 1;
    }
    if (!stopped) timer = setTimeout(tick, Math.max(0, started + next * interval - performance.now()));
  };
  tick();

  return {
    /** Requests due so far. */
    get due() {
      return next;
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await Promise.all([...pending]);
      return { rate, records, skipped };
    },
  };
}

/** The figures of the requests due in [from, to) (performance.now() times): what the load did in a window. */
export function loadFigures({ rate, records, skipped }, from, to) {
  const inWindow = records.filter((r) => r.dueAt >= from && r.dueAt < to);
  const answered = inWindow.filter((r) => r.ok);
  const ms = answered.map((r) => r.ms);
  const failed = inWindow.filter((r) => !r.ok);
  const seconds = (to - from) / 1000;
  return {
    rate,
    seconds: round(seconds, 1),
    requests: inWindow.length,
    // Answered in the window's requests per second of the window: below `rate` when answers fail.
    answeredPerSecond: round(answered.length / seconds, 1),
    p50Ms: round(percentile(ms, 50), 1),
    p95Ms: round(percentile(ms, 95), 1),
    p99Ms: round(percentile(ms, 99), 1),
    maxMs: round(max(ms), 1),
    // How late this process sent them (a busy client), which the latencies above include.
    lagP99Ms: round(percentile(inWindow.map((r) => r.lagMs), 99), 1),
    failed: failed.length,
    firstError: failed[0]?.error ?? null,
    skipped,
  };
}

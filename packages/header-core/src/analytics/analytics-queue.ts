import type {
  AnalyticsBatch,
  AnalyticsEvent,
  AnalyticsQueue,
  AnalyticsQueueOptions,
  TimerHandle,
} from './analytics.types.ts';

interface Entry {
  readonly event: AnalyticsEvent;
  /** Failed deliveries so far. */
  readonly attempts: number;
  /** Tracking order; batches settle out of order, events are re-queued in this order. */
  readonly seq: number;
}

const bySeq = (a: Entry, b: Entry) => a.seq - b.seq;

/** The longest wait a server's Retry-After is honoured for; a longer one waits this long. */
export const MAX_RETRY_AFTER_MS = 5 * 60_000;

/**
 * What `send` throws when the server said "not now, try again in `retryAfterMs`" (HTTP 429 or 503 with
 * `Retry-After`): the batch waits that long and is not counted as a failed delivery.
 */
export class RetryLaterError extends Error {
  constructor(readonly retryAfterMs: number) {
    super(`The analytics endpoint asked to try again in ${Math.round(retryAfterMs / 1000)} s.`);
    this.name = 'RetryLaterError';
  }
}

function retryAfterOf(error: unknown): number | null {
  const ms = error instanceof RetryLaterError ? error.retryAfterMs : Number.NaN;
  return Number.isFinite(ms) && ms >= 0 ? Math.min(ms, MAX_RETRY_AFTER_MS) : null;
}

function positiveInt(value: number | undefined, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 1 ? Math.floor(value) : fallback;
}

function chunk<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * A headless batching queue for header analytics.
 *
 * Failure policy: a batch whose `send` rejects (or throws) is put back in the queue once, in
 * tracking order ahead of newer events, and retried on the next flush (a timer is armed for it). Events that fail a second time
 * are parked: they are no longer retried by timer, but `flushOnExit` still hands them to
 * `sendOnExit` (a beacon often gets through where a fetch did not). Nothing is dropped except
 * beyond `maxQueued`, oldest first. Batches already handed to `send` and still in flight are not
 * repeated on exit (that would duplicate them whenever they succeed). A server that says when to come
 * back (`send` throws a `RetryLaterError`) is honoured: the batch waits that long, nothing else is sent
 * before, and the wait is not counted as a failure.
 */
export function createAnalyticsQueue(options: AnalyticsQueueOptions): AnalyticsQueue {
  const maxBatch = positiveInt(options.maxBatch, 20);
  const maxQueued = Math.max(positiveInt(options.maxQueued, 1000), maxBatch);
  const flushDelayMs =
    typeof options.flushDelayMs === 'number' && options.flushDelayMs >= 0 ? options.flushDelayMs : 1000;
  const now = options.now ?? Date.now;

  let pending: Entry[] = [];
  let parked: Entry[] = [];
  let seq = 0;
  let timer: { handle: TimerHandle } | null = null;
  /** Until when the server asked us to wait (epoch ms), or 0. */
  let quietUntil = 0;

  const toBatch = (events: readonly AnalyticsEvent[]): AnalyticsBatch => ({
    deviceSessionId: options.deviceSessionId,
    events,
  });

  const timestamp = (): string => {
    const ms = now();
    return new Date(Number.isFinite(ms) ? ms : Date.now()).toISOString();
  };

  const cancelTimer = () => {
    if (timer) options.clearTimeout(timer.handle);
    timer = null;
  };

  const schedule = () => {
    if (timer || pending.length === 0) return;
    const wait = Math.max(flushDelayMs, quietUntil - now());
    timer = {
      handle: options.setTimeout(() => {
        timer = null;
        void flush();
      }, wait),
    };
  };

  const enforceBound = () => {
    while (parked.length + pending.length > maxQueued) {
      const oldestParked = parked[0]?.seq ?? Number.POSITIVE_INFINITY;
      const oldestPending = pending[0]?.seq ?? Number.POSITIVE_INFINITY;
      if (oldestParked < oldestPending) parked.shift();
      else pending.shift();
    }
  };

  const requeue = (entries: readonly Entry[]) => {
    for (const entry of entries) {
      if (entry.attempts === 0) pending.push({ ...entry, attempts: 1 });
      else parked.push(entry);
    }
    pending.sort(bySeq);
    parked.sort(bySeq);
    enforceBound();
    schedule();
  };

  const deliver = async (entries: readonly Entry[]): Promise<void> => {
    try {
      await options.send(toBatch(entries.map((entry) => entry.event)));
    } catch (error) {
      const retryAfter = retryAfterOf(error);
      if (retryAfter === null) return requeue(entries);
      // Asked to come back later: the same events, not counted as a failure, after the wait.
      quietUntil = Math.max(quietUntil, now() + retryAfter);
      pending = [...entries, ...pending].sort(bySeq);
      enforceBound();
      cancelTimer();
      schedule();
    }
  };

  async function flush(): Promise<void> {
    cancelTimer();
    if (pending.length === 0) return;
    // The server asked for quiet: wait for it (a full batch or an explicit flush does not hurry it).
    if (now() < quietUntil) return schedule();
    const taken = pending;
    pending = [];
    await Promise.all(chunk(taken, maxBatch).map(deliver));
  }

  return {
    track(name, properties) {
      pending.push({ event: { name, properties, timestamp: timestamp() }, attempts: 0, seq: seq++ });
      enforceBound();
      if (pending.length >= maxBatch) void flush();
      else schedule();
    },
    flush,
    flushOnExit() {
      cancelTimer();
      const entries = [...parked, ...pending].sort(bySeq);
      parked = [];
      pending = [];
      const kept: Entry[] = [];
      for (const chunkEntries of chunk(entries, maxBatch)) {
        const batch = toBatch(chunkEntries.map((entry) => entry.event));
        let accepted = true;
        try {
          if (options.sendOnExit) {
            accepted = options.sendOnExit(batch) !== false;
          } else {
            Promise.resolve(options.send(batch)).catch(() =>
              requeue(chunkEntries.map((entry) => ({ ...entry, attempts: Math.max(entry.attempts, 1) }))),
            );
          }
        } catch {
          accepted = false;
        }
        if (!accepted) for (const entry of chunkEntries) kept.push({ ...entry, attempts: Math.max(entry.attempts, 1) });
      }
      // Kept for the next flush: after pagehide the page may still return from the bfcache.
      pending = [...kept, ...pending].sort(bySeq);
      schedule();
    },
    size: () => pending.length + parked.length,
    dispose: cancelTimer,
  };
}

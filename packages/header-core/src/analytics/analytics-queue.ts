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
 * repeated on exit (that would duplicate them whenever they succeed).
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
    timer = {
      handle: options.setTimeout(() => {
        timer = null;
        void flush();
      }, flushDelayMs),
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
    } catch {
      requeue(entries);
    }
  };

  async function flush(): Promise<void> {
    cancelTimer();
    if (pending.length === 0) return;
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

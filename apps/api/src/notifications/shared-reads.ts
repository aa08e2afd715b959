/**
 * One read for many streams. Every open `notificationEvents` stream of a member hears the same event at
 * the same moment, and each would ask the database the same thing (the added card, the counts after a
 * gap): with a thousand streams that was a thousand identical queries per event, most of an instance's
 * time (the streams bench, packages/bench/src/streams.mjs). Streams asking for the same key share one
 * query instead, within limits that keep each answer as fresh as the stream needs:
 *
 * - a read is shared only with callers whose `notBefore` is before it started, so a stream that must
 *   read after some moment (its LISTEN began, a gap was reported) never gets an answer older than that;
 * - a settled answer is kept for `ttlMs` at most (a card's content does not change; counts are asked
 *   with `notBefore`), and a failed one not at all.
 */
export class SharedReads {
  readonly #reads = new Map<string, { startedAt: number; result: Promise<unknown>; settledAt: number | null }>();

  constructor(
    private readonly ttlMs = 2000,
    private readonly clock: () => number = () => performance.now(),
  ) {}

  /** What `read()` answers for `key`, shared with the callers since `notBefore` (a `clock()` time; default: any). */
  run<T>(key: string, read: () => Promise<T>, notBefore = -Infinity): Promise<T> {
    const now = this.clock();
    const known = this.#reads.get(key);
    if (known && known.startedAt > notBefore && (known.settledAt === null || now - known.settledAt <= this.ttlMs)) {
      return known.result as Promise<T>;
    }
    this.#sweep(now);
    const entry: { startedAt: number; result: Promise<T>; settledAt: number | null } = { startedAt: now, result: read(), settledAt: null };
    this.#reads.set(key, entry);
    entry.result.then(
      () => {
        entry.settledAt = this.clock();
      },
      () => {
        if (this.#reads.get(key) === entry) this.#reads.delete(key);
      },
    );
    return entry.result;
  }

  /** How many answers are held (for tests). */
  get size(): number {
    return this.#reads.size;
  }

  #sweep(now: number): void {
    for (const [key, entry] of this.#reads) {
      if (entry.settledAt !== null && now - entry.settledAt > this.ttlMs) this.#reads.delete(key);
    }
  }
}

/** A clock reading, for `notBefore`. */
export const readClock = (): number => performance.now();

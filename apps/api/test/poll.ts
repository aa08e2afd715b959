/**
 * Waiting in tests: a condition is checked every 20 ms until it holds. The bound is there to name what never
 * happened, not to time anything: it sits far above what a loaded machine needs (benchmarks measure speed).
 */
const GENEROUS_MS = 90_000;

/** Waits until `test` holds, checking every 20 ms for at most `ms`; rejects with `what` otherwise. */
export async function pollUntil(test: () => boolean | Promise<boolean>, ms: number, what: string): Promise<void> {
  const end = performance.now() + ms;
  while (!(await test())) {
    if (performance.now() > end) throw new Error(`gave up waiting (${ms} ms) until ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Waits until `test` holds, as long as a test may take. */
export function eventually(test: () => boolean | Promise<boolean>, what: string): Promise<void> {
  return pollUntil(test, GENEROUS_MS, what);
}

/** Retries `attempt` every 100 ms while it throws (a pool's first query after a server restart may fail). */
export async function retried<T>(attempt: () => Promise<T>): Promise<T> {
  const end = performance.now() + GENEROUS_MS;
  for (;;) {
    try {
      return await attempt();
    } catch (error) {
      if (performance.now() > end) throw error;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

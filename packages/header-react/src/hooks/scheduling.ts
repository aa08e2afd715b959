// Scheduling shared by the first bundle and the lazy chunks. What only one lazy chunk uses lives beside
// its user (use-painted-once.ts, apollo-suggestions.ts' nextTask): a bundler puts every statement used
// anywhere into the chunk of its module, which is the first bundle's for this file.

/**
 * Runs `task` when the browser is next idle (its deadline says how long it may run; within `timeout` ms
 * in any case); where there is no requestIdleCallback, after `fallbackMs`. Returns the cancel function.
 */
export function whenIdle(task: (deadline?: IdleDeadline) => void, { timeout = 3000, fallbackMs = 200 } = {}): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback((deadline) => task(deadline), { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(() => task(), fallbackMs);
  return () => clearTimeout(handle);
}

import { startTransition, useEffect, useRef, useState } from 'react';

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

/** Resolves in a later task: what follows runs after the browser had a chance to paint and take input. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * False until a frame has been painted since `active` first became true, then true for good: what can
 * wait for the next frame renders then (as a transition when `transition`). Once asked for, it comes
 * even if `active` turned false meanwhile; only unmounting cancels it. With `reset`, it is false again
 * whenever `active` is (in a transition too), and the next activation waits for a frame again.
 */
export function usePaintedOnce(active: boolean, { transition = false, reset = false } = {}): boolean {
  const [painted, setPainted] = useState(false);
  const pending = useRef<{ frame?: number; timer?: ReturnType<typeof setTimeout> }>({});
  const cancel = () => {
    const { frame, timer } = pending.current;
    if (frame !== undefined) cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
  const set = (value: boolean) => (transition ? startTransition(() => setPainted(value)) : setPainted(value));
  useEffect(() => {
    if (!active && reset) {
      cancel();
      pending.current = {};
      if (painted) set(false);
    }
    if (!active || painted || pending.current.frame !== undefined) return;
    // After the frame's paint: a task queued from its animation callback runs once it is done.
    pending.current.frame = requestAnimationFrame(() => (pending.current.timer = setTimeout(() => set(true), 0)));
  });
  useEffect(() => cancel, []);
  return painted;
}

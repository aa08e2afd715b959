import { startTransition, useEffect, useRef, useState } from 'react';

// Only the notifications drawer's cards chunk uses this, so it is a file of its own rather than part of
// scheduling.ts, which the first bundle imports (a bundler would put it there).

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

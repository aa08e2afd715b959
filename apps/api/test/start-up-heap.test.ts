/**
 * The start's garbage collected before the first request (src/start-up-heap.ts): what a start let go leaves the
 * heap, whether or not the process was started with --expose-gc.
 */
import { expect, it } from 'vitest';
import { collectStartUpGarbage } from '../src/start-up-heap.ts';

/** About `mb` MB of small records, as the seed's catalogue is made of, held until the caller lets them go. */
function records(mb: number): Array<{ id: string; title: string; words: string[] }> {
  return Array.from({ length: mb * 4_000 }, (_, i) => ({ id: `class-${i}`, title: `Watercolor portrait ${i}`, words: ['watercolor', 'portrait', String(i)] }));
}

it('collects what the start let go, and says how much the heap held before and after', () => {
  let held: ReturnType<typeof records> | null = records(60);
  const before = held.length;
  held = null;
  const first = collectStartUpGarbage();
  expect(before).toBe(240_000);
  expect(held).toBeNull();
  expect(first.beforeMb - first.afterMb).toBeGreaterThan(30);
  expect(first.ms).toBeGreaterThanOrEqual(0);

  // Again (the same collection, made once): nothing left to let go but what was made since.
  const second = collectStartUpGarbage();
  expect(second.afterMb).toBeLessThan(first.beforeMb - 30);
});

it('keeps what is still held', () => {
  const held = records(40);
  const { beforeMb, afterMb } = collectStartUpGarbage();
  expect(beforeMb - afterMb).toBeLessThan(20);
  expect(held.at(-1)?.id).toBe('class-159999');
});

// One read for many streams (notifications/shared-reads.ts): shared while fresh enough for each caller.
import { describe, expect, it } from 'vitest';
import { SharedReads } from '../src/notifications/shared-reads.ts';

function setup(ttlMs = 2000) {
  let now = 1000;
  let calls = 0;
  const reads = new SharedReads(ttlMs, () => now);
  const read = (value: string) => () => {
    calls += 1;
    return Promise.resolve(value);
  };
  return { reads, read, calls: () => calls, advance: (ms: number) => (now += ms), now: () => now };
}

describe('SharedReads', () => {
  it('callers of one key in the same moment share one read', async () => {
    const { reads, read, calls } = setup();
    const answers = await Promise.all(Array.from({ length: 1000 }, () => reads.run('card:member:n1', read('card'))));
    expect(new Set(answers)).toEqual(new Set(['card']));
    expect(calls()).toBe(1);
  });

  it('different keys are different reads', async () => {
    const { reads, read, calls } = setup();
    await Promise.all([reads.run('a', read('a')), reads.run('b', read('b'))]);
    expect(calls()).toBe(2);
  });

  it('a settled answer is kept for its time to live, then read again', async () => {
    const { reads, read, calls, advance } = setup(2000);
    await reads.run('k', read('first'));
    advance(2000);
    expect(await reads.run('k', read('second'))).toBe('first');
    advance(1);
    expect(await reads.run('k', read('third'))).toBe('third');
    expect(calls()).toBe(2);
  });

  it('a caller that must read after some moment never gets a read that started before it', async () => {
    const { reads, read, calls, advance, now } = setup();
    await reads.run('counts:member', read('old'));
    advance(5);
    const listening = now();
    advance(1);
    expect(await reads.run('counts:member', read('new'), listening)).toBe('new');
    // A stream that started listening before that read shares it.
    expect(await reads.run('counts:member', read('newer'), listening)).toBe('new');
    // Nor one that started in the very same moment.
    expect(await reads.run('counts:member', read('same moment'), now())).toBe('same moment');
    expect(calls()).toBe(3);
  });

  it('a failed read is not kept: the next caller reads again', async () => {
    const { reads, calls } = setup();
    let attempt = 0;
    const flaky = () => {
      attempt += 1;
      return attempt === 1 ? Promise.reject(new Error('connection lost')) : Promise.resolve('ok');
    };
    await expect(reads.run('k', flaky)).rejects.toThrow('connection lost');
    expect(await reads.run('k', flaky)).toBe('ok');
    expect(calls()).toBe(0);
    expect(attempt).toBe(2);
  });

  it('answers past their time are dropped as new reads come', async () => {
    const { reads, read, advance } = setup(100);
    for (let i = 0; i < 50; i += 1) await reads.run(`card:${i}`, read('x'));
    advance(101);
    await reads.run('fresh', read('y'));
    expect(reads.size).toBe(1);
  });
});

import { describe, expect, it } from 'vitest';
import { createAnalyticsQueue, MAX_RETRY_AFTER_MS, RetryLaterError } from './analytics-queue.ts';
import { ANALYTICS_EVENTS, type AnalyticsBatch, type AnalyticsQueueOptions } from './analytics.types.ts';

/** A manual scheduler: timers fire only when the test advances time. */
function manualTimers() {
  let now = Date.UTC(2025, 0, 31, 12, 0, 0);
  let nextId = 1;
  const timers = new Map<number, { at: number; fn: () => void }>();
  return {
    now: () => now,
    setTimeout: (fn: () => void, ms: number) => {
      const id = nextId++;
      timers.set(id, { at: now + ms, fn });
      return id;
    },
    clearTimeout: (handle: unknown) => void timers.delete(handle as number),
    pending: () => timers.size,
    advance(ms: number) {
      now += ms;
      for (const [id, timer] of [...timers].sort((a, b) => a[1].at - b[1].at)) {
        if (timer.at <= now) {
          timers.delete(id);
          timer.fn();
        }
      }
    },
  };
}

/** Lets promise callbacks (send rejections) run. */
const settle = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

function setup(overrides: Partial<AnalyticsQueueOptions> = {}) {
  const timers = manualTimers();
  const sent: AnalyticsBatch[] = [];
  const exits: AnalyticsBatch[] = [];
  const queue = createAnalyticsQueue({
    deviceSessionId: 'dsid-1234',
    send: (batch) => void sent.push(batch),
    sendOnExit: (batch) => void exits.push(batch),
    maxBatch: 3,
    flushDelayMs: 1000,
    now: timers.now,
    setTimeout: timers.setTimeout,
    clearTimeout: timers.clearTimeout,
    ...overrides,
  });
  return { queue, timers, sent, exits };
}

const click = (menu_item: string) =>
  ({ menu_item, nav_level: 'main', url_destination: `/${menu_item}?via=header` }) as const;

describe('analytics queue', () => {
  it('sends the batch shape POST /analytics accepts, with ISO timestamps', () => {
    const { queue, timers, sent } = setup();
    queue.track(ANALYTICS_EVENTS.clickNavBar, { ...click('browse'), submenu_item: 'All Classes' });
    timers.advance(1000);
    expect(sent).toEqual([
      {
        deviceSessionId: 'dsid-1234',
        events: [
          {
            name: 'click-nav-bar',
            properties: {
              menu_item: 'browse',
              submenu_item: 'All Classes',
              nav_level: 'main',
              url_destination: '/browse?via=header',
            },
            timestamp: '2025-01-31T12:00:00.000Z',
          },
        ],
      },
    ]);
  });

  it('flushes at once when maxBatch is reached, without waiting for the timer', () => {
    const { queue, timers, sent } = setup();
    queue.track('open-notifications', {});
    queue.track('open-notifications', {});
    expect(sent).toHaveLength(0);
    queue.track('open-notifications', {});
    expect(sent).toHaveLength(1);
    expect(sent[0]?.events).toHaveLength(3);
    expect(timers.pending()).toBe(0);
  });

  it('flushes after flushDelayMs, measured from the first pending event', () => {
    const { queue, timers, sent } = setup();
    queue.track('entered-text', { text: 'wat' });
    timers.advance(600);
    queue.track('entered-text', { text: 'water' });
    expect(timers.pending()).toBe(1);
    timers.advance(399);
    expect(sent).toHaveLength(0);
    timers.advance(1);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.events.map((e) => e.properties.text)).toEqual(['wat', 'water']);
  });

  it('flush() sends pending now as one batch and does nothing when empty', async () => {
    const { queue, timers, sent } = setup();
    await queue.flush();
    expect(sent).toHaveLength(0);
    queue.track('live-session', { id: 'x' });
    queue.track('browse-category', { slug: 'art' });
    await queue.flush();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.events.map((e) => e.name)).toEqual(['live-session', 'browse-category']);
    expect(timers.pending()).toBe(0);
  });

  it('flushOnExit hands everything to sendOnExit synchronously and cancels the timer', () => {
    const { queue, timers, sent, exits } = setup();
    queue.track('submitted-search', { query: 'clay' });
    queue.flushOnExit();
    expect(exits).toHaveLength(1);
    expect(exits[0]?.events[0]?.name).toBe('submitted-search');
    expect(queue.size()).toBe(0);
    timers.advance(5000);
    expect(sent).toHaveLength(0);
  });

  it('flushOnExit splits into beacons of at most maxBatch', () => {
    const { queue, exits } = setup({ maxBatch: 2, send: () => Promise.reject(new Error('offline')) });
    for (let i = 0; i < 2; i++) queue.track('notification-click', { i });
    queue.track('notification-click', { i: 2 });
    queue.flushOnExit();
    expect(exits.map((b) => b.events.length)).toEqual([1]);
  });

  it('without sendOnExit, exit falls back to send', () => {
    const sent: AnalyticsBatch[] = [];
    const timers = manualTimers();
    const queue = createAnalyticsQueue({
      deviceSessionId: 'dsid-1234',
      send: (batch) => void sent.push(batch),
      setTimeout: timers.setTimeout,
      clearTimeout: timers.clearTimeout,
    });
    queue.track('selected-suggestion', { kind: 'skill' });
    queue.flushOnExit();
    expect(sent).toHaveLength(1);
  });

  it('a beacon that could not be queued keeps its events for the next flush', async () => {
    const { queue, sent } = setup({ sendOnExit: () => false });
    queue.track('selected-suggestion', { kind: 'class' });
    queue.flushOnExit();
    expect(queue.size()).toBe(1);
    await queue.flush();
    expect(sent).toHaveLength(1);
  });

  it('a beacon that throws keeps its events too', () => {
    const { queue } = setup({
      sendOnExit: () => {
        throw new Error('TypeError');
      },
    });
    queue.track('selected-suggestion', { kind: 'class' });
    expect(() => queue.flushOnExit()).not.toThrow();
    expect(queue.size()).toBe(1);
  });
});

describe('analytics queue failure policy: re-queue once, then keep for the exit flush', () => {
  function failing(times: number) {
    const attempts: AnalyticsBatch[] = [];
    let left = times;
    return {
      attempts,
      send: (batch: AnalyticsBatch) => {
        attempts.push(batch);
        if (left-- > 0) return Promise.reject(new Error('503'));
        return Promise.resolve();
      },
    };
  }

  it('a rejected batch is retried once on the next timer, in order, ahead of newer events', async () => {
    const f = failing(1);
    const { queue, timers } = setup({ send: f.send });
    queue.track('open-notifications', { n: 1 });
    timers.advance(1000);
    await settle();
    expect(queue.size()).toBe(1);
    queue.track('open-notifications', { n: 2 });
    timers.advance(1000);
    await settle();
    expect(f.attempts).toHaveLength(2);
    expect(f.attempts[1]?.events.map((e) => e.properties.n)).toEqual([1, 2]);
    expect(f.attempts[1]?.events[0]?.timestamp).toBe(f.attempts[0]?.events[0]?.timestamp);
    expect(queue.size()).toBe(0);
  });

  it('events that fail twice are parked: no more timers, but the exit flush delivers them', async () => {
    const f = failing(2);
    const { queue, timers, exits } = setup({ send: f.send });
    queue.track('open-notifications', { n: 1 });
    timers.advance(1000);
    await settle();
    timers.advance(1000);
    await settle();
    expect(f.attempts).toHaveLength(2);
    expect(queue.size()).toBe(1);
    expect(timers.pending()).toBe(0);
    timers.advance(10_000);
    expect(f.attempts).toHaveLength(2);
    queue.track('open-notifications', { n: 2 });
    queue.flushOnExit();
    expect(exits).toHaveLength(1);
    expect(exits[0]?.events.map((e) => e.properties.n)).toEqual([1, 2]);
    expect(queue.size()).toBe(0);
  });

  it('a send that throws synchronously counts as a failure, and flush never rejects', async () => {
    const { queue } = setup({
      send: () => {
        throw new Error('TypeError: Failed to fetch');
      },
    });
    queue.track('open-notifications', {});
    await expect(queue.flush()).resolves.toBeUndefined();
    expect(queue.size()).toBe(1);
  });

  it('re-queued events beyond maxBatch go out in several batches', async () => {
    let fail = true;
    const batches: AnalyticsBatch[] = [];
    const { queue } = setup({
      maxBatch: 2,
      send: (batch) => {
        batches.push(batch);
        return fail ? Promise.reject(new Error('x')) : Promise.resolve();
      },
    });
    for (let i = 0; i < 4; i++) queue.track('notification-click', { i });
    await settle();
    fail = false;
    queue.track('notification-click', { i: 4 });
    await queue.flush();
    expect(batches.slice(2).map((b) => b.events.map((e) => e.properties.i))).toEqual([[0, 1], [2, 3], [4]]);
    expect(queue.size()).toBe(0);
  });

  it('keeps at most maxQueued undelivered events, dropping the oldest', async () => {
    const { queue, exits } = setup({ maxBatch: 2, maxQueued: 3, send: () => Promise.reject(new Error('down')) });
    for (let i = 0; i < 8; i++) queue.track('notification-click', { i });
    await settle();
    expect(queue.size()).toBe(3);
    queue.flushOnExit();
    expect(exits.flatMap((b) => b.events.map((e) => e.properties.i))).toEqual([5, 6, 7]);
  });
});

describe('typing', () => {
  it('fits the renderer-facing AnalyticsTransport shape', () => {
    const { queue } = setup();
    const transport: { track(name: string, properties: Readonly<Record<string, unknown>>): void } = queue;
    transport.track('open-notifications', {});
    expect(queue.size()).toBe(1);
  });

  it('rejects a malformed click-nav-bar payload at compile time', () => {
    const { queue } = setup();
    // @ts-expect-error nav_level must be 'main' and url_destination is required
    queue.track('click-nav-bar', { menu_item: 'Browse', nav_level: 'sub' });
    expect(queue.size()).toBe(1);
  });
});

describe('analytics queue: a server that says when to come back (Retry-After)', () => {
  it('waits that long before sending again, keeps every event, and does not count it as a failure', async () => {
    let answers: ('later' | 'fail' | 'ok')[] = ['later', 'fail', 'ok'];
    const delivered: AnalyticsBatch[] = [];
    const { queue, timers } = setup({
      send: (batch) => {
        const answer = answers[0] ?? 'ok';
        answers = answers.slice(1);
        if (answer === 'later') throw new RetryLaterError(30_000);
        if (answer === 'fail') throw new Error('network down');
        delivered.push(batch);
      },
    });
    queue.track(ANALYTICS_EVENTS.clickNavBar, click('browse'));
    timers.advance(1000);
    await settle();
    // Not after the usual second, nor when more events come (the server asked for quiet).
    queue.track(ANALYTICS_EVENTS.clickNavBar, click('plans'));
    timers.advance(20_000);
    await settle();
    expect(delivered).toEqual([]);
    expect(queue.size()).toBe(2);
    // After the wait: one ordinary failure is still retried (the wait was not counted), then delivered.
    timers.advance(10_000);
    await settle();
    timers.advance(1000);
    await settle();
    expect(delivered.flatMap((batch) => batch.events.map((event) => event.properties['menu_item']))).toEqual(['browse', 'plans']);
    expect(queue.size()).toBe(0);
  });

  it('a wait longer than five minutes is cut to five', async () => {
    let first = true;
    const delivered: AnalyticsBatch[] = [];
    const { queue, timers } = setup({
      send: (batch) => {
        if (first) {
          first = false;
          throw new RetryLaterError(24 * 3600_000);
        }
        delivered.push(batch);
      },
    });
    queue.track(ANALYTICS_EVENTS.clickNavBar, click('browse'));
    timers.advance(1000);
    await settle();
    timers.advance(MAX_RETRY_AFTER_MS);
    await settle();
    expect(delivered).toHaveLength(1);
  });
});

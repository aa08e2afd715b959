/**
 * One execution of a store event for every stream that would answer it alike (shared-execution.ts), on a
 * small schema of its own: each stream still gets its event, but the fields run once per event and
 * answer key, while payloads not made from a store event run once per stream as GraphQL does.
 */
import { createSchema, createYoga, Repeater } from 'graphql-yoga';
import { describe, expect, it } from 'vitest';
import type { StoreEvent } from '../src/notifications/events.ts';
import { fromStoreEvent, sharedEventExecutionPlugin } from '../src/notifications/shared-execution.ts';
import { eventually } from './poll.ts';

interface Tick {
  value: number;
}

function setup() {
  const listeners = new Set<(tick: Tick, event: StoreEvent | null) => void>();
  let executions = 0;
  const schema = createSchema({
    typeDefs: /* GraphQL */ `
      type Query { ok: Boolean }
      type Tick { value: Int! doubled(times: Int!): Int! }
      type Subscription { ticks: Tick! }
    `,
    resolvers: {
      Tick: {
        doubled: (tick: Tick, args: { times: number }) => {
          executions += 1;
          return tick.value * args.times;
        },
      },
      Subscription: {
        ticks: {
          subscribe: () =>
            new Repeater<Tick>(async (push, stop) => {
              const listener = (tick: Tick, event: StoreEvent | null) => void push(event ? fromStoreEvent({ ...tick }, event) : { ...tick });
              listeners.add(listener);
              await stop;
              listeners.delete(listener);
            }),
          resolve: (tick: Tick) => tick,
        },
      },
    },
  });
  const yoga = createYoga({ schema, plugins: [sharedEventExecutionPlugin()], logging: false });
  return {
    publish: (tick: Tick, event: StoreEvent | null) => listeners.forEach((listener) => listener(tick, event)),
    executions: () => executions,
    listening: () => listeners.size,
    open: async (times: number) => {
      const controller = new AbortController();
      const res = await yoga.fetch('http://yoga/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
        body: JSON.stringify({ query: 'subscription ($times: Int!) { ticks { value doubled(times: $times) } }', variables: { times } }),
        signal: controller.signal,
      });
      // Read as a client does, all along (the source starts when the stream is first read).
      const reader = (res.body as ReadableStream<Uint8Array>).getReader();
      const decoder = new TextDecoder();
      const events: unknown[] = [];
      const waiting: Array<(value: unknown) => void> = [];
      void (async () => {
        let buffer = '';
        for (;;) {
          const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
          if (done) return;
          buffer += decoder.decode(value, { stream: true });
          for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const data = block.split('\n').find((line) => line.startsWith('data: '));
            if (!block.includes('event: next') || !data) continue;
            const payload: unknown = JSON.parse(data.slice(6));
            const waiter = waiting.shift();
            if (waiter) waiter(payload);
            else events.push(payload);
          }
        }
      })();
      return {
        next: (): Promise<unknown> => (events.length > 0 ? Promise.resolve(events.shift()) : new Promise((resolve) => waiting.push(resolve))),
        close: () => {
          controller.abort();
          void reader.cancel().catch(() => {});
        },
      };
    },
  };
}

const event = (): StoreEvent => ({ kind: 'SYNC', memberId: 'm', counts: { own: 0, students: 0 } });

const until = (check: () => boolean): Promise<void> => eventually(check, 'the streams are listening');

describe('shared execution of store events', () => {
  it('three streams asking alike: one execution per event, and each stream gets it', async () => {
    const api = setup();
    const streams = await Promise.all([api.open(2), api.open(2), api.open(2)]);
    await until(() => api.listening() === 3);
    api.publish({ value: 21 }, event());
    expect(await Promise.all(streams.map((s) => s.next()))).toEqual(Array(3).fill({ data: { ticks: { value: 21, doubled: 42 } } }));
    expect(api.executions()).toBe(1);
    api.publish({ value: 5 }, event());
    expect(await Promise.all(streams.map((s) => s.next()))).toEqual(Array(3).fill({ data: { ticks: { value: 5, doubled: 10 } } }));
    expect(api.executions()).toBe(2);
    for (const s of streams) s.close();
  });

  it('other variables are another answer: executed for them apart', async () => {
    const api = setup();
    const [twice, thrice] = await Promise.all([api.open(2), api.open(3)]);
    await until(() => api.listening() === 2);
    api.publish({ value: 7 }, event());
    expect(await twice?.next()).toEqual({ data: { ticks: { value: 7, doubled: 14 } } });
    expect(await thrice?.next()).toEqual({ data: { ticks: { value: 7, doubled: 21 } } });
    expect(api.executions()).toBe(2);
    twice?.close();
    thrice?.close();
  });

  it('a payload not made from a store event is executed for each stream', async () => {
    const api = setup();
    const streams = await Promise.all([api.open(2), api.open(2)]);
    await until(() => api.listening() === 2);
    api.publish({ value: 1 }, null);
    expect(await Promise.all(streams.map((s) => s.next()))).toEqual(Array(2).fill({ data: { ticks: { value: 1, doubled: 2 } } }));
    expect(api.executions()).toBe(2);
    for (const s of streams) s.close();
  });

  it('a stream whose client goes away ends its source at once, with no event pending', async () => {
    const api = setup();
    const stream = await api.open(2);
    await until(() => api.listening() === 1);
    stream.close();
    await until(() => api.listening() === 0);
  });
});

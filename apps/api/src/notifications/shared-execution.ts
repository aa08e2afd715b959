/**
 * One execution of an event for many streams (issue 22). Every open `notificationEvents` stream of a
 * member hears the same store event, and GraphQL would execute each stream's selection on it again:
 * with a thousand streams, a thousand executions of the same document on the same data, the largest part
 * of an instance's time per delivery after the socket writes (the streams bench,
 * packages/bench/src/streams.mjs). Streams whose answer is bound to be the same share one execution
 * instead: the same store event, the same parsed document, operation and variables, the same language and
 * image origin (the only parts of the context the event's fields read; the member is the event's).
 *
 * Payloads made for other reasons (the SYNC after a stream starts or after a gap, read at that stream's
 * own moment) are executed for their stream alone, as before.
 */
import { createRequire } from 'node:module';
import type * as GraphQL from 'graphql';
import type { DocumentNode, ExecutionArgs, ExecutionResult } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { ApiContext } from '../context.ts';
import type { StoreEvent } from './events.ts';

// graphql as Node resolves it, the copy yoga runs the schema with: graphql 16 has no `exports` map, so a
// bundler's resolution (vitest's) picks its ESM build, another module whose schema checks refuse ours.
const { createSourceEventStream, execute } = createRequire(import.meta.url)('graphql') as typeof GraphQL;

/** The store event a payload was made from, for the payloads that every stream of the member gets alike. */
const eventOfPayload = new WeakMap<object, StoreEvent>();

/** Marks `payload` as the one every stream of the member makes from `event` (its execution may be shared). */
export function fromStoreEvent<T extends object>(payload: T, event: StoreEvent): T {
  eventOfPayload.set(payload, event);
  return payload;
}

type Execution = Promise<ExecutionResult>;

/** Executions per store event, then per document, then per everything else that shapes the answer. */
const executions = new WeakMap<StoreEvent, WeakMap<DocumentNode, Map<string, Execution>>>();

function sharedExecution(event: StoreEvent, args: ExecutionArgs, run: () => Execution): Execution {
  const ctx = args.contextValue as Partial<ApiContext> | undefined;
  const key = JSON.stringify([args.operationName ?? null, args.variableValues ?? null, ctx?.language ?? null, ctx?.imageOrigin ?? null]);
  let byDocument = executions.get(event);
  if (!byDocument) executions.set(event, (byDocument = new WeakMap()));
  let byKey = byDocument.get(args.document);
  if (!byKey) byDocument.set(args.document, (byKey = new Map()));
  const known = byKey.get(key);
  if (known) return known;
  const result = run().then(serializedOnce);
  byKey.set(key, result);
  return result;
}

/**
 * The shared answer is also serialized once: yoga's event-stream writer takes a result's own `stringify`
 * when it has one (and passes the result itself unless it must strip internals from its errors).
 */
function serializedOnce(result: ExecutionResult): ExecutionResult {
  let json: string | undefined;
  const stringify = (value: unknown): string => (value === result ? (json ??= JSON.stringify(value)) : JSON.stringify(value));
  Object.defineProperty(result, 'stringify', { value: stringify, enumerable: false });
  return result;
}

const isAsyncIterable = (value: unknown): value is AsyncIterableIterator<unknown> =>
  typeof value === 'object' && value !== null && Symbol.asyncIterator in value;

/**
 * Each event of `source` as `map` answers it. Not an async generator: one suspended in `next()` cannot
 * be ended until the next event comes, and a client's disconnect must end the source (the member's
 * stream count) at once.
 */
function mapEvents<T, R>(source: AsyncIterableIterator<T>, map: (value: T) => Promise<R>): AsyncIterableIterator<R> {
  const done = (): Promise<IteratorResult<R>> => Promise.resolve({ done: true, value: undefined });
  const iterator: AsyncIterableIterator<R> = {
    [Symbol.asyncIterator]: () => iterator,
    async next() {
      const step = await source.next();
      return step.done ? { done: true, value: undefined } : { done: false, value: await map(step.value) };
    },
    return: () => (source.return ? source.return().then(() => ({ done: true, value: undefined })) : done()),
    throw: (error: unknown) => (source.throw ? source.throw(error).then(() => ({ done: true, value: undefined })) : Promise.reject(error)),
  };
  return iterator;
}

/** The subscription's events as GraphQL executes them (spec: MapSourceToResponseEvent), sharing executions. */
async function subscribeSharing(args: ExecutionArgs): Promise<ExecutionResult | AsyncIterableIterator<ExecutionResult>> {
  const source = await createSourceEventStream(args);
  if (!isAsyncIterable(source)) return source as ExecutionResult;
  return mapEvents(source, (payload) => {
    const run = async () => execute({ ...args, rootValue: payload });
    const event = typeof payload === 'object' && payload !== null ? eventOfPayload.get(payload) : undefined;
    return event ? sharedExecution(event, args, run) : run();
  });
}

/** Runs every subscription through `subscribeSharing`. */
export function sharedEventExecutionPlugin(): Plugin {
  return {
    onSubscribe({ setSubscribeFn }) {
      setSubscribeFn(subscribeSharing as Parameters<typeof setSubscribeFn>[0]);
    },
  };
}

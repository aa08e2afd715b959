/**
 * Where a notification stream really starts (issue 34, item 1): yoga has run the subscription and is about
 * to answer with a stream (its result is an async iterable). Whatever the request's `Accept` said
 * (`text/event-stream`, `Text/Event-Stream`, `*\/*` or none), this is the one place every stream passes,
 * so its slot is taken here (streams.ts), or the request is answered 429 before any stream byte. The slot
 * is given back when the response closes (the client went away: at once, not at the next keep-alive) or
 * the stream ends, whichever comes first; the response is watched for a slow reader (slow-reader.ts).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isAsyncIterable, type Plugin } from 'graphql-yoga';
import { parseCookies } from '../cookies.ts';
import { clientAddress } from '../http/rate-limit.ts';
import { PERSONA_COOKIE } from '../personas.ts';
import { SlowReaderWatch, type SlowReaderBounds } from './slow-reader.ts';
import { streamRefusalReply, type StreamCounter } from './streams.ts';

/** What node:http hands yoga with each request (absent when yoga is called with a bare Request). */
export interface NodeServerContext {
  req?: IncomingMessage;
  res?: ServerResponse;
}

/** Lets an iterator's ending finish on its own: a failure there has no one left to tell. */
const settle = (ending: Promise<unknown> | undefined): void => {
  ending?.catch(() => {});
};

/** `iterator` as an iterable that calls `done` (once, by the caller's guard) when it ends however it ends. */
function endingWith<T>(iterator: AsyncIterator<T>, done: () => void): AsyncIterableIterator<T> {
  return {
    [Symbol.asyncIterator]() {
      return this;
    },
    async next() {
      try {
        const step = await iterator.next();
        if (step.done) done();
        return step;
      } catch (error) {
        done();
        throw error;
      }
    },
    async return(value?: unknown) {
      done();
      return iterator.return ? iterator.return(value) : { done: true, value: undefined };
    },
  };
}

export function streamSlotsPlugin(streams: StreamCounter, bounds: SlowReaderBounds): Plugin<object, NodeServerContext> {
  const slowReaders = new SlowReaderWatch(bounds);
  return {
    onResultProcess({ request, result, setResult, setResultProcessor, serverContext }) {
      if (!isAsyncIterable(result)) return;
      const { req, res } = serverContext;
      const address = clientAddress(req?.socket.remoteAddress, request.headers.get('x-forwarded-for'));
      const session = parseCookies(request.headers.get('cookie')).get(PERSONA_COOKIE) || null;
      const iterator = result[Symbol.asyncIterator]();
      const taken = streams.take(session, address);
      if (typeof taken !== 'function') {
        // Nothing has started yet (the subscription's work begins at the first read): ending it is enough.
        settle(iterator.return?.());
        const reply = streamRefusalReply(taken);
        setResultProcessor((_, fetchAPI) => new fetchAPI.Response(reply.body ?? null, { status: reply.status, headers: reply.headers ?? {} }), 'application/json');
        return;
      }
      const unwatch = res ? streams.watchUnsent(slowReaders.watch(res)) : () => {};
      const release = () => {
        taken();
        unwatch();
      };
      setResult(endingWith(iterator, release));
      // Also when no stream is sent after all (406 to an Accept that takes no stream): the response closes.
      res?.once('close', () => {
        release();
        settle(iterator.return?.());
      });
    },
  };
}

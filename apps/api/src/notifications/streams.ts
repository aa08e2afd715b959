/**
 * Open notification streams per session (issue 21): one browser holds one stream however many tabs it
 * has open (the client shares it), so a handful per session covers several browsers and devices of one
 * member; beyond that the API answers 429 before the stream starts, and the client backs off.
 */
import { jsonReply, type HttpReply } from '../http/reply.ts';

export const MAX_STREAMS_PER_SESSION = 8;

export class StreamCounter {
  private readonly open = new Map<string, number>();

  constructor(readonly limit = MAX_STREAMS_PER_SESSION) {}

  /** Streams open for `session` (the session cookie's value). */
  count(session: string): number {
    return this.open.get(session) ?? 0;
  }

  /** Counts one more stream; the returned function counts it closed (once). */
  add(session: string): () => void {
    this.open.set(session, this.count(session) + 1);
    let closed = false;
    return () => {
      if (closed) return;
      closed = true;
      const left = this.count(session) - 1;
      if (left > 0) this.open.set(session, left);
      else this.open.delete(session);
    };
  }
}

/**
 * The 429 for a request that would open one stream too many for its session (a GraphQL request that
 * accepts only an event stream: the way an SSE client asks), or null.
 */
export function streamRefusal(request: Request, pathname: string, counter: StreamCounter, session: string | null): HttpReply | null {
  if (pathname !== '/graphql' || session === null) return null;
  if (!(request.headers.get('accept') ?? '').includes('text/event-stream')) return null;
  if (counter.count(session) < counter.limit) return null;
  return jsonReply(429, {
    errors: [{
      message: `This session already has ${counter.limit} open notification streams, the most it may hold; close one (a browser shares one stream between its tabs) or try again later.`,
      extensions: { code: 'TOO_MANY_STREAMS' },
    }],
  }, { 'retry-after': '30' });
}

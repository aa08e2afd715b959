/**
 * How many notification streams are open, and the bounds on them (issues 21 and 34).
 *
 * A stream takes a slot where it really starts (stream-slots.ts: the moment yoga is about to answer with
 * an event stream), whatever the request's headers say, and gives it back the moment its response closes.
 * Three bounds, each answered with 429 and Retry-After before any stream byte:
 * - per session (8): one browser shares one stream between its tabs, so eight cover a member's browsers
 *   and devices; more is a leak or someone filling a member's slots.
 * - per client address (128, the address the analytics limiter keys on: http/rate-limit.ts): an office or
 *   a campus behind one NAT holds one stream per member's browser, and a hundred members at once behind one
 *   address is a large site; one attacker from one address holds at most 128 streams (about 128 open
 *   files and 5 MB here) instead of thousands.
 * - per process (4,096): a stream costs an open file and about 40 KB of memory here, so the process keeps
 *   well under its open-file limit and a few hundred MB however many addresses ask; further instances
 *   behind the balancer serve more.
 */
import { jsonReply, type HttpReply } from '../http/reply.ts';

export const MAX_STREAMS_PER_SESSION = 8;
export const MAX_STREAMS_PER_ADDRESS = 128;
export const MAX_STREAMS_PER_PROCESS = 4096;

/** Seconds a refused client is told to wait: about how long a member's browser keeps a stream it no longer needs. */
const RETRY_AFTER_SECONDS = 30;

export interface StreamCaps {
  /** Open streams one session (its cookie's value) may hold; default MAX_STREAMS_PER_SESSION. */
  perSession: number;
  /** Open streams one client address may hold; default MAX_STREAMS_PER_ADDRESS. */
  perAddress: number;
  /** Open streams the process holds at most; default MAX_STREAMS_PER_PROCESS. */
  perProcess: number;
}

/** Which cap refused a stream, and its size. */
export interface StreamRefusal {
  cap: keyof StreamCaps;
  limit: number;
}

/** What the open streams hold now (ApiServer.streams()). */
export interface StreamStats {
  /** Streams open in this process. */
  open: number;
  /** Bytes the streams wrote that their sockets have not taken yet (Node's buffers, not the kernel's). */
  unsentBytes: number;
}

function countUp(map: Map<string, number>, key: string, by: number): void {
  const next = (map.get(key) ?? 0) + by;
  if (next > 0) map.set(key, next);
  else map.delete(key);
}

export class StreamCounter {
  private readonly sessions = new Map<string, number>();
  private readonly addresses = new Map<string, number>();
  private readonly unsent = new Set<() => number>();
  private total = 0;
  readonly caps: StreamCaps;

  constructor(caps: { [K in keyof StreamCaps]?: number | undefined } = {}) {
    this.caps = {
      perSession: caps.perSession ?? MAX_STREAMS_PER_SESSION,
      perAddress: caps.perAddress ?? MAX_STREAMS_PER_ADDRESS,
      perProcess: caps.perProcess ?? MAX_STREAMS_PER_PROCESS,
    };
  }

  /** Streams open for `session` (the session cookie's value). */
  count(session: string): number {
    return this.sessions.get(session) ?? 0;
  }

  /**
   * Takes a slot for one more stream of `session` from `address`: the function that gives it back (once),
   * or the cap that refuses it.
   */
  take(session: string | null, address: string): (() => void) | StreamRefusal {
    if (this.total >= this.caps.perProcess) return { cap: 'perProcess', limit: this.caps.perProcess };
    if ((this.addresses.get(address) ?? 0) >= this.caps.perAddress) return { cap: 'perAddress', limit: this.caps.perAddress };
    if (session !== null && this.count(session) >= this.caps.perSession) return { cap: 'perSession', limit: this.caps.perSession };
    this.total += 1;
    countUp(this.addresses, address, 1);
    if (session !== null) countUp(this.sessions, session, 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.total -= 1;
      countUp(this.addresses, address, -1);
      if (session !== null) countUp(this.sessions, session, -1);
    };
  }

  /** Counts what `probe` says a stream holds unsent in stats(), until the returned function is called. */
  watchUnsent(probe: () => number): () => void {
    this.unsent.add(probe);
    return () => {
      this.unsent.delete(probe);
    };
  }

  stats(): StreamStats {
    let unsentBytes = 0;
    for (const probe of this.unsent) unsentBytes += probe();
    return { open: this.total, unsentBytes };
  }
}

const REFUSALS: Record<keyof StreamCaps, (limit: number) => string> = {
  perSession: (limit) => `This session already has ${limit} open notification streams, the most one session may hold; close one (a browser shares one stream between its tabs) or try again later.`,
  perAddress: (limit) => `Your address already has ${limit} open notification streams, the most one client address may hold; close some or try again later.`,
  perProcess: (limit) => `This server already holds ${limit} open notification streams, the most it serves at once; try again later.`,
};

/** The 429 for a stream a cap refuses: why, and when to try again. */
export function streamRefusalReply(refusal: StreamRefusal): HttpReply {
  return jsonReply(429, {
    errors: [{ message: REFUSALS[refusal.cap](refusal.limit), extensions: { code: 'TOO_MANY_STREAMS', limit: refusal.cap } }],
  }, { 'retry-after': String(RETRY_AFTER_SECONDS) });
}

/**
 * Per-client rate limits (issue 26, item 5): a token bucket per key, and the key for a client address.
 * The clock is injected, so tests move time instead of waiting for it.
 */
import { isIP } from 'node:net';

/** A sustained rate and the burst allowed on top of it. */
export interface RateLimit {
  /** Requests per minute, sustained (the bucket refills at this rate). */
  perMinute: number;
  /** Requests accepted at once from a full bucket (the bucket's size). */
  burst: number;
}

interface Bucket {
  tokens: number;
  /** When `tokens` was last brought up to date (epoch ms). */
  at: number;
}

/**
 * Token buckets for at most `maxClients` keys. The least recently seen key is forgotten first: a
 * forgotten client starts again with a full bucket, so forgetting can only be lenient, never refuse
 * someone wrongly, and a flood of new keys cannot grow memory.
 */
export class RateLimiter {
  private readonly buckets = new Map<string, Bucket>();
  private readonly perMs: number;

  constructor(
    readonly limit: RateLimit,
    private readonly now: () => number,
    private readonly maxClients = 10_000,
  ) {
    this.perMs = limit.perMinute / 60_000;
  }

  /** Takes one token for `key`: 0 when the request may go ahead, else the milliseconds until it may. */
  take(key: string): number {
    const now = this.now();
    const bucket = this.buckets.get(key) ?? { tokens: this.limit.burst, at: now };
    bucket.tokens = Math.min(this.limit.burst, bucket.tokens + Math.max(0, now - bucket.at) * this.perMs);
    bucket.at = now;
    // Re-inserted, so the Map's order is least recently seen first.
    this.buckets.delete(key);
    this.buckets.set(key, bucket);
    if (this.buckets.size > this.maxClients) {
      const oldest = this.buckets.keys().next();
      if (!oldest.done) this.buckets.delete(oldest.value);
    }
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return 0;
    }
    return Math.ceil((1 - bucket.tokens) / this.perMs);
  }

  /** Keys tracked now. */
  size(): number {
    return this.buckets.size;
  }
}

const isLoopback = (address: string): boolean => address === '::1' || (isIP(address) === 4 && address.startsWith('127.'));

/** An IPv6 address's first 64 bits: one host or customer usually holds a whole /64, so it is one client. */
function ipv6Prefix(address: string): string {
  const [head = '', tail] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return `${groups.slice(0, 4).map((g) => g.toLowerCase().replace(/^0+(?=.)/, '')).join(':')}::/64`;
}

/** An address as a client key: IPv4-mapped IPv6 as IPv4, IPv6 by its /64, anything else as given. */
function normalizeAddress(address: string): string {
  const plain = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '').replace(/%.*$/, '');
  return isIP(plain) === 6 && !isLoopback(plain) ? ipv6Prefix(plain) : plain;
}

/**
 * The client a request comes from, as a rate-limit key. The TCP peer, unless the peer is this machine:
 * the web app's proxy and a local nginx connect from loopback and append the address they saw to
 * `X-Forwarded-For`, so its LAST entry is the one a trusted proxy wrote (the earlier ones are whatever
 * the browser sent, and a client could rotate them at will). A peer on another machine cannot vouch
 * for anyone: its header is ignored.
 */
export function clientAddress(peer: string | undefined, forwardedFor: string | null): string {
  const socket = normalizeAddress(peer ?? 'unknown');
  if (!isLoopback(socket) || forwardedFor === null) return socket;
  const last = forwardedFor.split(',').at(-1)?.trim() ?? '';
  const plain = last.replace(/^\[(.*)\](?::\d+)?$/, '$1');
  return isIP(plain.replace(/%.*$/, '')) ? normalizeAddress(plain) : socket;
}

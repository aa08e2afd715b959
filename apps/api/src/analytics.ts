/**
 * The analytics sink: `POST /analytics` takes a batch, `GET /analytics` reads back what arrived,
 * `DELETE /analytics` clears. Batches come as JSON, or as text/plain because navigator.sendBeacon
 * with a string body sends that type. The device session id comes from the body or, failing that,
 * the `masthead_dsid` cookie.
 *
 * Bounded (issue 26, item 5): the store keeps MAX_STORED_ANALYTICS_BYTES of batches (their JSON size)
 * and drops the oldest past it, counting what it dropped; each event's properties have caps
 * (analytics-properties.ts); and each client is rate limited, by its address (a device session id is
 * the client's to rotate) and by its device session (one busy tab does not spend a shared address's
 * allowance), answering 429 with Retry-After, which the header's queue honours.
 */
import { BODY_LIMITS } from '@masthead/graphql';
import { checkProperties } from './analytics-properties.ts';
import { parseCookies } from './cookies.ts';
import { RateLimiter, type RateLimit } from './http/rate-limit.ts';
import { HttpError, errorReply, jsonReply, mediaType, readBody, type HttpReply } from './http/reply.ts';

export const DEVICE_SESSION_COOKIE = 'masthead_dsid';
export const MAX_EVENTS_PER_BATCH = 100;
/**
 * What the store keeps, in bytes of JSON. Measured (scripts/analytics-memory.ts): the heap holds about
 * 1.5 times the JSON for events like the header's and about 6 times for events of 36 keys never seen
 * twice (the costliest shape the caps let through), so some 13 to 50 MB when full; that is about 130
 * full 64 KB batches, or some 16,000 of the header's own (a few events each).
 */
export const MAX_STORED_ANALYTICS_BYTES = 8 * 1024 * 1024;
/**
 * Default rate limits. A tab's queue sends at most one batch a second (its 1 s flush delay) and people
 * far less, so 60 a minute per device session never slows a person; a burst of 60 lets a tab that was
 * offline send its backlog (1,000 events in batches of 20). An address may hold many visitors (an
 * office, a carrier's NAT, or a proxy that does not forward the address), so it gets ten times that.
 */
export const ANALYTICS_RATE_LIMITS = {
  perAddress: { perMinute: 600, burst: 600 },
  perSession: { perMinute: 60, burst: 60 },
  /** Clients each limiter remembers (least recently seen forgotten first). */
  maxClients: 10_000,
} as const;
const MAX_NAME_LENGTH = 100;
const MAX_DSID_LENGTH = 128;

/** The sink's bounds; createApiApp's `analytics` option (tests pass small ones). */
export interface AnalyticsOptions {
  /** Bytes of batches kept (default MAX_STORED_ANALYTICS_BYTES). */
  storeBytes?: number;
  /** Per client address; null turns it off (default ANALYTICS_RATE_LIMITS.perAddress). */
  perAddress?: RateLimit | null;
  /** Per device session; null turns it off (default ANALYTICS_RATE_LIMITS.perSession). */
  perSession?: RateLimit | null;
  /** Clients each limiter remembers (default ANALYTICS_RATE_LIMITS.maxClients). */
  maxClients?: number;
}

export interface AnalyticsEvent {
  name: string;
  properties: Record<string, unknown>;
  timestamp: string | null;
}

export interface AnalyticsBatch {
  deviceSessionId: string;
  receivedAt: string;
  events: AnalyticsEvent[];
}

export class AnalyticsStore {
  private batches: Array<{ batch: AnalyticsBatch; bytes: number }> = [];
  private total = 0;
  private droppedBatches = 0;
  private droppedEvents = 0;

  constructor(readonly maxBytes = MAX_STORED_ANALYTICS_BYTES) {}

  /** Keeps `batch`, dropping the oldest batches (this one too, were it alone over) past the budget. */
  add(batch: AnalyticsBatch): void {
    const bytes = JSON.stringify(batch).length;
    this.batches.push({ batch, bytes });
    this.total += bytes;
    while (this.total > this.maxBytes) {
      const oldest = this.batches.shift();
      if (!oldest) break;
      this.total -= oldest.bytes;
      this.droppedBatches += 1;
      this.droppedEvents += oldest.batch.events.length;
    }
  }

  list(): AnalyticsBatch[] {
    return this.batches.map((entry) => entry.batch);
  }

  /** The JSON size of what is kept. */
  bytes(): number {
    return this.total;
  }

  /** What was dropped to stay within the budget since the last clear. */
  dropped(): { batches: number; events: number } {
    return { batches: this.droppedBatches, events: this.droppedEvents };
  }

  clear(): void {
    this.batches = [];
    this.total = 0;
    this.droppedBatches = 0;
    this.droppedEvents = 0;
  }
}

/** The rate limiters of one server (null: that limit is off). */
export interface AnalyticsLimiters {
  perAddress: RateLimiter | null;
  perSession: RateLimiter | null;
}

export function createAnalyticsLimiters(options: AnalyticsOptions, now: () => number): AnalyticsLimiters {
  const maxClients = options.maxClients ?? ANALYTICS_RATE_LIMITS.maxClients;
  const limiter = (limit: RateLimit | null | undefined, fallback: RateLimit) =>
    limit === null ? null : new RateLimiter(limit ?? fallback, now, maxClients);
  return {
    perAddress: limiter(options.perAddress, ANALYTICS_RATE_LIMITS.perAddress),
    perSession: limiter(options.perSession, ANALYTICS_RATE_LIMITS.perSession),
  };
}

/** Takes a token for `key`, or answers 429 with Retry-After in whole seconds. */
function throttle(limiter: RateLimiter | null, key: string, who: string): HttpReply | null {
  const waitMs = limiter?.take(key) ?? 0;
  if (!limiter || waitMs === 0) return null;
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  const { perMinute, burst } = limiter.limit;
  return jsonReply(
    429,
    { error: `Too many analytics batches from this ${who}: at most ${perMinute} a minute (bursts of ${burst}). Send again in ${seconds} s.` },
    { 'retry-after': String(seconds) },
  );
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function validateEvent(raw: unknown, i: number): AnalyticsEvent {
  if (!isPlainObject(raw)) throw new HttpError(400, `events[${i}] must be an object.`);
  const { name, properties, timestamp } = raw;
  if (typeof name !== 'string' || name.trim() === '' || name.length > MAX_NAME_LENGTH) {
    throw new HttpError(400, `events[${i}].name must be a non-empty string of at most ${MAX_NAME_LENGTH} characters.`);
  }
  if (!isPlainObject(properties)) throw new HttpError(400, `events[${i}].properties must be an object.`);
  checkProperties(properties, i);
  if (timestamp !== undefined && timestamp !== null && (typeof timestamp !== 'string' || Number.isNaN(Date.parse(timestamp)))) {
    throw new HttpError(400, `events[${i}].timestamp must be an ISO-8601 string when present.`);
  }
  return { name, properties, timestamp: typeof timestamp === 'string' ? timestamp : null };
}

/** Validates a parsed body; the cookie's device session id is used when the body has none. */
export function validateBatch(raw: unknown, cookieDsid: string | undefined, receivedAt: string): AnalyticsBatch {
  if (!isPlainObject(raw)) throw new HttpError(400, 'Body must be a JSON object: { deviceSessionId, events: [...] }.');
  const dsid = raw['deviceSessionId'] ?? cookieDsid;
  if (typeof dsid !== 'string' || dsid.trim() === '' || dsid.length > MAX_DSID_LENGTH) {
    throw new HttpError(400, `deviceSessionId must be a non-empty string of at most ${MAX_DSID_LENGTH} characters (body or ${DEVICE_SESSION_COOKIE} cookie).`);
  }
  const events = raw['events'];
  if (!Array.isArray(events) || events.length === 0) throw new HttpError(400, 'events must be a non-empty array.');
  if (events.length > MAX_EVENTS_PER_BATCH) {
    throw new HttpError(400, `A batch holds at most ${MAX_EVENTS_PER_BATCH} events (got ${events.length}).`);
  }
  return { deviceSessionId: dsid, receivedAt, events: events.map(validateEvent) };
}

/** Where a POST came from: the client address (see clientAddress) for its rate limit. */
export interface AnalyticsClient {
  address: string;
}

async function accept(request: Request, store: AnalyticsStore, limiters: AnalyticsLimiters, client: AnalyticsClient, now: () => number): Promise<HttpReply> {
  // Before the body is read: a flood costs a map lookup per request, not a parse.
  const byAddress = throttle(limiters.perAddress, client.address, 'address');
  if (byAddress) return byAddress;
  const type = mediaType(request);
  if (type !== '' && type !== 'application/json' && type !== 'text/plain') {
    throw new HttpError(415, `Send the batch as application/json or text/plain (got ${type}).`);
  }
  const text = await readBody(request, BODY_LIMITS['/analytics']);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new HttpError(400, 'Body is not valid JSON.');
  }
  const cookieDsid = parseCookies(request.headers.get('cookie')).get(DEVICE_SESSION_COOKIE);
  const batch = validateBatch(parsed, cookieDsid, new Date(now()).toISOString());
  const bySession = throttle(limiters.perSession, batch.deviceSessionId, 'device session');
  if (bySession) return bySession;
  store.add(batch);
  return jsonReply(202, { accepted: batch.events.length });
}

/** Handles /analytics for any method. */
export async function handleAnalytics(
  request: Request,
  store: AnalyticsStore,
  limiters: AnalyticsLimiters,
  client: AnalyticsClient,
  now: () => number,
): Promise<HttpReply> {
  try {
    switch (request.method) {
      case 'POST':
        return await accept(request, store, limiters, client, now);
      case 'GET': {
        const batches = store.list();
        const events = batches.flatMap((b) => b.events.map((e) => ({ deviceSessionId: b.deviceSessionId, receivedAt: b.receivedAt, ...e })));
        return jsonReply(200, { batches, events, dropped: store.dropped() });
      }
      case 'DELETE':
        store.clear();
        return { status: 204 };
      default:
        return jsonReply(405, { error: `${request.method} is not allowed on /analytics.` }, { allow: 'GET, POST, DELETE' });
    }
  } catch (error) {
    if (error instanceof HttpError) return errorReply(error);
    throw error;
  }
}

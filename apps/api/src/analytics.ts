/**
 * The analytics sink: `POST /analytics` takes a batch, `GET /analytics` reads back what arrived,
 * `DELETE /analytics` clears. Batches come as JSON, or as text/plain because navigator.sendBeacon
 * with a string body sends that type. The device session id comes from the body or, failing that,
 * the `masthead_dsid` cookie. Kept in memory, last MAX_STORED_BATCHES only, so a chatty page cannot
 * grow the dev server without bound.
 */
import { parseCookies } from './cookies.ts';
import { HttpError, errorReply, jsonReply, mediaType, readBody, type HttpReply } from './http/reply.ts';

export const DEVICE_SESSION_COOKIE = 'masthead_dsid';
export const MAX_ANALYTICS_BODY_BYTES = 64 * 1024;
export const MAX_EVENTS_PER_BATCH = 100;
const MAX_STORED_BATCHES = 1000;
const MAX_NAME_LENGTH = 100;
const MAX_DSID_LENGTH = 128;

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
  private batches: AnalyticsBatch[] = [];

  add(batch: AnalyticsBatch): void {
    this.batches.push(batch);
    if (this.batches.length > MAX_STORED_BATCHES) this.batches.splice(0, this.batches.length - MAX_STORED_BATCHES);
  }

  list(): readonly AnalyticsBatch[] {
    return this.batches;
  }

  clear(): void {
    this.batches = [];
  }
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

async function accept(request: Request, store: AnalyticsStore, now: () => number): Promise<HttpReply> {
  const type = mediaType(request);
  if (type !== '' && type !== 'application/json' && type !== 'text/plain') {
    throw new HttpError(415, `Send the batch as application/json or text/plain (got ${type}).`);
  }
  const text = await readBody(request, MAX_ANALYTICS_BODY_BYTES);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new HttpError(400, 'Body is not valid JSON.');
  }
  const cookieDsid = parseCookies(request.headers.get('cookie')).get(DEVICE_SESSION_COOKIE);
  const batch = validateBatch(parsed, cookieDsid, new Date(now()).toISOString());
  store.add(batch);
  return jsonReply(202, { accepted: batch.events.length });
}

/** Handles /analytics for any method. */
export async function handleAnalytics(request: Request, store: AnalyticsStore, now: () => number): Promise<HttpReply> {
  try {
    switch (request.method) {
      case 'POST':
        return await accept(request, store, now);
      case 'GET': {
        const batches = store.list();
        const events = batches.flatMap((b) => b.events.map((e) => ({ deviceSessionId: b.deviceSessionId, receivedAt: b.receivedAt, ...e })));
        return jsonReply(200, { batches, events });
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

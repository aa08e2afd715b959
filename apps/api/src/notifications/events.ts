/**
 * What changed in a member's notifications, as the store publishes it with Postgres NOTIFY on
 * `masthead_notifications` and every API instance LISTENs (issue 22): the writer sends the event in the
 * transaction of its write, so it goes out exactly when the write commits, to every instance on the
 * database; each instance passes it to its own streams (the `notificationEvents` subscription).
 *
 * A NOTIFY payload holds at most 8000 bytes: a READ event whose ids would not fit goes out as a SYNC
 * with the counts, and clients then ask for the list again (as after any gap).
 */
import type { FeedName } from './types.ts';

export const NOTIFICATION_CHANNEL = 'masthead_notifications';
const MAX_PAYLOAD_BYTES = 7900;

/** Unread notifications per feed after the change. */
export interface FeedCounts {
  own: number;
  students: number;
}

export type StoreEvent =
  | { kind: 'SYNC'; memberId: string; counts: FeedCounts }
  | { kind: 'ADDED'; memberId: string; counts: FeedCounts; feed: FeedName; id: string }
  | { kind: 'READ'; memberId: string; counts: FeedCounts; readIds: readonly string[]; unreadIds: readonly string[] };

/** The NOTIFY payload of an event (shrunk to a SYNC when it would not fit). */
export function encodeStoreEvent(event: StoreEvent): string {
  const payload = JSON.stringify(event);
  if (Buffer.byteLength(payload) <= MAX_PAYLOAD_BYTES) return payload;
  return JSON.stringify({ kind: 'SYNC', memberId: event.memberId, counts: event.counts } satisfies StoreEvent);
}

const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;
const isIds = (v: unknown): v is string[] => Array.isArray(v) && v.every((id) => typeof id === 'string');

/** Reads a payload back; null for anything that is not an event of ours (another writer on the channel). */
export function decodeStoreEvent(payload: string): StoreEvent | null {
  let raw: unknown;
  try {
    raw = JSON.parse(payload);
  } catch {
    return null;
  }
  if (typeof raw !== 'object' || raw === null) return null;
  const e = raw as Record<string, unknown>;
  const counts = e['counts'] as Record<string, unknown> | undefined;
  if (typeof e['memberId'] !== 'string' || typeof counts !== 'object' || counts === null) return null;
  if (!isCount(counts['own']) || !isCount(counts['students'])) return null;
  const base = { memberId: e['memberId'], counts: { own: counts['own'], students: counts['students'] } };
  switch (e['kind']) {
    case 'SYNC':
      return { kind: 'SYNC', ...base };
    case 'ADDED':
      if ((e['feed'] !== 'own' && e['feed'] !== 'students') || typeof e['id'] !== 'string') return null;
      return { kind: 'ADDED', ...base, feed: e['feed'], id: e['id'] };
    case 'READ':
      if (!isIds(e['readIds']) || !isIds(e['unreadIds'])) return null;
      return { kind: 'READ', ...base, readIds: e['readIds'], unreadIds: e['unreadIds'] };
    default:
      return null;
  }
}

/**
 * The notification store's SQL for rows (issue 22): how a notification is read back with its actors,
 * written (the seed's and new ones alike), counted, and announced. The store (store.ts) and the seeding
 * (store-seed.ts) both write through `insert`, so the seed goes in exactly as a run-time notification.
 */
import type { Queryable } from '../db/types.ts';
import { NOTIFICATION_CHANNEL, encodeStoreEvent, type FeedCounts, type StoreEvent } from './events.ts';
import { renderTexts } from './texts/index.ts';
import type { FeedName, NewNotification, NotificationActorRecord, NotificationRecord } from './types.ts';

/** A notifications row with its actors, as SELECT_NOTIFICATION reads it. */
export interface NotificationRow {
  id: string;
  feed: FeedName;
  created_at: Date;
  url: string | null;
  image: NotificationRecord['image'];
  texts: NotificationRecord['texts'];
  is_read: boolean;
  actors: NotificationActorRecord[] | null;
}

export const SELECT_NOTIFICATION = `SELECT n.id, n.feed, n.created_at, n.url, n.image, n.texts, n.read_at IS NOT NULL AS is_read,
  (SELECT json_agg(json_build_object('firstName', a.first_name, 'lastName', a.last_name,
      'mediumPictureUrl', a.medium_picture_url, 'vanityUsername', a.vanity_username, 'username', a.username) ORDER BY a.position)
    FROM notification_actors a WHERE a.notification_id = n.id) AS actors
  FROM notifications n`;

export const toRecord = (row: NotificationRow): NotificationRecord => ({
  id: row.id,
  feed: row.feed,
  createdAtMs: row.created_at.getTime(),
  url: row.url,
  image: row.image,
  texts: row.texts,
  isRead: row.is_read,
  actors: row.actors ?? [],
});

export const iso = (ms: number): string => new Date(ms).toISOString();

/** Writes notifications (the seed's and new ones) with their actors: two statements for any number. */
export async function insert(tx: Queryable, memberId: string, items: readonly NewNotification[], fromSeed = false): Promise<void> {
  if (items.length === 0) return;
  const rows = items.map((n) => ({
    id: n.id, member_id: memberId, feed: n.feed, created_at: iso(n.createdAtMs), url: n.url, image: n.image,
    texts: renderTexts(n), read_at: n.isRead ? iso(n.createdAtMs) : null, seed_read: fromSeed ? n.isRead : null,
  }));
  await tx.query(`INSERT INTO notifications (id, member_id, feed, created_at, url, image, texts, read_at, seed_read)
    SELECT id, member_id, feed, created_at, url, image, texts, read_at, seed_read FROM jsonb_to_recordset($1::jsonb)
    AS x(id text, member_id text, feed text, created_at timestamptz, url text, image jsonb, texts jsonb, read_at timestamptz, seed_read boolean)`, [JSON.stringify(rows)]);
  const actors = items.flatMap((n) => n.actors.map((a, position) => ({
    notification_id: n.id, position, first_name: a.firstName, last_name: a.lastName,
    medium_picture_url: a.mediumPictureUrl, vanity_username: a.vanityUsername, username: a.username,
  })));
  if (actors.length === 0) return;
  await tx.query(`INSERT INTO notification_actors (notification_id, position, first_name, last_name, medium_picture_url, vanity_username, username)
    SELECT notification_id, position, first_name, last_name, medium_picture_url, vanity_username, username FROM jsonb_to_recordset($1::jsonb)
    AS x(notification_id text, position smallint, first_name text, last_name text, medium_picture_url text, vanity_username text, username text)`, [JSON.stringify(actors)]);
}

/** Unread notifications per feed of one member. */
export async function countsOf(q: Queryable, memberId: string): Promise<FeedCounts> {
  const [row] = await q.query<FeedCounts>(`SELECT count(*) FILTER (WHERE feed = 'own')::int AS own,
    count(*) FILTER (WHERE feed = 'students')::int AS students FROM notifications WHERE member_id = $1 AND read_at IS NULL`, [memberId]);
  return row ?? { own: 0, students: 0 };
}

/** Announces a change with NOTIFY: sent when (and only if) the transaction `tx` commits. */
export const publish = (tx: Queryable, event: StoreEvent) => tx.query('SELECT pg_notify($1, $2)', [NOTIFICATION_CHANNEL, encodeStoreEvent(event)]);

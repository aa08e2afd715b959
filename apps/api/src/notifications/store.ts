/**
 * Per-server, in-memory notification state keyed by persona. Feeds are seeded lazily on first use
 * (most test runs touch two or three personas) and `reset()` drops everything back to the seed.
 *
 * A record keeps what was drawn for it (people, class, urls) and a function that words it; the
 * resolvers word it in the request's language (texts/index.ts renders each language once per record).
 *
 * Paging is keyset-based: a cursor holds the (createdAt, id) of the last item seen, so a
 * notification arriving at the top while the drawer is open does not shift the next page.
 */
import { apiError } from '../errors.ts';
import type { PersonaId } from '../personas.ts';
import { createRng } from '../prng.ts';
import { badInput, decodeCursor, encodeCursor, makeConnection, type Connection } from '../relay.ts';
import type { Catalog } from '../seed/types.ts';
import { seedNotifications, type SeededFeeds } from './seed.ts';
import { OWN_TEMPLATES } from './templates.ts';
import type { FeedName, NotificationRecord } from './types.ts';

/** A page of one feed plus its unread count. */
export type NotificationPage = Connection<NotificationRecord> & { count: number };

interface CursorKey {
  t: number;
  id: string;
}

/** Newest first; equal times fall back to id so the order is total. */
function compare(a: CursorKey, b: CursorKey): number {
  return b.t - a.t || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
}

const keyOf = (n: NotificationRecord): CursorKey => ({ t: n.createdAtMs, id: n.id });

function isCursorKey(value: unknown): value is CursorKey {
  return typeof value === 'object' && value !== null && 'id' in value && 't' in value
    && typeof value.t === 'number' && typeof value.id === 'string';
}

export class NotificationStore {
  private readonly feeds = new Map<PersonaId, SeededFeeds>();
  private added = 0;

  constructor(
    private readonly catalog: Catalog,
    private readonly now: () => number,
  ) {}

  /** Drops all changes; the next read reseeds. */
  reset(): void {
    this.feeds.clear();
    this.added = 0;
  }

  private feedsOf(personaId: PersonaId): SeededFeeds {
    let feeds = this.feeds.get(personaId);
    if (!feeds) {
      feeds = seedNotifications(this.catalog, personaId);
      this.feeds.set(personaId, feeds);
    }
    return feeds;
  }

  /** One page of a feed. `after` null or '-1' starts at the newest. */
  page(personaId: PersonaId, feed: FeedName, after: string | null | undefined, first: number): NotificationPage {
    const items = this.feedsOf(personaId)[feed];
    const listKey = `notifications:${personaId}:${feed}`;
    let start = 0;
    if (after !== null && after !== undefined && after !== '-1') {
      const key = decodeCursor(after, listKey);
      if (!isCursorKey(key)) throw badInput(`Invalid cursor '${after.slice(0, 40)}': it is not a cursor this server issued.`);
      start = items.findIndex((n) => compare(keyOf(n), key) > 0);
      if (start < 0) start = items.length;
    }
    const slice = items.slice(start, start + first);
    const edges = slice.map((node) => ({ cursor: encodeCursor(listKey, keyOf(node)), node }));
    const connection = makeConnection(items.length, edges, start > 0, start + slice.length < items.length);
    return { ...connection, count: items.filter((n) => !n.isRead).length };
  }

  /** Unread count across both feeds. */
  unreadCount(personaId: PersonaId): number {
    const { own, students } = this.feedsOf(personaId);
    return [...own, ...students].filter((n) => !n.isRead).length;
  }

  /** Watermark: marks read everything created at or before `beforeMs`, in both feeds. */
  markReadBefore(personaId: PersonaId, beforeMs: number): { notificationIds: string[]; unreadCount: number } {
    const { own, students } = this.feedsOf(personaId);
    const changed: string[] = [];
    for (const n of [...own, ...students].sort((a, b) => compare(keyOf(a), keyOf(b)))) {
      if (!n.isRead && n.createdAtMs <= beforeMs) {
        n.isRead = true;
        changed.push(n.id);
      }
    }
    return { notificationIds: changed, unreadCount: this.unreadCount(personaId) };
  }

  /** Sets one notification's read state; unknown ids are a GraphQL error. */
  mark(personaId: PersonaId, id: string, isRead: boolean): NotificationRecord {
    const { own, students } = this.feedsOf(personaId);
    const found = own.find((n) => n.id === id) ?? students.find((n) => n.id === id);
    if (!found) {
      throw apiError(`Notification '${id.slice(0, 80)}' not found.`, 'NOT_FOUND');
    }
    found.isRead = isRead;
    return found;
  }

  /**
   * Adds a new unread notification "now" at the top of a feed. The time never goes backwards past
   * the newest item, so it stays on top even if the machine clock is behind the seed's instant.
   */
  add(personaId: PersonaId, feed: FeedName = 'own'): NotificationRecord {
    if (personaId === 'guest') throw new Error('guests have no notifications');
    const feeds = this.feedsOf(personaId);
    const items = feeds[feed];
    const newest = Math.max(feeds.own[0]?.createdAtMs ?? 0, feeds.students[0]?.createdAtMs ?? 0);
    this.added += 1;
    const rng = createRng(`live:${personaId}:${this.added}`);
    const content = (OWN_TEMPLATES[0] ?? OWN_TEMPLATES[1])?.({
      rng,
      classes: this.catalog.classes.slice(0, 200),
      teachers: this.catalog.teachers,
      members: this.catalog.members,
      teacherOf: (c) => this.catalog.teacherById.get(c.teacherId),
    });
    if (!content) throw new Error('no template');
    const record: NotificationRecord = {
      ...content,
      id: `ntf-${personaId}-live${String(this.added).padStart(3, '0')}`,
      feed,
      createdAtMs: Math.max(this.now(), newest + 1),
      isRead: false,
    };
    items.splice(0, 0, record);
    items.sort((a, b) => compare(keyOf(a), keyOf(b)));
    return record;
  }
}

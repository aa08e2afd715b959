/**
 * Every member's notifications and read state, in Postgres (issue 22): PGlite in this process by
 * default, a PostgreSQL server by URL (db/database.ts). Every resolver and `/dev/*` route reads and
 * writes through this class, and the seed goes in through the same `insert` as a notification added
 * at run time.
 *
 * Each write publishes what it changed (events.ts) with NOTIFY in its own transaction; `subscribe`
 * LISTENs once per store (store-listen.ts) and hands the events to this instance's streams, whichever
 * instance wrote. The SQL of rows is in rows.ts, the seed's writing and restoring in store-seed.ts.
 *
 * Paging is keyset-based: a cursor holds the (createdAt, id) of the last item seen, so a notification
 * arriving at the top while the drawer is open does not shift the next page.
 *
 * The database opens on first use (a server answers its other routes meanwhile); `close` ends it.
 */
import { createHash } from 'node:crypto';
import { openDatabase } from '../db/database.ts';
import { MIGRATION_LOCK, migrate, readMigrations } from '../db/migrate.ts';
import type { Database, DatabaseTarget } from '../db/types.ts';
import { apiError } from '../errors.ts';
import type { PersonaId } from '../personas.ts';
import { createRng } from '../prng.ts';
import { badInput, decodeCursor, encodeCursor, makeConnection, type Connection } from '../relay.ts';
import { readReference } from '../catalog/tables.ts';
import { SearchSeed } from '../search/index-seed.ts';
import { LARGE_CATALOG } from '../seed/large-catalog.ts';
import { SeedCatalog, type CatalogSource } from '../seed/seed-catalog.ts';
import type { CatalogReference, ClassRecord, PersonRecord } from '../seed/types.ts';
import type { FeedCounts } from './events.ts';
import { SELECT_NOTIFICATION, countsOf, insert, iso, publish, toRecord, type NotificationRow } from './rows.ts';
import { StoreListeners, type StoreListener } from './store-listen.ts';
import { MEMBERS, StoreSeed } from './store-seed.ts';
import { OWN_TEMPLATES } from './templates.ts';
import { renderTexts } from './texts/index.ts';
import type { FeedName, NewNotification, NotificationRecord } from './types.ts';

export type { StoreListener } from './store-listen.ts';

/** A page of one feed plus its unread count. */
export type NotificationPage = Connection<NotificationRecord> & { count: number };

interface CursorKey {
  t: number;
  id: string;
}

function isCursorKey(value: unknown): value is CursorKey {
  return typeof value === 'object' && value !== null && 'id' in value && 't' in value
    && typeof value.t === 'number' && Number.isFinite(value.t) && typeof value.id === 'string';
}

/** The seed's classes a card added at run time names (POST /dev/notifications). */
const LIVE_CLASSES = 200;

export class NotificationStore {
  private opened: Promise<Database> | null = null;
  private reference: Promise<CatalogReference> | null = null;
  private readonly seed: StoreSeed;
  /** The search index lives in the same database (issue 33): its seed goes in and comes back with this one. */
  private readonly searchSeed: SearchSeed;
  private readonly listeners = new StoreListeners(() => this.database());
  /** The seed's catalogue: held while the database opens, then let go (seed-catalog.ts). */
  private readonly seedCatalog: SeedCatalog;
  /** What `add` makes a card of: the seed's first classes and their teachers, kept from the catalogue. */
  private live: { classes: readonly ClassRecord[]; teachers: ReadonlyMap<string, PersonRecord> } | null = null;

  constructor(
    /** The seed's catalogue, or how to build it: what a new database is written from. */
    source: CatalogSource,
    private readonly now: () => number,
    private readonly target: DatabaseTarget = { kind: 'memory' },
  ) {
    this.seedCatalog = new SeedCatalog(source);
    this.seed = new StoreSeed(this.seedCatalog);
    this.searchSeed = new SearchSeed(this.seedCatalog);
  }

  /**
   * The catalogue's small tables (categories, skills, facet options), read from the database once: nothing
   * changes them while the API runs (catalog/tables.ts). Classes, teachers and paths are read per request.
   */
  catalog(): Promise<CatalogReference> {
    if (this.reference) return this.reference;
    const reading = this.database().then(readReference);
    this.reference = reading;
    // A failed read (the server went away) is tried again by the next request.
    reading.catch(() => {
      if (this.reference === reading) this.reference = null;
    });
    return reading;
  }

  /** The database, opened, migrated and seeded on first use. */
  database(): Promise<Database> {
    if (this.opened) return this.opened;
    this.opened = (async () => {
      const migrations = readMigrations();
      // Names what a prepared database holds: the migrations and the seed.
      const key = createHash('sha256').update(JSON.stringify(migrations.map((m) => m.checksum))).update(this.seed.key()).update(this.searchSeed.key()).digest('hex');
      const catalog = this.seedCatalog.get();
      const classes = catalog.classes.slice(0, LIVE_CLASSES);
      this.live ??= { classes, teachers: new Map(classes.flatMap((c) => catalog.teacherById.get(c.teacherId) ?? []).map((t) => [t.id, t])) };
      try {
        return await openDatabase(this.target, {
          key,
          // A large catalogue's copy would be hundreds of MB in memory first: its new folders are prepared in place.
          copyToNewFolders: catalog.classes.length < LARGE_CATALOG.classes,
          prepare: async (db) => {
            let indexed = false;
            await migrate(db, migrations, async (tx) => {
              await this.seed.ensure(tx);
              indexed = await this.searchSeed.ensure(tx);
            });
            if (indexed) await this.searchSeed.settle(db);
          },
        });
      } finally {
        this.seedCatalog.release();
      }
    })();
    // A database that could not be opened (a server not up yet) is tried again by the next request.
    this.opened.catch(() => {
      this.opened = null;
    });
    return this.opened;
  }

  /**
   * Puts every member's notifications back to the seed (POST /dev/reset): the added ones go, the
   * seeded ones get the seed's read state back (a database of another seed is written again). Open
   * streams get each member's new counts.
   */
  async reset(): Promise<void> {
    const db = await this.database();
    try {
      await db.transaction(async (tx) => {
        await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
        await this.seed.restore(tx);
        await this.searchSeed.restore(tx);
        for (const memberId of MEMBERS) await publish(tx, { kind: 'SYNC', memberId, counts: await countsOf(tx, memberId) });
      });
    } finally {
      // A database another seed wrote meanwhile was written again from the catalogue: let it go again.
      this.seedCatalog.release();
    }
  }

  /** One page of a feed. `after` null or '-1' starts at the newest. */
  async page(personaId: PersonaId, feed: FeedName, after: string | null | undefined, first: number): Promise<NotificationPage> {
    const listKey = `notifications:${personaId}:${feed}`;
    let key: CursorKey | null = null;
    if (after !== null && after !== undefined && after !== '-1') {
      const decoded = decodeCursor(after, listKey);
      if (!isCursorKey(decoded)) throw badInput(`Invalid cursor '${after.slice(0, 40)}': it is not a cursor this server issued.`);
      key = decoded;
    }
    const db = await this.database();
    const keyParams = key ? [iso(key.t), key.id] : [null, null];
    // One transaction: the counts and the page agree even while another instance writes.
    const { counts, rows } = await db.transaction(async (tx) => {
      const [c] = await tx.query<{ total: number; unread: number; before: number }>(`SELECT count(*)::int AS total,
        count(*) FILTER (WHERE read_at IS NULL)::int AS unread,
        count(*) FILTER (WHERE $3::timestamptz IS NOT NULL AND (created_at, id) >= ($3::timestamptz, $4::text))::int AS before
        FROM notifications WHERE member_id = $1 AND feed = $2`, [personaId, feed, ...keyParams]);
      const r = first === 0 ? [] : await tx.query<NotificationRow>(`${SELECT_NOTIFICATION}
        WHERE n.member_id = $1 AND n.feed = $2 AND ($3::timestamptz IS NULL OR (n.created_at, n.id) < ($3::timestamptz, $4::text))
        ORDER BY n.created_at DESC, n.id DESC LIMIT $5`, [personaId, feed, ...keyParams, first]);
      return { counts: c ?? { total: 0, unread: 0, before: 0 }, rows: r };
    });
    const items = rows.map(toRecord);
    const edges = items.map((node) => ({ cursor: encodeCursor(listKey, { t: node.createdAtMs, id: node.id }), node }));
    const start = counts.before;
    const connection = makeConnection(counts.total, edges, start > 0, start + items.length < counts.total);
    return { ...connection, count: counts.unread };
  }

  /** Unread notifications per feed. */
  async counts(personaId: PersonaId): Promise<FeedCounts> {
    return countsOf(await this.database(), personaId);
  }

  /** Unread count across both feeds. */
  async unreadCount(personaId: PersonaId): Promise<number> {
    const { own, students } = await this.counts(personaId);
    return own + students;
  }

  /** One of the member's notifications, or null. */
  async get(personaId: PersonaId, id: string): Promise<NotificationRecord | null> {
    const db = await this.database();
    const [row] = await db.query<NotificationRow>(`${SELECT_NOTIFICATION} WHERE n.member_id = $1 AND n.id = $2`, [personaId, id]);
    return row ? toRecord(row) : null;
  }

  /** Watermark: marks read everything created at or before `beforeMs`, in both feeds. */
  async markReadBefore(personaId: PersonaId, beforeMs: number): Promise<{ notificationIds: string[]; unreadCount: number }> {
    const db = await this.database();
    return db.transaction(async (tx) => {
      const changed = await tx.query<{ id: string }>(`UPDATE notifications SET read_at = now()
        WHERE member_id = $1 AND read_at IS NULL AND created_at <= $2::timestamptz
        RETURNING id, created_at`, [personaId, iso(beforeMs)]);
      const ids = (changed as Array<{ id: string; created_at: Date }>)
        .sort((a, b) => b.created_at.getTime() - a.created_at.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0))
        .map((r) => r.id);
      const counts = await countsOf(tx, personaId);
      if (ids.length > 0) await publish(tx, { kind: 'READ', memberId: personaId, counts, readIds: ids, unreadIds: [] });
      return { notificationIds: ids, unreadCount: counts.own + counts.students };
    });
  }

  /** Sets one notification's read state; unknown ids are a GraphQL error. */
  async mark(personaId: PersonaId, id: string, isRead: boolean): Promise<NotificationRecord> {
    const db = await this.database();
    return db.transaction(async (tx) => {
      const [before] = await tx.query<{ is_read: boolean }>(
        'SELECT read_at IS NOT NULL AS is_read FROM notifications WHERE member_id = $1 AND id = $2 FOR UPDATE', [personaId, id]);
      if (!before) throw apiError(`Notification '${id.slice(0, 80)}' not found.`, 'NOT_FOUND');
      if (before.is_read !== isRead) {
        await tx.query(`UPDATE notifications SET read_at = ${isRead ? 'now()' : 'NULL'} WHERE member_id = $1 AND id = $2`, [personaId, id]);
        const counts = await countsOf(tx, personaId);
        await publish(tx, { kind: 'READ', memberId: personaId, counts, readIds: isRead ? [id] : [], unreadIds: isRead ? [] : [id] });
      }
      const [row] = await tx.query<NotificationRow>(`${SELECT_NOTIFICATION} WHERE n.member_id = $1 AND n.id = $2`, [personaId, id]);
      if (!row) throw apiError(`Notification '${id.slice(0, 80)}' not found.`, 'NOT_FOUND');
      return toRecord(row);
    });
  }

  /**
   * Adds a new unread notification "now" at the top of a feed. The time never goes backwards past
   * the newest item, so it stays on top even if the machine clock is behind the seed's instant.
   */
  async add(personaId: PersonaId, feed: FeedName = 'own'): Promise<NotificationRecord> {
    if (personaId === 'guest') throw new Error('guests have no notifications');
    const db = await this.database();
    return db.transaction(async (tx) => {
      const [state] = await tx.query<{ number: number; newest: Date | null }>(`SELECT nextval('live_notification_number')::int AS number,
        (SELECT max(created_at) FROM notifications WHERE member_id = $1) AS newest`, [personaId]);
      const number = state?.number ?? 1;
      const rng = createRng(`live:${personaId}:${number}`);
      const live = this.live;
      if (!live) throw new Error('the database opened without its seed');
      // The first template names a class and its teacher only.
      const content = OWN_TEMPLATES[0]?.({ rng, classes: live.classes, teachers: [], members: [], teacherOf: (c) => live.teachers.get(c.teacherId) });
      if (!content) throw new Error('no template');
      const item: NewNotification = {
        ...content,
        id: `ntf-${personaId}-live${String(number).padStart(3, '0')}`,
        feed,
        createdAtMs: Math.max(this.now(), (state?.newest?.getTime() ?? 0) + 1),
        isRead: false,
      };
      await insert(tx, personaId, [item]);
      await publish(tx, { kind: 'ADDED', memberId: personaId, counts: await countsOf(tx, personaId), feed, id: item.id });
      const { text: _words, ...stored } = item;
      return { ...stored, texts: renderTexts(item) };
    });
  }

  /**
   * Calls `listener` with every member's events, from any instance on this database, until the
   * returned function is called. One LISTEN serves all listeners of this store.
   */
  subscribe(listener: StoreListener): Promise<() => void> {
    return this.listeners.subscribe(listener);
  }

  /** Closes the database (stops listening first). */
  async close(): Promise<void> {
    const opened = this.opened;
    if (!opened) return;
    const db = await opened.catch(() => null);
    await this.listeners.stop();
    await db?.close();
  }
}

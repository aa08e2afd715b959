/**
 * The notification store on Postgres (issue 22), through its own API: what it publishes for each write,
 * the migration runner's rules, the database settings it accepts, and a folder that keeps read state.
 * The GraphQL contract over the same store is in notifications.test.ts.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database.ts';
import { migrate, readMigrations } from '../src/db/migrate.ts';
import type { Database } from '../src/db/types.ts';
import { parseDatabaseTarget } from '../src/db/urls.ts';
import { decodeStoreEvent, encodeStoreEvent, type StoreEvent } from '../src/notifications/events.ts';
import { NotificationStore } from '../src/notifications/store.ts';
import { getCatalog } from '../src/seed/index.ts';
import { expectFunctionBodyMigration } from './function-body-migration.ts';
import { eventually } from './poll.ts';

const NOW = Date.parse('2026-11-26T12:00:00Z');

/** The events a store publishes, collected; `next(n)` waits until n more have arrived. */
async function collect(store: NotificationStore) {
  const events: StoreEvent[] = [];
  let gaps = 0;
  const stop = await store.subscribe({ onEvent: (e) => events.push(e), onGap: () => (gaps += 1) });
  return {
    events,
    gaps: () => gaps,
    stop,
    async until(predicate: (all: StoreEvent[]) => boolean) {
      await eventually(() => predicate(events), `the events hold (so far: ${JSON.stringify(events)})`).catch(() => {});
      expect(predicate(events), JSON.stringify(events)).toBe(true);
    },
  };
}

describe('the embedded store (PGlite in memory)', () => {
  let store: NotificationStore;
  beforeAll(async () => {
    store = new NotificationStore(getCatalog(), () => NOW);
    await store.database();
  });
  afterAll(() => store.close());

  it('runs on PGlite and starts from the seed', async () => {
    expect((await store.database()).engine).toMatch(/^PGlite 0\.5\.\d+ \(PostgreSQL \d+\.\d+\), in memory$/);
    expect(await store.counts('teacher')).toEqual({ own: 7, students: 25 });
    expect(await store.counts('free')).toEqual({ own: 3, students: 0 });
  });

  it('publishes each write in its transaction: ADDED with the new counts, READ with the ids, SYNC on reset', async () => {
    const seen = await collect(store);
    const added = await store.add('member', 'own');
    await seen.until((all) => all.some((e) => e.kind === 'ADDED'));
    expect(seen.events.find((e) => e.kind === 'ADDED')).toEqual({ kind: 'ADDED', memberId: 'member', feed: 'own', id: added.id, counts: await store.counts('member') });

    const { notificationIds } = await store.markReadBefore('member', added.createdAtMs);
    await seen.until((all) => all.some((e) => e.kind === 'READ'));
    expect(seen.events.find((e) => e.kind === 'READ')).toEqual({ kind: 'READ', memberId: 'member', readIds: notificationIds, unreadIds: [], counts: { own: 0, students: 0 } });
    expect(notificationIds[0]).toBe(added.id);

    await store.mark('member', added.id, false);
    await seen.until((all) => all.filter((e) => e.kind === 'READ').length === 2);
    expect(seen.events.filter((e) => e.kind === 'READ')[1]).toMatchObject({ readIds: [], unreadIds: [added.id], counts: { own: 1 } });

    await store.reset();
    await seen.until((all) => all.some((e) => e.kind === 'SYNC' && e.memberId === 'member'));
    expect(seen.events.find((e) => e.kind === 'SYNC' && e.memberId === 'member')).toMatchObject({ counts: await store.counts('member') });
    expect(await store.get('member', added.id)).toBeNull();
    seen.stop();
  });

  it('marking what is already in that state publishes nothing and changes nothing', async () => {
    await store.reset();
    const seen = await collect(store);
    const page = await store.page('teacher', 'own', null, 20);
    const read = page.edges.map((e) => e.node).find((n) => n.isRead);
    expect(read).toBeDefined();
    await store.mark('teacher', read!.id, true);
    expect(await store.markReadBefore('teacher', 0)).toEqual({ notificationIds: [], unreadCount: 32 });
    await store.add('free');
    await seen.until((all) => all.length > 0);
    expect(seen.events.map((e) => e.kind)).toEqual(['ADDED']);
    seen.stop();
  });

  it('reset puts back the seed: added ones gone, every seeded read state as seeded, numbering again from 1', async () => {
    await store.reset();
    const before = await store.page('teacher', 'students', null, 100);
    await store.markReadBefore('teacher', NOW);
    const first = await store.add('teacher', 'students');
    await store.reset();
    expect(await store.page('teacher', 'students', null, 100)).toEqual(before);
    expect((await store.add('teacher', 'students')).id).toBe(first.id);
  });

  it('an event that would not fit a NOTIFY payload goes out as a SYNC with the counts', () => {
    const readIds = Array.from({ length: 500 }, (_, i) => `ntf-teacher-s${String(i).padStart(4, '0')}`);
    const event: StoreEvent = { kind: 'READ', memberId: 'teacher', counts: { own: 1, students: 0 }, readIds, unreadIds: [] };
    expect(decodeStoreEvent(encodeStoreEvent(event))).toEqual({ kind: 'SYNC', memberId: 'teacher', counts: { own: 1, students: 0 } });
    const small: StoreEvent = { ...event, readIds: readIds.slice(0, 3) };
    expect(decodeStoreEvent(encodeStoreEvent(small))).toEqual(small);
  });

  it.each([
    ['not JSON', 'hello'],
    ['an unknown kind', '{"kind":"DELETED","memberId":"m","counts":{"own":0,"students":0}}'],
    ['a negative count', '{"kind":"SYNC","memberId":"m","counts":{"own":-1,"students":0}}'],
    ['an unknown feed', '{"kind":"ADDED","memberId":"m","counts":{"own":0,"students":0},"feed":"team","id":"x"}'],
    ['ids that are not strings', '{"kind":"READ","memberId":"m","counts":{"own":0,"students":0},"readIds":[1],"unreadIds":[]}'],
  ])('a payload that is not one of ours (%s) is ignored', (_name, payload) => {
    expect(decodeStoreEvent(payload)).toBeNull();
  });
});

describe('the migration runner', () => {
  let store: NotificationStore;
  beforeAll(() => {
    store = new NotificationStore(getCatalog(), () => NOW);
  });
  afterAll(() => store.close());

  it('applies nothing twice, and refuses an edited migration or one it does not know', async () => {
    const db = await store.database();
    const migrations = readMigrations();
    expect(migrations.map((m) => m.name)).toContain('0001_notifications.sql');
    expect(await migrate(db, migrations)).toEqual([]);
    const edited = migrations.map((m, i) => (i === 0 ? { ...m, checksum: 'edited' } : m));
    await expect(migrate(db, edited)).rejects.toThrow(/Migration 0001_notifications\.sql changed after it was applied/);
    await expect(migrate(db, [])).rejects.toThrow(/has migration 0001_notifications\.sql, which this API does not know/);
  });

  /** A fresh PGlite database in memory with no tables: nothing prepared, so the test's migrations run. */
  const emptyDatabase = (): Promise<Database> => openDatabase({ kind: 'memory' }, { key: 'empty (migration runner tests)', prepare: async () => {} });

  it('runs each file whole: a $$ function body with a ; at its line ends, and a string holding a -- line', async () => {
    const db = await emptyDatabase();
    try {
      await expectFunctionBodyMigration(db);
    } finally {
      await db.close();
    }
  });

  it('a file that fails names itself and leaves nothing behind, the files before it included', async () => {
    const db = await emptyDatabase();
    try {
      const broken = { name: '0002_broken.sql', sql: 'CREATE TABLE later (x int);\nSELECT no_such_function();\n', checksum: 'broken' };
      await expect(migrate(db, [...readMigrations(), broken])).rejects.toThrow(/^Migration 0002_broken\.sql failed: .*no_such_function/);
      const tables = await db.query<{ name: string }>("SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public'");
      expect(tables).toEqual([]);
    } finally {
      await db.close();
    }
  });
});

describe('database settings', () => {
  it.each([
    ['', { kind: 'memory' }],
    ['memory', { kind: 'memory' }],
    ['postgres://masthead@127.0.0.1:5433/masthead', { kind: 'server', url: 'postgres://masthead@127.0.0.1:5433/masthead' }],
    ['postgresql://db.internal/masthead', { kind: 'server', url: 'postgresql://db.internal/masthead' }],
    ['./.data/pglite', { kind: 'folder', path: './.data/pglite' }],
  ])('%j is %j', (raw, target) => {
    expect(parseDatabaseTarget(raw)).toEqual(target);
  });

  it('refuses another scheme, naming what it takes and hiding the password', () => {
    expect(() => parseDatabaseTarget('mysql://root:hunter2@db/masthead')).toThrow(
      "Unsupported database URL 'mysql://root:***@db/masthead': use postgres://user@host:port/database, 'memory', or a folder path for the embedded PGlite.",
    );
  });
});

describe('the embedded store in a folder', () => {
  const dir = mkdtempSync(join(tmpdir(), 'masthead-pglite-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps read state and added notifications when it is opened again', { timeout: 180_000 }, async () => {
    const path = join(dir, 'data');
    const first = new NotificationStore(getCatalog(), () => NOW, { kind: 'folder', path });
    expect((await first.database()).engine).toContain(`folder ${path}`);
    const added = await first.add('member');
    await first.markReadBefore('member', NOW);
    await first.close();

    const again = new NotificationStore(getCatalog(), () => NOW, { kind: 'folder', path });
    expect(await again.counts('member')).toEqual({ own: 0, students: 0 });
    expect(await again.get('member', added.id)).toMatchObject({ id: added.id, isRead: true });
    await again.reset();
    expect(await again.counts('member')).toEqual({ own: 12, students: 0 });
    await again.close();
  });
});

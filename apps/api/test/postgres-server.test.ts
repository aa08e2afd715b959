/**
 * The store on a PostgreSQL server (issue 22): Debian's Postgres started as a throwaway process
 * (scripts/harness/postgres-server.mjs), two stores on it as two API instances would hold them. What one
 * writes, the other's listeners hear; a server restart or crash is followed by a gap and by working
 * writes on both, with nothing lost or doubled.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPostgres, type PostgresServer } from '../../../scripts/harness/index.mjs';
import { readMigrations } from '../src/db/migrate.ts';
import { openServerDatabase } from '../src/db/server.ts';
import type { StoreEvent } from '../src/notifications/events.ts';
import { NotificationStore } from '../src/notifications/store.ts';
import { getCatalog } from '../src/seed/index.ts';
import { expectFunctionBodyMigration } from './function-body-migration.ts';
import { eventually, retried } from './poll.ts';

const NOW = Date.parse('2026-11-26T12:00:00Z');

describe('two instances on one PostgreSQL server', () => {
  let pg: PostgresServer;
  let a: NotificationStore;
  let b: NotificationStore;
  const heardByB: StoreEvent[] = [];
  const heardByA: StoreEvent[] = [];
  let gapsB = 0;
  let gapsA = 0;

  beforeAll(async () => {
    pg = await startPostgres();
    a = new NotificationStore(getCatalog(), () => NOW, { kind: 'server', url: pg.url });
    b = new NotificationStore(getCatalog(), () => NOW, { kind: 'server', url: pg.url });
    // Both start at once: one migrates and seeds under the lock, the other finds it done.
    await Promise.all([a.database(), b.database()]);
    await b.subscribe({ onEvent: (e) => heardByB.push(e), onGap: () => (gapsB += 1) });
    await a.subscribe({ onEvent: (e) => heardByA.push(e), onGap: () => (gapsA += 1) });
  }, 180_000);

  /** The URL of a new database `name` on this server, owned by the stores' user. */
  async function databaseOfItsOwn(name: string): Promise<string> {
    const admin = await retried(() => openServerDatabase(pg.adminUrl));
    await admin.exec(`CREATE DATABASE ${name} OWNER masthead`);
    await admin.close();
    const url = new URL(pg.url);
    url.pathname = `/${name}`;
    return url.href;
  }

  afterAll(async () => {
    await a?.close();
    await b?.close();
    await pg?.dispose();
  });

  it('runs on the server, migrated and seeded once', async () => {
    expect((await a.database()).engine).toMatch(new RegExp(`^PostgreSQL \\d+\\.\\d+.* at postgres://masthead@127\\.0\\.0\\.1:${pg.port}/masthead$`));
    expect(await pg.psql('SELECT count(*) FROM schema_migrations')).toBe(String(readMigrations().length));
    expect(await a.counts('teacher')).toEqual({ own: 7, students: 25 });
    expect(await b.counts('teacher')).toEqual({ own: 7, students: 25 });
  });

  it('leaves the catalogue and its index vacuumed once written: autovacuum has nothing to redo while the first searches run', async () => {
    // A database of its own with one instance: the two above started together, and one's transaction waiting on
    // the other's lock may still hold the rows invisible to it when the vacuum runs (autovacuum then finishes).
    const store = new NotificationStore(getCatalog(), () => NOW, { kind: 'server', url: await databaseOfItsOwn('settled') });
    try {
      // VACUUM marks every page all-visible; the ANALYZE in the writing transaction alone leaves none so.
      const tables = ['catalog_classes', 'search_classes', 'search_lexemes', 'search_teachers', 'search_vocabulary'];
      const read = await (await store.database()).query<{ name: string; pages: number; visible: number }>(
        'SELECT relname AS name, relpages AS pages, relallvisible AS visible FROM pg_class WHERE relname = ANY($1) ORDER BY relname', [tables]);
      expect(read.map((r) => r.name)).toEqual(tables);
      for (const table of read) {
        expect(table.pages, table.name).toBeGreaterThan(0);
        expect(table.visible, table.name).toBe(table.pages);
      }
    } finally {
      await store.close();
    }
  }, 120_000);

  it('a card added through A is heard by B; a read through B is seen by A and heard by A', async () => {
    const added = await a.add('member');
    await eventually(() => heardByB.some((e) => e.kind === 'ADDED' && e.id === added.id), 'B hears the ADDED');
    expect(await b.get('member', added.id)).toMatchObject({ id: added.id, isRead: false });

    await b.markReadBefore('member', added.createdAtMs);
    await eventually(() => heardByA.some((e) => e.kind === 'READ' && e.readIds.includes(added.id)), 'A hears the READ');
    expect(await a.counts('member')).toEqual({ own: 0, students: 0 });
  });

  it('a restarted server: B reports a gap, both write again, and every write is there once', async () => {
    const gapsBefore = gapsB;
    await pg.restart();
    await eventually(() => gapsB > gapsBefore, 'B reconnects its LISTEN and reports a gap');
    const added = await retried(() => a.add('free'));
    await eventually(() => heardByB.some((e) => e.kind === 'ADDED' && e.id === added.id), 'B hears the write after the restart');
    expect(await pg.psql(`SELECT count(*) FROM notifications WHERE id = '${added.id}'`)).toBe('1');
  });

  it('a server killed with SIGKILL: the committed read is still there after it starts again', async () => {
    await a.mark('team-admin', (await a.page('team-admin', 'own', null, 1)).edges[0]!.node.id, true);
    const counts = await a.counts('team-admin');
    const gapsBefore = gapsB;
    const gapsABefore = gapsA;
    await pg.kill();
    await pg.start();
    await eventually(() => gapsB > gapsBefore, 'B reconnects after the crash');
    expect(await retried(() => b.counts('team-admin'))).toEqual(counts);
    // A listens again before B writes: a write made while A's LISTEN was still down reaches A as a gap (a
    // resync), not as the event. Waiting for B alone failed once in CI, A still in its reconnect backoff.
    await eventually(() => gapsA > gapsABefore, 'A reconnects after the crash');
    const added = await retried(() => b.add('team-admin'));
    await eventually(() => heardByA.some((e) => e.kind === 'ADDED' && e.id === added.id), 'A hears the write after the crash');
  });

  it('the migration runner sends each file whole: a $$ function body and a string holding a -- line', async () => {
    // A database of its own on this server: the stores' database knows only the API's migrations.
    const db = await openServerDatabase(await databaseOfItsOwn('function_body'));
    try {
      await expectFunctionBodyMigration(db);
    } finally {
      await db.close();
    }
  });
});

/**
 * The embedded engine on a thread of its own (src/db/embedded-thread.ts): the API's thread keeps running while a
 * query runs, and the `Database` it answers behaves as PGlite did in this thread: rows with their types,
 * PostgreSQL's errors with their codes, transactions that commit or roll back (and that other calls wait for),
 * and NOTIFYs in order.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openEmbeddedDatabase } from '../src/db/embedded.ts';
import type { Database, DatabaseSetup } from '../src/db/types.ts';

const setup: DatabaseSetup = {
  key: 'test/embedded-thread.test.ts: a table of items',
  async prepare(db) {
    await db.exec('CREATE TABLE IF NOT EXISTS items (id int PRIMARY KEY, name text NOT NULL, at timestamptz, data jsonb)');
  },
};

let db: Database;
beforeAll(async () => {
  db = await openEmbeddedDatabase(null, setup);
});
afterAll(() => db.close());

it('keeps the API thread running while a query runs', async () => {
  let ticks = 0;
  let running = true;
  const tick = () => {
    ticks += 1;
    if (running) setImmediate(tick);
  };
  setImmediate(tick);
  // Millions of rows: a long query on the engine's thread. On this thread it would be one long task, and no
  // other callback would run until it ended.
  const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM generate_series(1, 3000000) AS g(i) WHERE i % 7 = 0');
  running = false;
  expect(row).toEqual({ n: 428571 });
  expect(ticks).toBeGreaterThan(20);
});

it('answers rows with their types, and errors with PostgreSQL’s code', async () => {
  const at = new Date('2026-11-29T06:00:00.000Z');
  await db.query('INSERT INTO items (id, name, at, data) VALUES ($1, $2, $3, $4)', [1, 'one', at, JSON.stringify({ tags: ['a'] })]);
  expect(await db.query('SELECT id, name, at, data FROM items WHERE id = 1')).toEqual([{ id: 1, name: 'one', at, data: { tags: ['a'] } }]);
  const duplicate = db.query('INSERT INTO items (id, name) VALUES (1, $1)', ['again']);
  await expect(duplicate).rejects.toMatchObject({ code: '23505', message: expect.stringContaining('duplicate key') });
  await expect(db.query('SELECT * FROM missing_table')).rejects.toMatchObject({ code: '42P01' });
});

it('commits a transaction, rolls one back when it throws, and makes other calls wait for it', async () => {
  let outside: Promise<Array<{ name: string }>> | undefined;
  await db.transaction(async (tx) => {
    await tx.query('INSERT INTO items (id, name) VALUES (2, $1)', ['two']);
    // A call outside the transaction, sent while it is open, waits for it (it is not run inside it): the
    // transaction's next statement, sent after it, is answered first, and it sees the committed row.
    outside = db.query<{ name: string }>('SELECT name FROM items WHERE id = 2');
    await tx.query('UPDATE items SET name = $1 WHERE id = 2', ['two, committed']);
    const first = await Promise.race([outside.then(() => 'outside'), tx.query('SELECT 1').then(() => 'the transaction')]);
    expect(first).toBe('the transaction');
  });
  expect(await outside).toEqual([{ name: 'two, committed' }]);

  const failure = db.transaction(async (tx) => {
    await tx.query('INSERT INTO items (id, name) VALUES (3, $1)', ['three']);
    throw new Error('changed my mind');
  });
  await expect(failure).rejects.toThrow('changed my mind');
  expect(await db.query('SELECT id FROM items WHERE id = 3')).toEqual([]);
  // A statement that fails inside one rolls it back too, and the engine goes on.
  await expect(db.transaction((tx) => tx.query('INSERT INTO items (id, name) VALUES (4, NULL)'))).rejects.toMatchObject({ code: '23502' });
  expect(await db.query('SELECT count(*)::int AS n FROM items')).toEqual([{ n: 2 }]);
});

it('delivers NOTIFYs in the order they were made, until the listener stops', async () => {
  const heard: string[] = [];
  const stop = await db.listen('thread_test', (payload) => heard.push(payload), () => heard.push('gap'));
  await db.transaction(async (tx) => {
    await tx.query("SELECT pg_notify('thread_test', 'first')");
    await tx.query("SELECT pg_notify('thread_test', 'second')");
  });
  await db.query("SELECT pg_notify('thread_test', 'third')");
  // A query after the notifications: its answer comes after them, on the same channel.
  await db.query('SELECT 1');
  expect(heard).toEqual(['first', 'second', 'third']);
  await stop();
  await db.query("SELECT pg_notify('thread_test', 'unheard')");
  await db.query('SELECT 1');
  expect(heard).toEqual(['first', 'second', 'third']);
});

it('answers every call made before its close, and refuses those after it, saying so', async () => {
  const other = await openEmbeddedDatabase(null, setup);
  let inside: Promise<unknown> | undefined;
  const transaction = other.transaction(async (tx) => {
    await tx.query("INSERT INTO items (id, name) VALUES (10, 'ten')");
    // The database closes while this transaction is open: it still ends, and the calls waiting for it are answered.
    inside = tx.query('SELECT 1 AS one');
    return inside;
  });
  const before = Array.from({ length: 20 }, (_, i) => other.query<{ n: number }>('SELECT $1::int AS n', [i]));
  const closing = other.close();
  await expect(other.query('SELECT 1')).rejects.toThrow('The embedded database is closed.');
  await expect(other.transaction((tx) => tx.query('SELECT 1'))).rejects.toThrow('The embedded database is closed.');
  await expect(transaction).resolves.toEqual([{ one: 1 }]);
  expect((await Promise.all(before)).map(([row]) => row?.n)).toEqual(Array.from({ length: 20 }, (_, i) => i));
  await closing;
  await expect(other.query('SELECT 1')).rejects.toThrow(/closed/);
});
